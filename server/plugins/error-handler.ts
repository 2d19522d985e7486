import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../core/domain/messages.ts';
import {
  errorBody,
  replyOf,
  type ErrorStyle,
  type FieldErrors,
} from '../../core/domain/replies.ts';
import { loggedError, loggedUrl } from '../services/logging.ts';
import { securityEvent } from '../services/security-log.ts';
import { LockedOut } from '../services/throttle.ts';
import { fieldErrors } from './validation.ts';

/** The content service lives under /content; everything else speaks the backend's envelope. */
export function styleFor(url: string): ErrorStyle {
  return /^\/content(?:[/?#]|$)/i.test(url) ? 'plain' : 'envelope';
}

interface Problem {
  status: number;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
  /** More fields of the reply (a 412's conflicts). */
  extra?: Record<string, unknown>;
}

const BAD_JSON: Problem = {
  status: 400,
  message: MESSAGES.invalidJson,
  errors: { body: [MESSAGES.sendJsonObject] },
};

/** Fastify's and its plugins' own 4xx errors, in the contract's words. */
const FRAMEWORK_ERRORS: Record<string, Problem> = {
  FST_ERR_CTP_INVALID_JSON_BODY: BAD_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: MESSAGES.validation,
    errors: { body: ['İstek gövdesi boş olamaz.'] },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'İstek gövdesi çok büyük.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Desteklenmeyen içerik türü. İstek gövdesini application/json olarak gönderin.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'İstek gövdesinin uzunluğu Content-Length ile uyuşmuyor.',
    errors: { body: ['İstek eksik veya bozuk gönderildi.'] },
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    message: 'Desteklenmeyen içerik kodlaması (Content-Encoding).',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'Adres geçerli değil.',
    errors: { url: ['Adres çözümlenemedi.'] },
  },
};

/** @fastify/response-validation: a reply that does not fit the contract. */
const DRIFT = 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION';

function rawQuery(request: FastifyRequest): URLSearchParams {
  const index = request.url.indexOf('?');
  try {
    return new URLSearchParams(index >= 0 ? request.url.slice(index + 1) : '');
  } catch {
    return new URLSearchParams();
  }
}

function problemOf(error: FastifyError, request: FastifyRequest): Problem {
  // The rules' own errors (core/domain/replies.ts): an HttpError as it is, a conflict as 409;
  // also inside fastify-openapi-glue's SecurityError, which wraps the bearer check's refusal (a
  // 403 with its reason: a password or a second factor to see to first).
  const inner = (error as { errors?: unknown }).errors;
  const reply =
    replyOf(error) ?? (Array.isArray(inner) ? (inner.map(replyOf).find(Boolean) ?? null) : null);
  if (reply) {
    return {
      status: reply.statusCode,
      message: reply.message,
      ...(reply.errors ? { errors: reply.errors } : {}),
      headers: reply.headers,
      extra: reply.extra,
    };
  }
  if (error.code === DRIFT) return { status: 500, message: MESSAGES.serverError };
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    return {
      status: 400,
      message: MESSAGES.validation,
      errors: fieldErrors(error.validation as ErrorObject[], part, {
        body: request.body,
        rawQuery: rawQuery(request),
        params: request.params as Record<string, unknown>,
      }),
    };
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400) return BAD_JSON;
  // fastify-openapi-glue's SecurityError: no scheme accepted the request.
  if (status === 401) return { status, message: MESSAGES.unauthorized };
  if (status === 429) return { status, message: MESSAGES.tooManyRequests };
  if (status === 413) return { status, message: 'İstek gövdesi çok büyük.' };
  if (status >= 400 && status < 500) {
    return {
      status,
      message: 'İstek işlenemedi.',
      ...(status === 400 ? { errors: { request: ['İstek geçerli değil.'] } } : {}),
    };
  }
  return { status: 500, message: MESSAGES.serverError };
}

interface ErrorHandlerOptions {
  /** Say how a reply left the contract (response validation: development and CI only). */
  explainDrift: boolean;
  /** Print unexpected (5xx) errors to stderr too (the tests, whose log is silent). */
  logToConsole: boolean;
}

/** One error handler for both services: the envelope for the backend, `{ message }` for content. */
export default fp<ErrorHandlerOptions>(
  async (app, options) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // The sign-in's own refusals are logged by its handler; a proof's, wherever it was asked.
      if (error instanceof LockedOut && error.count !== 'login') {
        securityEvent(request, 'proof-locked', {
          count: error.count,
          forGood: error.forGood,
          lockedBy: error.scope,
        });
      }
      const problem = problemOf(error, request);
      if (problem.status >= 500) {
        // The error only (its values left out: server/services/logging.ts), never the request's
        // body or headers: an enquiry's name, phone number and message stay out of the log.
        request.log.error({ err: error }, 'request failed');
        if (options.logToConsole) {
          const logged = loggedError(error);
          console.error(
            `${request.method} ${loggedUrl(request.url)} (${request.id}): ${logged.stack ?? logged.message}`,
          );
        }
      }
      const message =
        error.code === DRIFT && options.explainDrift
          ? `${MESSAGES.serverError} (Yanıt sözleşmeye uymuyor: ${error.message.split(', ').slice(0, 3).join(', ')})`
          : problem.message;
      if (problem.headers) reply.headers(problem.headers);
      if (problem.status === 401) reply.header('www-authenticate', 'Bearer');
      // An upload refused half-way: do not read (and throw away) the rest of it.
      if (problem.status === 413) reply.header('connection', 'close');
      return reply
        .code(problem.status)
        .type('application/json; charset=utf-8')
        .send(errorBody(styleFor(request.url), message, problem.errors, problem.extra));
    });
  },
  { name: 'error-handler' },
);

/** Fastify's frameworkErrors: an undecodable URL (FST_ERR_BAD_URL) is a 400 like any other. */
export function badUrlHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(
      errorBody(styleFor(request.url), 'Adres geçerli değil.', {
        url: [error.code === 'FST_ERR_BAD_URL' ? 'Adres çözümlenemedi.' : error.message],
      }),
    );
}
