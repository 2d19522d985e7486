import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/admin-dashboard/dashboard-page';
import { validateDashboardSearch } from '../../../lib/route-search';

// Issue 48: the panel opens on its dashboard; the home-page editor stays at /admin/Home.
export const Route = createFileRoute('/admin/')({
  // ?range=7d|30d|12m|custom&from=…&to=…; the screen checks the days (features/admin-dashboard).
  validateSearch: validateDashboardSearch,
  head: () => ({ meta: [{ title: 'Gösterge Paneli | Yönetim Paneli' }] }),
  component: DashboardPage,
});
