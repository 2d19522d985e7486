// Stops any npm script that would run on a Node.js older than the tools need (orval 8, msw 3 and
// vitest 5 need Node >= 22). `npm run` puts node_modules/.bin first on PATH, where the pinned
// `node` package provides Node 24, so this only fires when a tool is started some other way.
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    [
      `This project needs Node.js 22 or newer, but this script runs on Node.js ${process.versions.node}.`,
      'The project pins Node 24 as a devDependency: run `npm install`, then start tools through',
      '`npm run <script>` or `npx <tool>` (not ./node_modules/.bin/<tool> from a plain shell).',
    ].join('\n'),
  );
  process.exit(1);
}
