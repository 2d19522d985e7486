/** Types of chromium-flags.mjs, for the Playwright configurations. */
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function chromiumEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
