import { createFileRoute, redirect } from '@tanstack/react-router';

// docs/SPEC.md section 2: any unknown path redirects to /.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
