/**
 * Roles on the mocks (issue 46), as server/handlers/roles.test.ts checks them on the server: every
 * operation of both contracts, called over HTTP by an account of each role, answers as
 * core/domain/roles.ts's one table of rights says.
 */
import { describe, expect, it } from 'vitest';
import { mayCall, ROLES, type Role } from '../core/domain/roles';
import { walkAsRole, walkedOperations, type Send } from '../tests/helpers/role-walk';
import { db } from './node';
import { recordsOf } from '../tests/helpers/mock-records';

const at = (url: string) => new URL(url, location.origin);

/** A new account of `role`, signed in through the login call: its token. */
async function tokenOf(role: Role) {
  const username = `rol-${role}`;
  const password = `Rol-${role}-Sifresi-2026`;
  recordsOf(db).createUser({ username, password, role });
  const reply = await fetch(at('/api/Auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

const send: Send = async (operation, token) => {
  const write = operation.method === 'POST' || operation.method === 'PUT';
  const reply = await fetch(at(operation.url), {
    method: operation.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(write ? { 'content-type': 'application/json' } : {}),
    },
    ...(write ? { body: '{}' } : {}),
  });
  const json = reply.headers.get('content-type')?.includes('json');
  return { status: reply.status, body: json ? await reply.json() : null };
};

describe('the table of rights on the mocks', () => {
  it.each(ROLES)('%s: every operation answers as the table says', async (role) => {
    const { wrong, refused } = await walkAsRole(role, await tokenOf(role), send);
    expect(wrong).toEqual([]);
    expect(refused).toBe(
      walkedOperations.filter((operation) => !mayCall(role, operation.operationId)).length,
    );
  });
});
