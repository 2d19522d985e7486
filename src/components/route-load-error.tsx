import { useRouter } from '@tanstack/react-router';
import { isApiError } from '../api/api-error';
import { LoadError } from './query-states';

/**
 * A route whose data could not be read (on the server: the page answers 500): the one
 * "could not load" view, and 'Tekrar Dene' loads the route again. `missingMessage`: what a page
 * says when its content was never added (the read's 404).
 */
export function RouteLoadError({
  error,
  missingMessage,
}: {
  error?: unknown;
  missingMessage?: string;
}) {
  const router = useRouter();
  const missing = missingMessage && isApiError(error) && error.status === 404;
  return (
    <LoadError
      {...(missing ? { message: missingMessage } : {})}
      onRetry={() => void router.invalidate()}
    />
  );
}
