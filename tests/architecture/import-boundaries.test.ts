// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints a would-be file with the project's ESLint config and returns its boundary violations. */
async function boundaryErrors(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies');
}

describe('import boundaries (STYLE.md: shared -> features -> routes)', () => {
  it('lets routes import features and shared code', async () => {
    const code = `import { LoginScreen } from '../features/auth/login-screen';
import { auth } from '../lib/auth';
export const x = [LoginScreen, auth];`;
    expect(await boundaryErrors('src/routes/example.tsx', code)).toEqual([]);
  });

  it("lets the panel's app (admin.html) import features and shared code; no app code imports it", async () => {
    const route = `import { LoginScreen } from '../../features/auth/login-screen';
import { auth } from '../../lib/auth';
export const x = [LoginScreen, auth];`;
    expect(await boundaryErrors('src/panel/routes/example.tsx', route)).toEqual([]);
    const panel = `import { createPanelRouter } from '../panel/router';
export const x = createPanelRouter;`;
    expect(await boundaryErrors('src/app/example.ts', panel)).toHaveLength(1);
    expect(await boundaryErrors('src/lib/example.ts', panel)).toHaveLength(1);
    const fromFeature = `import { createPanelRouter } from '../../panel/router';
export const x = createPanelRouter;`;
    expect(await boundaryErrors('src/features/auth/example.ts', fromFeature)).toHaveLength(1);
  });

  it('lets a feature import shared code and its own files', async () => {
    const code = `import { ConfirmDialog } from '../../components/confirm-dialog';
import { slugify } from '../../lib/slug';
import { tokenFromLoginReply } from './login-reply';
export const x = [ConfirmDialog, slugify, tokenFromLoginReply];`;
    expect(await boundaryErrors('src/features/auth/example.ts', code)).toEqual([]);
  });

  it('forbids a feature from importing another feature or a route', async () => {
    const code = `import { AdminLayout } from '../admin-layout/admin-layout';
import { Route } from '../../routes/_public';
export const x = [AdminLayout, Route];`;
    expect(await boundaryErrors('src/features/auth/example.ts', code)).toHaveLength(2);
  });

  it('forbids shared code from importing features, routes or the mocks', async () => {
    const code = `import { LoginScreen } from '../features/auth/login-screen';
import { Route } from '../routes/_public';
import { db } from '../../mocks/node';
export const x = [LoginScreen, Route, db];`;
    expect(await boundaryErrors('src/lib/example.ts', code)).toHaveLength(3);
  });

  it('lets the server and the mocks load the seed, which imports only core', async () => {
    const load = `import { createSeed } from '../../seed/index.ts';
export const x = createSeed;`;
    expect(await boundaryErrors('server/db/example.ts', load)).toEqual([]);
    expect(await boundaryErrors('mocks/store/example.ts', load)).toEqual([]);
    expect(await boundaryErrors('src/lib/example.ts', load)).toHaveLength(1);
    const seed = `import { slugify } from '../core/lib/slug.ts';
import { db } from '../mocks/node';
export const x = [slugify, db];`;
    expect(await boundaryErrors('seed/example.ts', seed)).toHaveLength(1);
  });

  it('does not lint generated code', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    expect(await eslint.isPathIgnored('src/api/generated/backend/endpoints/auth/auth.ts')).toBe(
      true,
    );
    expect(await eslint.isPathIgnored('src/app/routeTree.gen.ts')).toBe(true);
    expect(await eslint.isPathIgnored('src/panel/routeTree.gen.ts')).toBe(true);
  });
});
