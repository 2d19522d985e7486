import type { FastifyRequest } from 'fastify';

/** The security events the server logs, and at which level (docs/decisions/0022-operations.md). */
const LEVELS = {
  /** A sign-in with a wrong user name or password (the lead's login handler). */
  'login-failed': 'warn',
  /** A sign-in refused because the account or the address is locked out. */
  'login-locked': 'warn',
  /**
   * A proof refused by its count (issue 46): a second factor's answer at sign-in or while signed
   * in, or the current password while signed in; `forGood` when shut until the owner's command.
   */
  'proof-locked': 'warn',
  /** A sign-in finished with its second factor (issue 23). */
  'login-second-factor': 'info',
  /** An administrator registered another one. */
  register: 'info',
  logout: 'info',
  /** A DELETE that succeeded (server/plugins/logging.ts, for every DELETE route). */
  delete: 'info',
} as const;

type SecurityEvent = keyof typeof LEVELS;

/** What an event may add: plain values only, never a body, a password or a token. */
type Details = Record<string, string | number | boolean | null | undefined>;

/**
 * Logs a security event on the request's logger (so with its request id): the event, the user
 * name when known (the signed-in one unless `details.username` says whose it is), and the client
 * address as Fastify sees it (TRUST_PROXY).
 */
export function securityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  details: Details = {},
): void {
  const line = {
    ...details,
    event,
    username: details.username ?? request.session?.username ?? null,
    clientAddress: request.ip,
  };
  request.log[LEVELS[event]](line, `security: ${event}`);
}
