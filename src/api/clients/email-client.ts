import type { ApiError } from '../api-error';
import { createServiceClient } from '../create-client';
import { apiConfig } from '../env';
import { emailOperations } from '../generated/email-operations/operations';

/** The mutator of every hook generated from openapi/email.yaml. */
export const emailClient = createServiceClient({
  service: 'email',
  baseURL: apiConfig.emailBaseUrl,
  operations: emailOperations,
  envelope: false,
  loadSchemas: () => import('../generated/email-zod/email.zod'),
});

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
