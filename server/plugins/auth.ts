import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Store } from '../store/types.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { HttpError } from '../../core/domain/replies.ts';
import { requireRight } from '../../core/domain/roles.ts';
import { dutiesOf, requireDutiesDone } from '../../core/domain/account-duties.ts';
import type { Tickets } from '../../core/domain/second-factor-tickets.ts';
import { createTickets, createTokens, type Session, type Tokens } from '../services/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks the session tokens (server/services/auth.ts). */
    tokens: Tokens;
    /** The second factor's signed, single-use tickets (server/services/auth.ts). */
    tickets: Tickets;
    /** fastify-openapi-glue's `bearerAuth` check: sets `request.session`, or throws 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate` on protected operations; null elsewhere. */
    session: Session | null;
  }
}

interface AuthOptions {
  /** null: none was given with DATABASE_URL, which the server refuses (server/config.ts). */
  secret: string | null;
  store: Pick<Store, 'isTokenRevoked' | 'revokeToken' | 'findUserById' | 'secondFactorsOf'>;
  /** REQUIRE_SECOND_FACTOR. */
  requireSecondFactor: boolean;
}

/** Why a server on PostgreSQL does not start without JWT_SECRET (issue 23, ADR 0037). */
const JWT_SECRET_REQUIRED =
  'JWT_SECRET must be set with DATABASE_URL (the same on every replica): the signing key is ' +
  'never kept in the database, where every backup would archive it.';

/** The bearer token of a request's Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The session tokens and the bearer check of the protected operations. */
export default fp<AuthOptions>(
  async (app, { secret, store, requireSecondFactor }) => {
    if (!secret) throw new Error(JWT_SECRET_REQUIRED);
    const tokens = createTokens(secret, store);
    app.decorate('tokens', tokens);
    app.decorate('tickets', createTickets(secret, store));
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const session = await tokens.verify(bearerToken(request));
      if (!session) throw new HttpError(401, MESSAGES.unauthorized);
      request.session = session;
      const operationId =
        (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';
      // What the account's role may not do (core/domain/roles.ts): 403 before the body is read.
      requireRight(operationId, session.role);
      // What the account must do first (a generated password, a required second factor): 403.
      const factors = await store.secondFactorsOf(session.userId);
      requireDutiesDone(operationId, dutiesOf(factors, requireSecondFactor));
    });
  },
  { name: 'auth' },
);
