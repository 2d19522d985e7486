// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { ISOLATED_TESTS } from '../setup/isolated-tests';

it('runs in isolation exactly the unit test files that replace a module with vi.mock', () => {
  // git grep: the files git knows (tracked or not ignored), as the suite would find them.
  const found = execFileSync(
    'git',
    [
      'grep',
      '-l',
      '--untracked',
      '-E',
      String.raw`vi\.(do)?[mM]ock\(`,
      '--',
      'src',
      'core',
      'seed',
      'mocks',
      'tests',
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/architecture/'));
  expect(found.sort()).toEqual([...ISOLATED_TESTS].sort());
});
