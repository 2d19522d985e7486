import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { LoadError } from '../components/query-states';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
  // A backend read that failed while the server rendered a page (status 500): the public error
  // view inside the site's frame, with a way to try again.
  errorComponent: PublicLoadError,
});

function PublicLoadError() {
  const router = useRouter();
  return <LoadError onRetry={() => void router.invalidate()} />;
}
