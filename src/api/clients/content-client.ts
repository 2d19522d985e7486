import type { ApiError } from '../api-error';
import type { AxiosRequestConfig } from 'axios';
import type { RequestOptions } from '../create-client';
import { lazyClient } from '../lazy-client';
import { apiConfig } from '../env';

const client = lazyClient(async () => {
  const { createServiceClient, contentPublicOperations } = await import('../http-client');
  return createServiceClient({
    service: 'content',
    baseURL: apiConfig.contentBaseUrl,
    publicOperations: contentPublicOperations,
    envelope: false,
    // Only the reply checks of development and tests call this (ADR 0004); written inline, the
    // condition drops the schemas from a production build.
    loadContract:
      import.meta.env.DEV || import.meta.env.MODE === 'test'
        ? async () => ({
            operations: (await import('../generated/content-operations/operations'))
              .contentOperations,
            schemas: await import('../generated/content-zod/content.zod'),
          })
        : () => Promise.reject(new Error('Replies are not checked in production.')),
  });
});

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

/**
 * The mutator of every hook generated from openapi/content.yaml. Declared with both parameters so
 * that orval passes the hooks' `request` options (e.g. `withToken`) through.
 */
export const contentClient = <T>(
  config: AxiosRequestConfig,
  options?: RequestOptions,
): Promise<T> => client<T>(config, options);
