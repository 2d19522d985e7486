import type { ApiError } from '../api-error';
import { createServiceClient } from '../create-client';
import { emptyPagedList, isNoDocumentsFound } from '../envelope';
import { apiConfig } from '../env';
import { backendOperations } from '../generated/backend-operations/operations';

/** The mutator of every hook generated from openapi/backend.yaml. */
export const backendClient = createServiceClient({
  service: 'backend',
  baseURL: apiConfig.backendBaseUrl,
  operations: backendOperations,
  envelope: true,
  loadSchemas: () => import('../generated/backend-zod/backend.zod'),
  recover: (error, operation, config) => {
    if (operation?.operationId !== 'listDocuments' || !isNoDocumentsFound(error.message)) {
      return undefined;
    }
    const params = (config.params ?? {}) as { PageIndex?: number; PageSize?: number };
    return {
      success: true,
      message: error.message,
      data: emptyPagedList(params.PageIndex ?? 0, params.PageSize ?? 10),
    };
  },
});

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
