import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './auth';

/** What every route's loader and guard receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
}
