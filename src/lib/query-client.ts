import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** Client errors (4xx) will not change on a retry; network trouble and 5xx get one more try. */
export function createQueryClient(options: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          options.retry !== false &&
          failureCount < 1 &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
