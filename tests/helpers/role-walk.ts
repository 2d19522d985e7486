import { mayCall, OPERATION_RIGHTS, type Role } from '../../core/domain/roles.ts';
import type { OperationInfo } from '../../core/lib/operation-info.ts';
import { backendOperations } from '../../src/api/generated/backend-operations/operations.ts';
import { contentOperations } from '../../src/api/generated/content-operations/operations.ts';

/**
 * Every operation of the backend and content contracts, each called by an account of each role
 * (issue 46): the answer is checked against the one table of rights (core/domain/roles.ts). The
 * operations come from the contracts (the generated indexes), not from a hand list; the values in
 * their addresses name nothing, so an allowed call ends in 400 or 404 at most and changes nothing.
 */
interface Walked extends OperationInfo {
  /** Where to send it (the content service lives under /content). */
  url: string;
}

/** A path parameter's value of the right shape that names nothing (or a harmless thing). */
const SAMPLES: Record<string, string> = {
  id: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a',
  name: 'Yok',
  slug: 'yok',
  type: '0',
  page: 'kimyasal-ankraj',
  kind: 'contact-banner',
  passkeyId: 'eA',
};

const urlOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLES[name] ?? 'x');

/** Calls that end the caller's sessions go last. */
const ENDS_SESSIONS = new Set(['logout', 'signOutEverywhere']);

export const walkedOperations: readonly Walked[] = [
  ...backendOperations.map((operation) => ({ ...operation, url: urlOf(operation.path) })),
  ...contentOperations.map((operation) => ({
    ...operation,
    url: `/content${urlOf(operation.path)}`,
  })),
].sort(
  (a, b) => Number(ENDS_SESSIONS.has(a.operationId)) - Number(ENDS_SESSIONS.has(b.operationId)),
);

interface Answer {
  status: number;
  body: unknown;
}

/** Sends one call with the account's token (a JSON body of `{}` for a write). */
export type Send = (operation: Walked, token: string) => Promise<Answer>;

const reasonOf = (body: unknown) =>
  typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;

/**
 * Walks every operation as `role`; returns each answer that disagrees with the table (empty: all
 * agree) and how many calls the role was refused.
 */
export async function walkAsRole(role: Role, token: string, send: Send) {
  const wrong: string[] = [];
  let refused = 0;
  for (const operation of walkedOperations) {
    const { status, body } = await send(operation, token);
    const byRole = status === 403 && reasonOf(body) === 'role';
    const allowed = mayCall(role, operation.operationId);
    if (byRole) refused += 1;
    if (allowed === byRole) {
      wrong.push(
        `${role} ${operation.operationId} (${OPERATION_RIGHTS[operation.operationId] ?? 'no right'}): ${String(status)}`,
      );
    }
  }
  return { wrong, refused };
}
