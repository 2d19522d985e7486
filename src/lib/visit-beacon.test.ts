import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../tests/helpers/render-site';
import { captureLanding } from './landing-capture';
import { watchVisits } from './visit-beacon';

/** What was sent with navigator.sendBeacon: the address and the JSON body. */
const beacons: { url: string; body: unknown }[] = [];
const pending: Promise<void>[] = [];
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** A router that navigates when told: TanStack Router's `onResolved` event. */
function fakeRouter() {
  let listener: ((event: { toLocation: { pathname: string; search: object } }) => void) | null =
    null;
  return {
    subscribe: (_event: 'onResolved', given: NonNullable<typeof listener>) => {
      listener = given;
      return () => (listener = null);
    },
    go: (pathname: string, search: object = {}) => {
      window.history.replaceState(null, '', pathname);
      listener?.({ toLocation: { pathname, search } });
    },
  };
}

async function sent() {
  await Promise.all(pending.splice(0));
  return beacons;
}

let stop: (() => void) | undefined;
beforeEach(() => {
  sessionStorage.clear();
  beacons.length = 0;
  window.history.replaceState(null, '', '/');
  vi.stubGlobal('navigator', {
    ...navigator,
    doNotTrack: null,
    sendBeacon: vi.fn((url: string, body: Blob) => {
      expect(body.type).toBe('application/json');
      pending.push(
        readBlob(body).then((text) => void beacons.push({ url, body: JSON.parse(text) })),
      );
      return true;
    }),
  });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

function start(serverRendered: boolean, at = '/') {
  window.history.replaceState(null, '', at);
  const router = fakeRouter();
  stop = watchVisits(router, serverRendered);
  return router;
}

describe('visit beacons (issue 48)', () => {
  it('leave the server-rendered first page to the server, and count each navigation', async () => {
    const router = start(true, '/product/poliuretan-enjeksiyon');
    router.go('/product/poliuretan-enjeksiyon');
    router.go('/about');
    router.go('/about', { bolum: 2 });
    router.go('/contact');
    expect(await sent()).toEqual([
      { url: '/api/Visit', body: { path: '/about' } },
      { url: '/api/Visit', body: { path: '/contact' } },
    ]);
  });

  it('count the first page too without a server render (mock mode), with its landing facts', async () => {
    window.history.replaceState(null, '', '/about?utm_source=bulten&utm_campaign=aralik');
    captureLanding(); // index.html's first script (landing-capture.ts)
    const router = fakeRouter();
    stop = watchVisits(router, false);
    router.go('/about');
    router.go('/');
    expect(await sent()).toEqual([
      {
        url: '/api/Visit',
        body: { path: '/about', utmSource: 'bulten', utmCampaign: 'aralik' },
      },
      { url: '/api/Visit', body: { path: '/' } },
    ]);
  });

  it('are never sent for the panel, /login or a preview', async () => {
    const router = start(true);
    router.go('/admin/products');
    router.go('/login');
    router.go('/about', { onizleme: 'belirtec' });
    expect(await sent()).toEqual([]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('are never sent when the browser asks so (%s)', async (_name, signal) => {
    vi.stubGlobal('navigator', { ...navigator, ...signal });
    const router = start(true);
    router.go('/about');
    document.body.innerHTML = '<a href="tel:+905320000000">Ara</a>';
    const link = screen.getByRole('link', { name: 'Ara' });
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(await sent()).toEqual([]);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('count a click on a phone, WhatsApp, e-mail or document link as an event of its page', async () => {
    start(true, '/contact');
    document.body.innerHTML = `
      <a href="tel:+905320000000">Telefon</a>
      <a href="https://wa.me/905320000000?text=Merhaba">WhatsApp</a>
      <a href="mailto:info@asil.example">E-posta</a>
      <a href="/uploads/teknik-foy.pdf" target="_blank"><span>Teknik föy</span></a>
      <a href="/about">Hakkımızda</a>`;
    for (const name of ['Telefon', 'WhatsApp', 'E-posta', 'Teknik föy', 'Hakkımızda']) {
      screen
        .getByRole('link', { name })
        .addEventListener('click', (event) => event.preventDefault());
      screen.getByText(name).click();
    }
    expect(await sent()).toEqual([
      { url: '/api/Visit/event', body: { path: '/contact', kind: 'phone' } },
      { url: '/api/Visit/event', body: { path: '/contact', kind: 'whatsapp' } },
      { url: '/api/Visit/event', body: { path: '/contact', kind: 'email' } },
      { url: '/api/Visit/event', body: { path: '/contact', kind: 'download' } },
    ]);
  });

  it("follow the site's own router: a click on 'Bilgi Al' is a view of /contact", async () => {
    window.history.replaceState(null, '', '/product/poliuretan-enjeksiyon');
    const { router, user } = await renderSite('/product/poliuretan-enjeksiyon');
    stop = watchVisits(router, true);
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    await user.click(screen.getByRole('link', { name: 'Bilgi Al' }));
    await screen.findByRole('form', { name: 'İletişim formu' });
    expect(await sent()).toEqual([{ url: '/api/Visit', body: { path: '/contact' } }]);
  });
});
