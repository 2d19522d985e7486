import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../core/domain/accounts.ts';
import { MESSAGES, PAGING, pagingMessage } from '../../core/domain/messages.ts';
import { fail, invalid } from '../../core/domain/replies.ts';
import type { Tickets } from '../../core/domain/second-factor-tickets.ts';
import type { ServerConfig } from '../config.ts';
import type { Tokens } from '../services/auth.ts';
import type { LoginGuard } from '../services/throttle.ts';
import type { ImageLimiter } from '../images/limiter.ts';
import type { Storage } from '../storage/storage.ts';
import type { Actor, Paging } from '../../core/domain/types.ts';
import type { Store } from '../store/types.ts';
import type { VisitCounting } from '../services/visit-counting.ts';
import type { SiteIndex } from '../../core/domain/site-search.ts';

/** What the operation handlers work with. */
export interface HandlerContext {
  store: Store;
  /** This replica's visit counting (server/services/visit-counting.ts). */
  visits: VisitCounting;
  /** This replica's site search index (core/domain/site-search.ts), kept current by buildApp. */
  siteIndex: SiteIndex;
  /** REQUIRE_SECOND_FACTOR and FRESH_PROOF_SECONDS. */
  config: Pick<ServerConfig, 'requireSecondFactor' | 'freshProofMs' | 'passkeySite'>;
  /** Where stored files' bytes are (server/storage/), and the folder uploads are received in. */
  storage: Storage;
  tokens: Tokens;
  tickets: Tickets;
  loginGuard: LoginGuard;
  /** The one queue of image processing (IMAGE_CONCURRENCY). */
  imageLimit: ImageLimiter;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function created<T>(reply: FastifyReply, body: T): T {
  reply.code(201);
  return body;
}

export const bodyOf = <T>(request: FastifyRequest) => request.body as T;

/** Who makes the request: the session's administrator (none for a visitor) and the address. */
export const actorOf = (request: FastifyRequest): Actor => ({
  username: request.session?.username ?? null,
  address: request.ip,
});

/** The signed-in administrator of a bearer operation, with when the session last proved itself. */
export function callerOf(request: FastifyRequest): Caller {
  const session = request.session;
  if (!session) return fail(401, MESSAGES.unauthorized);
  return {
    ...actorOf(request),
    userId: session.userId,
    role: session.role,
    proofAt: session.proofAt,
  };
}

/** A path parameter (already decoded and checked against the contract). */
export const param = (request: FastifyRequest, name: string) =>
  String((request.params as Record<string, unknown>)[name] ?? '');

/** PageIndex and PageSize: the contract checked the ranges and filled in the defaults. */
export function pagingOf(request: FastifyRequest): Paging {
  const query = request.query as { PageIndex?: number; PageSize?: number };
  const pageIndex = query.PageIndex ?? PAGING.PageIndex.fallback;
  const pageSize = query.PageSize ?? PAGING.PageSize.fallback;
  if (!Number.isSafeInteger(pageIndex)) {
    invalid({ PageIndex: [pagingMessage('PageIndex', String(pageIndex))] });
  }
  return { pageIndex, pageSize };
}

/**
 * A read's publishing parameters (issue 21): `Drafts=true` is the panel's and needs a valid token
 * (401 without one); a preview link's `Preview` makes the reply `no-store`.
 */
export async function publishingOf(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ drafts: boolean; preview?: string }> {
  const { Drafts, Preview } = request.query as { Drafts?: boolean; Preview?: string };
  if (Drafts) await request.server.authenticate(request);
  if (Preview === undefined) return { drafts: Drafts === true };
  reply.header('cache-control', 'no-store');
  return { drafts: Drafts === true, preview: Preview };
}
