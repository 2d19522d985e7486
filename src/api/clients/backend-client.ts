import type { ApiError } from '../api-error';
import type { AxiosRequestConfig } from 'axios';
import { createServiceClient, type RequestOptions } from '../create-client';
import { emptyPagedList, isNoDocumentsFound } from '../envelope';
import { apiConfig } from '../env';
import { backendOperations } from '../generated/backend-operations/operations';

const client = createServiceClient({
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

/**
 * The mutator of every hook generated from openapi/backend.yaml. Declared with both parameters so
 * that orval passes the hooks' `request` options (e.g. `withToken`) through.
 */
export const backendClient = <T>(
  config: AxiosRequestConfig,
  options?: RequestOptions,
): Promise<T> => client<T>(config, options);
