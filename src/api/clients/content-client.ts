import type { ApiError } from '../api-error';
import { createServiceClient } from '../create-client';
import { apiConfig } from '../env';
import { contentOperations } from '../generated/content-operations/operations';

/** The mutator of every hook generated from openapi/content.yaml. */
export const contentClient = createServiceClient({
  service: 'content',
  baseURL: apiConfig.contentBaseUrl,
  operations: contentOperations,
  envelope: false,
  loadSchemas: () => import('../generated/content-zod/content.zod'),
});

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
