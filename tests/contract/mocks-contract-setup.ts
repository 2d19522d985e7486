/**
 * What tests/contract/mocks-contract.*.test.ts share. Together they check that every mock reply of
 * every operation of the three contracts (openapi/backend.yaml, content.yaml, email.yaml) matches
 * the contract: the success reply validates against the generated zod schema named in the
 * operation index, arrives with the success status and content type of the index, and the error
 * replies (401, 404, 400 and the other statuses the mocks send) have the shape the contract
 * declares for that operation and status. Here: the contracts, and which operation each mocked
 * reply answered.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { server } from '../../mocks/node';
import { backendOperations } from '../../src/api/generated/backend-operations/operations';
import * as backendSchemas from '../../src/api/generated/backend-zod/backend.zod';
import { contentOperations } from '../../src/api/generated/content-operations/operations';
import * as contentSchemas from '../../src/api/generated/content-zod/content.zod';
import { emailOperations } from '../../src/api/generated/email-operations/operations';
import * as emailSchemas from '../../src/api/generated/email-zod/email.zod';
import { apiConfig } from '../../src/api/env';
import { createOperationMatcher, type OperationInfo } from '../../core/lib/operation-info';

// The three contracts ---------------------------------------------------------------------------

export type Service = 'backend' | 'content' | 'email';

interface SafeParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

export const services: Record<
  Service,
  { operations: readonly OperationInfo[]; schemas: Record<string, unknown>; file: string }
> = {
  backend: { operations: backendOperations, schemas: backendSchemas, file: 'backend.yaml' },
  content: { operations: contentOperations, schemas: contentSchemas, file: 'content.yaml' },
  email: { operations: emailOperations, schemas: emailSchemas, file: 'email.yaml' },
};

type Operation = OperationInfo & { service: Service };

export const allOperations: Operation[] = (Object.keys(services) as Service[]).flatMap((service) =>
  services[service].operations.map((operation) => ({ ...operation, service })),
);

export function schemaOf(service: Service, name: string): SafeParser {
  const schema = services[service].schemas[name];
  if (!schema) throw new Error(`the generated ${service} zod module has no schema ${name}`);
  return schema as SafeParser;
}

/** Zod issues as readable lines, for the failure message. */
export const issuesOf = (result: ReturnType<SafeParser['safeParse']>) =>
  (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );

// The OpenAPI documents themselves, for the error replies (orval generates zod for successes only).
export type Json = Record<string, unknown>;

const documents = new Map<Service, Json>();

export function contractDocument(service: Service): Json {
  let document = documents.get(service);
  if (!document) {
    const file = resolve(import.meta.dirname, '../../openapi', services[service].file);
    document = parse(readFileSync(file, 'utf8')) as Json;
    documents.set(service, document);
  }
  return document;
}

function resolveRefs(document: Json, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return resolveRefs(document, target);
  }
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, item]) => [key, resolveRefs(document, item)]),
  );
}

/** The zod schema of the reply the contract declares for this operation and status. */
export function declaredReply(operation: Operation, status: number): SafeParser {
  const document = contractDocument(operation.service);
  const paths = document.paths as Record<string, Record<string, Json>>;
  const declared = paths[operation.path]?.[operation.method.toLowerCase()]?.responses as
    Record<string, unknown> | undefined;
  const response = resolveRefs(document, declared?.[String(status)]) as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  if (!response) {
    throw new Error(
      `${operation.operationId} declares no ${status} reply in ${services[operation.service].file}`,
    );
  }
  const content = Object.values(response.content ?? {})[0];
  return z.fromJSONSchema((content?.schema ?? {}) as Parameters<typeof z.fromJSONSchema>[0]);
}

export const operation = (operationId: string): Operation => {
  const found = allOperations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

// Which operation a mocked reply answered -------------------------------------------------------

interface SeenReply {
  service: Service;
  operationId: string;
  status: number;
  contentType: string;
}

const matchers = {
  backend: createOperationMatcher(backendOperations),
  content: createOperationMatcher(contentOperations),
  email: createOperationMatcher(emailOperations),
};

// Where the clients send each service's calls (src/api/env.ts), relative to the test page.
const emailOrigin = new URL(apiConfig.emailBaseUrl, location.origin).origin;
const contentPrefix = new URL(apiConfig.contentBaseUrl, location.origin).pathname.replace(
  /\/$/,
  '',
);

function operationOf(request: Request): { service: Service; operationId: string } | null {
  const url = new URL(request.url);
  const service: Service =
    url.origin === emailOrigin
      ? 'email'
      : contentPrefix && url.pathname.startsWith(`${contentPrefix}/`)
        ? 'content'
        : 'backend';
  const path = service === 'content' ? url.pathname.slice(contentPrefix.length) : url.pathname;
  const found = matchers[service](request.method, path);
  return found ? { service, operationId: found.operationId } : null;
}

export const seen: SeenReply[] = [];

const recordReply = ({ request, response }: { request: Request; response: Response }) => {
  const owner = operationOf(request);
  if (!owner) return;
  seen.push({
    ...owner,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
  });
};

/** Collects in `seen` the replies the mocks send during each test of the calling file. */
export function recordMockedReplies() {
  beforeEach(() => {
    seen.length = 0;
    server.events.on('response:mocked', recordReply);
  });
  afterEach(() => {
    server.events.removeListener('response:mocked', recordReply);
  });
}

/** MSW reports a reply right after sending it: let the event arrive. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
