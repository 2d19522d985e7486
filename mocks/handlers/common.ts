import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import { backendOperations as operationIndex } from '../../src/api/generated/backend-operations/operations';
import type { BackendOperations } from '../../core/domain/backend';
import { invalidIdMessage } from '../../core/domain/messages';
import { invalid } from '../../core/domain/replies';
import type { VersionedWrites } from '../../core/domain/versioned-writes';
import type { MockDb } from '../db';
import { createGuard, readJson, validate } from '../http';

/** What the backend's tag modules work with (server/handlers/common.ts's HandlerContext). */
export interface MockHandlerContext {
  db: MockDb;
  operations: BackendOperations;
  writes: VersionedWrites;
  /**
   * Mock mode has no server to run schedules (issue 21 section 4): the schedules that are due are
   * published before any product or page is read, so the panel and a visitor see them on time.
   */
  publishDue: () => Promise<void>;
}

type Params = Record<string, string | readonly string[] | undefined>;

/** The contract's security check first; the rules' errors become the service's replies. */
export const guarded = createGuard('envelope', operationIndex, schemas);

// MSW has already decoded the path parameters.
export const param = (params: Params, name: string) => String(params[name] ?? '');

/** A path id, checked against the contract's schema (400 when it is no UUID). */
export function idParam(params: Params): string {
  const id = param(params, 'id');
  if (!schemas.GetProductByIdParams.safeParse({ id }).success) {
    invalid({ id: [invalidIdMessage(id)] });
  }
  return id;
}

/** A JSON body, checked against the operation's generated zod schema. */
export const bodyOf = async <T>(schema: unknown, request: Request) =>
  validate<T>(schema, await readJson(request));
