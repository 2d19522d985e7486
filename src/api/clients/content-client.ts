import type { ApiError } from '../api-error';
import type { AxiosRequestConfig } from 'axios';
import { createServiceClient, type RequestOptions } from '../create-client';
import { apiConfig } from '../env';
import { contentOperations } from '../generated/content-operations/operations';

const client = createServiceClient({
  service: 'content',
  baseURL: apiConfig.contentBaseUrl,
  operations: contentOperations,
  envelope: false,
  loadSchemas: () => import('../generated/content-zod/content.zod'),
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
