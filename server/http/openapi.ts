import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Handler } from '../handlers/common.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BACKEND_SPEC = path.join(root, 'openapi/backend.yaml');
const CONTENT_SPEC = path.join(root, 'openapi/content.yaml');

interface ContractSchema {
  operationId?: string;
  tags?: string[];
  body?: { content?: Record<string, { schema?: unknown }> } | Record<string, unknown>;
}

export const operationIdOf = (routeOptions: RouteOptions) =>
  (routeOptions.schema as ContractSchema | undefined)?.operationId;

function toArray<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The two fixes fastify-openapi-glue needs (shared/TOOLCHAIN.md), applied as each contract route
 * registers:
 * - its security check (a preHandler) moves to onRequest, so it runs before the body is read and
 *   validated: an unauthenticated bad request is 401, not 400, and an anonymous upload is refused
 *   before a byte is stored;
 * - a multipart/form-data body schema is dropped (@fastify/multipart reads those), and a JSON
 *   one is used whatever the request's content type says, so a body sent as anything else (or
 *   none) is checked too.
 */
export function fixContractRoute(routeOptions: RouteOptions): void {
  const schema = routeOptions.schema as ContractSchema | undefined;
  if (!schema?.operationId) return;
  if (routeOptions.preHandler) {
    routeOptions.onRequest = [
      ...toArray(routeOptions.onRequest),
      ...toArray(routeOptions.preHandler),
    ] as RouteOptions['onRequest'];
    routeOptions.preHandler = undefined;
  }
  const content = (schema.body as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  if (content) {
    const json = content['application/json']?.schema;
    if (json) schema.body = json as Record<string, unknown>;
    else delete schema.body;
  }
}

export interface ContractHandlers {
  backend: Record<string, Handler>;
  content: Record<string, Handler>;
  bearerAuth: (request: Parameters<Handler>[0]) => Promise<void>;
}

/** Both documents' routes: the backend at the root, the content service under /content. */
export async function registerContracts(
  app: FastifyInstance,
  handlers: ContractHandlers,
): Promise<void> {
  const securityHandlers = { bearerAuth: handlers.bearerAuth };
  await app.register(openapiGlue, {
    specification: BACKEND_SPEC,
    serviceHandlers: handlers.backend,
    securityHandlers,
  });
  await app.register(openapiGlue, {
    specification: CONTENT_SPEC,
    serviceHandlers: handlers.content,
    securityHandlers,
    prefix: '/content',
  });
}
