import { act } from '@testing-library/react';
import { control } from '../../mocks/node';

/**
 * Loads a rendered router's first page. A route's loader waits for its data (issue 24): with the
 * mocks' replies held, the route stays on its loading view until the test releases them, so only
 * its start is awaited. Shared by both apps' helpers (render-site.tsx, render-panel.tsx).
 */
export async function loadFirstPage(router: { load: () => Promise<void> }) {
  if (control.gate) {
    await act(async () => {
      void router.load();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } else {
    await act(() => router.load());
  }
}
