import { useRouter } from '@tanstack/react-router';
import { LoadError } from './query-states';

/**
 * A route whose data could not be read (on the server: the page answers 500): the one
 * "could not load" view, and 'Tekrar Dene' loads the route again.
 */
export function RouteLoadError() {
  const router = useRouter();
  return <LoadError onRetry={() => void router.invalidate()} />;
}
