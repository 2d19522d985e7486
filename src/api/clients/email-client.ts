import type { ApiError } from '../api-error';
import type { AxiosRequestConfig } from 'axios';
import type { RequestOptions } from '../create-client';
import { lazyClient } from '../lazy-client';
import { apiConfig } from '../env';

const client = lazyClient(async () => {
  const { createServiceClient, emailPublicOperations } = await import('../http-client');
  return createServiceClient({
    service: 'email',
    baseURL: apiConfig.emailBaseUrl,
    publicOperations: emailPublicOperations,
    envelope: false,
    // Only the reply checks of development and tests call this (ADR 0004); written inline, the
    // condition drops the schemas from a production build.
    loadContract:
      import.meta.env.DEV || import.meta.env.MODE === 'test'
        ? async () => ({
            operations: (await import('../generated/email-operations/operations')).emailOperations,
            schemas: await import('../generated/email-zod/email.zod'),
          })
        : () => Promise.reject(new Error('Replies are not checked in production.')),
  });
});

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

/**
 * The mutator of every hook generated from openapi/email.yaml. Declared with both parameters so
 * that orval passes the hooks' `request` options (e.g. `withToken`) through.
 */
export const emailClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  client<T>(config, options);
