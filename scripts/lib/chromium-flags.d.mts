/** Types of chromium-flags.mjs, for the Playwright configurations. */
export declare const CHROMIUM_FLAGS: readonly string[];
