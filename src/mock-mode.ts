/**
 * Mock mode (npm run dev, the e2e build): the in-browser mocks start before the first request.
 * Shared by both entries (src/main.tsx, src/panel/main.tsx), each of which awaits it; like them it
 * belongs to no layer, so that it may reach the mocks.
 */
export async function startMocksIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startMocks } = await import('../mocks/browser');
  await startMocks();
  if (import.meta.env.DEV) {
    const { mountMockPanel } = await import('../mocks/panel/mount');
    mountMockPanel();
  }
}
