import type { ApiError } from '../api-error';
import type { AxiosRequestConfig } from 'axios';
import type { RequestOptions } from '../create-client';
import { lazyClient } from '../lazy-client';
import { apiConfig } from '../env';

const client = lazyClient(async () => {
  const { createServiceClient, backendPublicOperations, emptyPagedList, isNoDocumentsFound } =
    await import('../http-client');
  return createServiceClient({
    service: 'backend',
    baseURL: apiConfig.backendBaseUrl,
    publicOperations: backendPublicOperations,
    envelope: true,
    // Only the reply checks of development and tests call this (ADR 0004); written inline, the
    // condition drops the schemas from a production build.
    loadContract:
      import.meta.env.DEV || import.meta.env.MODE === 'test'
        ? async () => ({
            operations: (await import('../generated/backend-operations/operations'))
              .backendOperations,
            schemas: await import('../generated/backend-zod/backend.zod'),
          })
        : () => Promise.reject(new Error('Replies are not checked in production.')),
    // docs/SPEC.md section 7: a document list reply saying 'No documents found' is an empty list.
    recover: (error, config) => {
      const isDocumentList =
        config.method?.toUpperCase() === 'GET' && config.url === '/api/Document';
      if (!isDocumentList || !isNoDocumentsFound(error.message)) return undefined;
      const params = (config.params ?? {}) as { PageIndex?: number; PageSize?: number };
      return {
        success: true,
        message: error.message,
        data: emptyPagedList(params.PageIndex ?? 0, params.PageSize ?? 10),
      };
    },
  });
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
