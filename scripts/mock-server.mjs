// `npm run mock:server -- [--port 4300] [--static dist] [--quiet]`: the stateful mocks over HTTP.
// Bundles mocks/http-server.ts for Node with Vite (dependencies stay in node_modules), then starts it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not dist-server/: that is the app's server entry (vite build --ssr).
const outDir = path.join(root, 'dist-mock-server');

export async function buildMockServer() {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: path.join(root, 'mocks/http-server.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node22',
      sourcemap: true,
    },
  });
  return pathToFileURL(path.join(outDir, 'http-server.js')).href;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const { startMockServer } = await import(await buildMockServer());
  await startMockServer({
    port: Number(flag('port') ?? process.env.PORT ?? 4300),
    host: flag('host') ?? '127.0.0.1',
    staticDir: flag('static'),
    quiet: args.includes('--quiet'),
  });
}
