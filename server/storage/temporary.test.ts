import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOf, removeStaleTemporaries, temporaryName } from './temporary.ts';

/** A Node process that runs until it is killed. */
function startNode() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return child;
}

/** The PID of a Node process that has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid ?? 0;
}

const UUID = '0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f';

describe('temporary files', () => {
  let folder: string;
  const alive = startNode();

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'temporary-test-'));
  });
  afterAll(async () => {
    alive.kill();
    await rm(folder, { recursive: true, force: true });
  });

  it('carry the host and the PID of the process that made them', () => {
    const name = temporaryName();
    expect(name.startsWith('.tmp-')).toBe(true);
    expect(ownerOf(name)).toEqual({
      host: hostname().replace(/[^A-Za-z0-9.-]/g, '_'),
      pid: process.pid,
    });
    expect(ownerOf(`${name}.variants`)).toEqual(ownerOf(name));
    // A host name with dashes and digits of its own is read back whole.
    expect(ownerOf(`.tmp-web-2-eu-1-4711-${UUID}.master`)).toEqual({
      host: 'web-2-eu-1',
      pid: 4711,
    });
    expect(ownerOf(`.tmp-${UUID}`)).toBeNull();
    expect(ownerOf(`${UUID}.pdf`)).toBeNull();
  });

  it("at start-up removes only this host's leftovers of processes that no longer run", async () => {
    const host = hostname().replace(/[^A-Za-z0-9.-]/g, '_');
    const dead = await endedPid();
    const names = {
      deadHere: `.tmp-${host}-${dead}-${UUID}`,
      deadHereVariants: `.tmp-${host}-${dead}-${UUID.replace('0b', '1b')}.variants`,
      // A previous life of this very PID (a container's PID 1): nothing of it can be in progress.
      ownPid: `.tmp-${host}-${process.pid}-${UUID.replace('0b', '2b')}`,
      aliveHere: `.tmp-${host}-${alive.pid}-${UUID.replace('0b', '3b')}`,
      // Another replica on a shared volume: its uploads may be arriving right now.
      otherHost: `.tmp-other-replica-${dead}-${UUID.replace('0b', '4b')}`,
      // Written by a server before temporaries had owners: left for storage:check.
      unowned: `.tmp-${UUID.replace('0b', '5b')}`,
      stored: `${UUID}.pdf`,
    };
    for (const name of Object.values(names)) {
      if (name.endsWith('.variants')) await mkdir(path.join(folder, name));
      else await writeFile(path.join(folder, name), 'x');
    }
    const removed = await removeStaleTemporaries(folder);
    expect(removed.sort()).toEqual([names.deadHere, names.deadHereVariants, names.ownPid].sort());
    expect((await readdir(folder)).sort()).toEqual(
      [names.aliveHere, names.otherHost, names.unowned, names.stored].sort(),
    );
  });

  it('finds nothing to do in a folder that does not exist', async () => {
    expect(await removeStaleTemporaries(path.join(folder, 'yok'))).toEqual([]);
  });
});
