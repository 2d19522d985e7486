import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { FilesPage } from '../../../features/admin-files/files-page';
import { documentsListQuery, systemFilesQuery } from '../../../features/admin-files/queries';
import { FILE_MANAGER_SEARCH_DEFAULTS, parseFileManagerSearch } from '../../../lib/route-search';

export const Route = createFileRoute('/admin/documents')({
  // Search text, filters, page and size live in the URL; defaults are left out of it.
  validateSearch: parseFileManagerSearch,
  search: { middlewares: [stripSearchParams(FILE_MANAGER_SEARCH_DEFAULTS)] },
  head: () => ({ meta: [{ title: 'Dosya Yönetimi | Yönetim Paneli' }] }),
  // Typing in the search box changes the URL on every key: the loader runs when the screen is
  // entered, not again for each change of its search params.
  shouldReload: false,
  // The panel's loaders are split off with their screens (vite.config.ts), so no file-manager
  // code ships with the site's first load. A failure here is the screen's to show (its queries
  // run the same requests).
  loader: ({ context }) => {
    void Promise.all([
      context.queryClient.ensureQueryData(documentsListQuery()),
      context.queryClient.ensureQueryData(systemFilesQuery()),
    ]).catch(() => undefined);
  },
  component: FilesPage,
});
