import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * The page's first script (issue 48, ADR 0063): src/lib/landing-capture.ts's `captureLanding()`,
 * bundled with what it imports and minified into a classic inline script at the top of
 * index.html's head. It runs as the HTML is parsed, before a visitor can press a link, so a
 * 'Bilgi Al' pressed before the app's script has run still finds the landing facts of the page it
 * was pressed on. Every build that has an index.html carries it (the production app, whose
 * index.html is also the server's page template, the mock build and `npm run dev`); the server's
 * policy allows it by its hash (server/ssr/script-policy.ts), never by 'unsafe-inline'.
 */
const CAPTURE_MODULE = path.resolve(import.meta.dirname, '../../src/lib/landing-capture.ts');
const ENTRY = '\0landing-capture-entry';

/** The inline script's code, built from the capture module with the project's own Vite. */
export async function landingCaptureScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'landing-capture-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
        load: (id) =>
          id === ENTRY
            ? `import { captureLanding } from ${JSON.stringify(CAPTURE_MODULE)};\ncaptureLanding();`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((built) =>
    'output' in built ? built.output : [],
  );
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) throw new Error('The landing capture built to no one script.');
  const code = chunk.code.trim();
  // Inside <script>…</script>: the HTML parser would end the script at `</script`.
  if (/<\/script/i.test(code)) throw new Error('The landing capture cannot be inlined as it is.');
  return code;
}

/** Puts the landing capture first in index.html's head, right after its character set. */
export function inlineLandingCapture(): Plugin {
  let script: Promise<string> | undefined;
  return {
    name: 'inline-landing-capture',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The landing facts are the public site's; the panel's page (admin.html) keeps none.
        if (context.path === '/admin.html') return html;
        script ??= landingCaptureScript();
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset="…">.');
        const tag = `<script>${await script}</script>`;
        return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
      },
    },
  };
}
