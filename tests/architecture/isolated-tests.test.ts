// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ISOLATED_SERVER_TESTS } from '../../server/test/isolated-tests.ts';
import { ISOLATED_TESTS } from '../setup/isolated-tests';

/** The test files git knows (tracked or not ignored) under `folders` that call vi.mock. */
const mocking = (folders: string[]) =>
  execFileSync(
    'git',
    ['grep', '-l', '--untracked', '-E', String.raw`vi\.(do)?[mM]ock\(`, '--', ...folders],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/architecture/'));

it('runs in isolation exactly the unit test files that replace a module with vi.mock', () => {
  expect(mocking(['src', 'core', 'seed', 'mocks', 'tests']).sort()).toEqual(
    [...ISOLATED_TESTS].sort(),
  );
});

it('runs in isolation every server test file that replaces a module with vi.mock', () => {
  const shared = mocking(['server']).filter(
    (file) => !ISOLATED_SERVER_TESTS.some((pattern) => path.matchesGlob(file, pattern)),
  );
  expect(shared).toEqual([]);
});
