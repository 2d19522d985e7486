import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ops-archive-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// In a process of its own, so that its memory is this work's alone: a 96 MB object is archived
// and read back, and the process's resident memory is sampled all along.
const SCRIPT = `
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveWriter, readArchive } from './server/ops/archive.ts';
const work = process.argv[1];
const size = 96 * 1024 * 1024;
const big = path.join(work, 'big.bin');
const block = Buffer.alloc(1024 * 1024);
const expected = createHash('sha256');
{
  const out = createWriteStream(big);
  for (let i = 0; i < size / block.length; i += 1) {
    block.fill(i % 251);
    expected.update(block);
    await new Promise((r) => out.write(block, r));
  }
  await new Promise((r) => out.end(r));
}
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
const archive = path.join(work, 'big.tar');
const writer = new ArchiveWriter(createWriteStream(archive));
const entry = await writer.addFile('objects/big.bin', big);
peak = Math.max(peak, process.memoryUsage().rss);
await writer.finish((entries) => ({ entries }));
let read = 0;
const hash = createHash('sha256');
await readArchive(archive, async ({ path: name, body }) => {
  for await (const chunk of body) {
    peak = Math.max(peak, process.memoryUsage().rss);
    if (name === 'objects/big.bin') { read += chunk.length; hash.update(chunk); }
    await new Promise((r) => setImmediate(r));
  }
});
clearInterval(sampler);
console.log(JSON.stringify({
  size: entry.size, sha: entry.sha256, expected: expected.digest('hex'), read,
  readSha: hash.digest('hex'), growth: peak - baseline,
}));
`;

describe('the archive', () => {
  it('streams a 96 MB object in and out without holding it in memory', async () => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', SCRIPT, work],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(0);
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<
      string,
      number | string
    >;
    expect(result.size).toBe(96 * 1024 * 1024);
    expect(result.sha).toBe(result.expected);
    expect(result.read).toBe(96 * 1024 * 1024);
    expect(result.readSha).toBe(result.expected);
    // Held whole, the object alone would add 96 MB; streamed, buffers not collected yet do.
    expect(result.growth).toBeLessThan(72 * 1024 * 1024);
  }, 120_000);
});
