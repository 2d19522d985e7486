import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { LogLevel } from '../config.ts';

/**
 * What the server logs and how (Fastify's own logger, pino, one JSON object a line): one access
 * line per request, with a request id, and never a request body, a header's value or personal
 * data (docs/decisions/0022-operations.md).
 */

/** The probes' paths: polled every few seconds, so their access lines are `debug`. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id: the caller's `x-request-id` (a proxy's or a load balancer's) when it is a sane
 * token, so that one request can be followed across them; otherwise a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameters whose values may be logged: paging only; any other value is replaced. */
const LOGGED_QUERY_VALUES = new Set(['pageindex', 'pagesize']);

/** The URL as logged: the path, and the query with only the paging values kept. */
export function loggedUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const query = url
    .slice(index + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return LOGGED_QUERY_VALUES.has(name.toLowerCase()) ? pair : `${name}=~`;
    });
  return `${url.slice(0, index)}?${query.join('&')}`;
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  cause?: LoggedError;
}

/**
 * A query failure's message carries the query's values (drizzle: `Failed query: ...\nparams:
 * <values>`): an enquiry's name, phone number and message. Everything from `params:` on goes.
 */
function withoutValues(text: string): string {
  const index = text.search(/(^|\n)params:/);
  return index < 0 ? text : `${text.slice(0, index)}${index === 0 ? '' : '\n'}params: [not logged]`;
}

/**
 * An error as logged: its type, message, code and stack frames, and its cause, never its other
 * fields (pino's own serializer copies them all: a query's `params`, a database error's `detail`
 * with the conflicting value).
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const fields = error as Error & { code?: unknown; statusCode?: unknown; constraint?: unknown };
  const message = withoutValues(error.message);
  // The class says more than `name` (drizzle's DrizzleQueryError is named plain "Error").
  const type =
    error.constructor.name && error.constructor.name !== 'Object'
      ? error.constructor.name
      : error.name;
  const logged: LoggedError = { type, message };
  if (error.stack) {
    const header = `${error.name}: ${error.message}`;
    const frames = error.stack.startsWith(header)
      ? error.stack.slice(header.length)
      : `\n${error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')}`;
    logged.stack = `${logged.type}: ${message}${frames}`;
  }
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (typeof fields.constraint === 'string') logged.constraint = fields.constraint;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** The access line's `req`: no headers, no body; the client address as Fastify sees it. */
function loggedRequest(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
}

/**
 * Fastify's request log lines: one `info` line per request when it completes; `incoming request`
 * is `debug` (the completed line has everything, but a request that hangs shows there), and so
 * are the probes' lines, so that a load balancer polling them does not fill the log.
 */
class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: loggedRequest(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: loggedRequest(request),
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (PROBE_PATHS.has(request.url)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/** Where the log goes (stdout by default; a test's stream). */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/** Fastify's logger options: the level, the serializers above, and the access log. */
export function loggingOptions(level: LogLevel, stream?: LogStream) {
  const logger: FastifyServerOptions['logger'] = {
    level,
    serializers: {
      req: (request: FastifyRequest) => loggedRequest(request),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => {
        const logged = loggedError(error);
        return { ...logged, stack: logged.stack ?? '' };
      },
    },
    // In case a header or a body is ever passed to a log call by hand.
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'req.headers.authorization',
        'req.headers.cookie',
        'body',
        'req.body',
        'password',
        'token',
      ],
      censor: '[not logged]',
    },
    ...(stream ? { stream } : {}),
  };
  return {
    logger,
    logController: new AccessLog(),
    genReqId: requestIdOf,
    requestIdHeader: false as const,
  };
}
