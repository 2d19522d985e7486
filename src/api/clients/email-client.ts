import type { ApiError } from '../api-error';
import type { AxiosRequestConfig } from 'axios';
import { createServiceClient, type RequestOptions } from '../create-client';
import { apiConfig } from '../env';
import { emailOperations } from '../generated/email-operations/operations';

const client = createServiceClient({
  service: 'email',
  baseURL: apiConfig.emailBaseUrl,
  operations: emailOperations,
  envelope: false,
  loadSchemas: () => import('../generated/email-zod/email.zod'),
});

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

/**
 * The mutator of every hook generated from openapi/email.yaml. Declared with both parameters so
 * that orval passes the hooks' `request` options (e.g. `withToken`) through.
 */
export const emailClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  client<T>(config, options);
