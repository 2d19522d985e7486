import { describe, expect, it } from 'vitest';
import { mayCall, ROLES, type Role } from '../../core/domain/roles.ts';
import { walkAsRole, walkedOperations, type Send } from '../../tests/helpers/role-walk.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * Roles on the server (issue 46): every operation of both contracts, called by an account of each
 * role, answers as core/domain/roles.ts's one table of rights says: 403 `reason: role` before the
 * request's body is read, or the operation's own answer. On PGlite here, and on PostgreSQL in
 * `npm run test:server:postgres`; the mocks' twin is mocks/roles.test.ts.
 */
const t = setupTestApp();

let made = 0;

/** A new account of `role`, signed in: its token (the admin's own stays untouched). */
async function tokenOf(role: Role) {
  made += 1;
  const username = `rol-${role}-${String(made)}`;
  const password = `Rol-${role}-Sifresi-2026`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    headers: t.authHeaders,
    payload: { username, password, role },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { username, password },
  });
  return (login.json() as { data: { token: string } }).data.token;
}

const send: Send = async (operation, token) => {
  const write = operation.method === 'POST' || operation.method === 'PUT';
  const reply = await t.app.inject({
    method: operation.method,
    url: operation.url,
    headers: { authorization: `Bearer ${token}` },
    ...(write ? { payload: {} } : {}),
  });
  const json = reply.headers['content-type']?.startsWith('application/json');
  return { status: reply.statusCode, body: json ? reply.json() : null };
};

describe('the table of rights, operation by operation', () => {
  it.each(ROLES)('%s: every operation answers as the table says', async (role) => {
    const { wrong, refused } = await walkAsRole(role, await tokenOf(role), send);
    expect(wrong).toEqual([]);
    expect(refused).toBe(
      walkedOperations.filter((operation) => !mayCall(role, operation.operationId)).length,
    );
  });

  it('says why in Turkish, and changes nothing', async () => {
    const token = await tokenOf('sales');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Satıştan Ürün', slug: 'satistan-urun' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Bu işlem için yetkiniz yok: Satış rolü bunu yapamaz.',
      data: null,
      reason: 'role',
    });
    expect((await t.app.inject({ url: '/api/Product/slug/satistan-urun' })).statusCode).toBe(404);
  });
});
