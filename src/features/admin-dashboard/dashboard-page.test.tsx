import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EnquiryRecord } from '../../../core/domain/records';
import type { Role } from '../../../core/domain/roles';
import { addDays } from '../../../core/domain/visits';
import { turkeyDay } from '../../../core/lib/turkey-time';
import { db, server } from '../../../mocks/node';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';

/** The requests the screen sends, by path and query. */
let sent: URL[] = [];
const track = ({ request }: { request: Request }) => void sent.push(new URL(request.url));
beforeEach(() => {
  sent = [];
  server.events.on('request:start', track);
});
afterEach(() => server.events.removeListener('request:start', track));

const sentTo = (path: string) => sent.filter((url) => url.pathname === path);

/** Signs the seed's administrator in with `role`, and opens the dashboard at `path`. */
async function openDashboard(role: Role, path = '/admin') {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('The seed has no admin user.');
  admin.role = role;
  signInAsAdmin();
  const app = await renderPanel(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
  return app;
}

/** Today's visits in the store: one page, one referrer, one campaign, two devices, a click. */
function storeVisits() {
  const day = turkeyDay(Date.now());
  db.state.visits = {
    salts: {},
    visitors: [],
    days: [{ day, views: 42, visitors: 17 }],
    pages: [{ day, path: '/urunler/kimyasal-ankraj', views: 30, visitors: 12 }],
    referrers: [{ day, host: 'www.google.com', views: 9 }],
    campaigns: [{ day, utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'kis-2026', views: 5 }],
    devices: [
      { day, device: 'phone', views: 30 },
      { day, device: 'desktop', views: 12 },
    ],
    events: [{ day, path: '/iletisim', kind: 'whatsapp', count: 3 }],
  };
}

/** Two enquiries sent a moment ago (the older first), and a spam one that is never counted. */
function storeEnquiries() {
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const enquiry = (values: Partial<EnquiryRecord>): EnquiryRecord => ({
    id: crypto.randomUUID(),
    isim: 'Ad',
    soyisim: 'Soyad',
    telefon: '0532 000 00 00',
    sektor: 'İnşaat',
    mesaj: 'Bilgi almak istiyorum.',
    createdAt: at(1),
    isRead: false,
    ...values,
  });
  db.state.enquiries = [
    enquiry({
      isim: 'Ayşe',
      soyisim: 'Yılmaz',
      telefon: '0532 111 22 33',
      createdAt: at(2),
      topic: 'Kimyasal Ankraj',
      source: { page: '/urunler/kimyasal-ankraj', utmSource: 'google' },
    }),
    enquiry({ isim: 'Mehmet', soyisim: 'Kaya', telefon: '0541 444 55 66', createdAt: at(1) }),
    enquiry({ isim: 'Spam', soyisim: 'Gönderen', isSpam: true }),
  ];
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the dashboard at /admin (issue 48)', () => {
  it("shows the store's enquiries and visits to an admin, with the conversion per page", async () => {
    storeVisits();
    storeEnquiries();
    await openDashboard('admin');

    const week = await section('Bu haftanın mesajları');
    await waitFor(() => expect(within(week).getByText('+2')).toBeVisible());
    const bySource = within(week).getByRole('table', { name: 'Kaynağa göre mesajlar' });
    expect(within(bySource).getByRole('row', { name: 'google 1 0' })).toBeInTheDocument();
    expect(within(bySource).getByRole('row', { name: 'Doğrudan 1 0' })).toBeInTheDocument();
    // The chart's numbers, for screen readers: the statuses this week and the last.
    const byStatus = within(week).getByRole('table', {
      name: 'Duruma göre mesajlar, bu hafta ve geçen hafta',
    });
    expect(within(byStatus).getByRole('row', { name: 'Yeni 2 0' })).toBeInTheDocument();

    const waiting = await section('Aranmayı bekleyenler');
    const links = within(waiting).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Ayşe Yılmaz'),
      expect.stringContaining('Mehmet Kaya'),
    ]);
    const ayse = db.state.enquiries.find((enquiry) => enquiry.isim === 'Ayşe');
    // A link to the enquiry itself, whatever the inbox's page and filters.
    expect(links[0]).toHaveAttribute('href', `/admin/messages?open=${ayse?.id ?? ''}`);
    expect(within(waiting).getByText('2 mesaj aranmayı bekliyor; en eskisi üstte.')).toBeVisible();

    const pages = within(await section('Sayfalar ve dönüşüm')).getByRole('table');
    expect(
      within(pages).getByRole('row', { name: '/urunler/kimyasal-ankraj 30 12 1 %8,3' }),
    ).toBeInTheDocument();

    const visits = await section('Ziyaretler');
    expect(await within(visits).findByText('42', { selector: 'dd' })).toBeVisible();
    expect(within(visits).getByText('17', { selector: 'dd' })).toBeVisible();
    expect(
      within(await section('Yönlendiren siteler ve kampanyalar')).getByText('www.google.com'),
    ).toBeVisible();
    expect(
      within(await section('Yönlendiren siteler ve kampanyalar')).getByText(
        'google / cpc / kis-2026',
      ),
    ).toBeVisible();
    expect(within(await section('Cihazlar')).getByText('30 (%71)')).toBeVisible();
    expect(
      within(await section('Tıklamalar')).getByRole('row', { name: '/iletisim WhatsApp 3' }),
    ).toBeInTheDocument();
    expect(
      within(await section('Gönderilemeyen bildirimler')).getByText('Gönderilemeyen bildirim yok.'),
    ).toBeVisible();
  });

  it("shows an 'Editör' the visits only, and never asks for the enquiries' figures", async () => {
    storeVisits();
    await openDashboard('editor');
    expect(
      await within(await section('Ziyaretler')).findByText('42', { selector: 'dd' }),
    ).toBeVisible();
    expect(
      within(await section('Sayfalar')).getByRole('row', {
        name: '/urunler/kimyasal-ankraj 30 12',
      }),
    ).toBeInTheDocument();
    for (const name of [
      'Bu haftanın mesajları',
      'Aranmayı bekleyenler',
      'Gönderilemeyen bildirimler',
    ])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(sentTo('/api/Dashboard/enquiries')).toEqual([]);
  });

  it('asks again for the range chosen, kept in the URL', async () => {
    const { user, router } = await openDashboard('sales');
    const today = turkeyDay(Date.now());
    await waitFor(() => expect(sentTo('/api/Visit/stats')).toHaveLength(1));
    expect(sentTo('/api/Visit/stats')[0]?.searchParams.get('From')).toBe(addDays(today, -29));
    const ranges = () => screen.getByRole('group', { name: 'Tarih aralığı' });
    expect(within(ranges()).getByRole('button', { name: '30 gün' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(ranges()).getByRole('button', { name: '7 gün' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '7d' }));
    await waitFor(() =>
      expect(sentTo('/api/Dashboard/enquiries').at(-1)?.searchParams.get('From')).toBe(
        addDays(today, -6),
      ),
    );
    expect(sentTo('/api/Visit/stats').at(-1)?.searchParams.get('From')).toBe(addDays(today, -6));

    await user.click(within(ranges()).getByRole('button', { name: 'Özel' }));
    const from = await screen.findByLabelText('Başlangıç');
    await user.clear(from);
    await user.type(from, addDays(today, -2));
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        range: 'custom',
        from: addDays(today, -2),
        to: today,
      }),
    );
    await waitFor(() =>
      expect(sentTo('/api/Visit/stats').at(-1)?.searchParams.get('From')).toBe(addDays(today, -2)),
    );
  });

  it('lists the site searches that found nothing, the most searched first (issue 49)', async () => {
    db.state.missedSearches = [
      { query: 'kaucuk', count: 1, lastSearchedAt: '2026-11-30T09:00:00.000Z' },
      { query: 'silikon derz', count: 4, lastSearchedAt: '2026-12-01T10:00:00.000Z' },
    ];
    await openDashboard('editor');
    const missed = await section('Sonuç bulunamayan aramalar');
    const rows = await within(missed).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AramaSon aramaSayı',
      expect.stringMatching(/^silikon derz.*4$/),
      expect.stringMatching(/^kaucuk.*1$/),
    ]);
    expect(sentTo('/api/Search/missed')).toHaveLength(1);
  });

  it('says so, section by section, on an empty site', async () => {
    db.state.enquiries = [];
    db.state.missedSearches = [];
    await openDashboard('admin', '/admin?range=12m');
    expect(await screen.findByText('Aranmayı bekleyen mesaj yok.')).toBeVisible();
    expect(screen.getByText('Bu aralıkta mesaj gelmedi.')).toBeVisible();
    expect(
      await within(await section('Ziyaretler')).findByText('Bu aralıkta ziyaret sayılmadı.'),
    ).toBeVisible();
    expect(
      within(await section('Cihazlar')).getByText('Bu aralıkta ziyaret sayılmadı.'),
    ).toBeVisible();
    expect(screen.getByText('Bu aralıkta ziyaret ya da mesaj yok.')).toBeVisible();
    expect(screen.getByText('Bu aralıkta tıklama sayılmadı.')).toBeVisible();
    expect(await screen.findByText('Sonuçsuz kalan arama yok.')).toBeVisible();
    // Neither by status nor by source.
    expect(
      within(await section('Bu haftanın mesajları')).getAllByText('Bu iki haftada mesaj gelmedi.'),
    ).toHaveLength(2);
  });

  it('keeps the other sections when one read fails, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/Visit/stats', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Hata', data: null }, { status: 500 })
          : undefined,
      ),
    );
    db.state.enquiries = [];
    await openDashboard('admin');
    const visits = await section('Ziyaretler');
    expect(await within(visits).findByText('Ziyaretler yüklenemedi.')).toBeVisible();
    expect(screen.getByText('Aranmayı bekleyen mesaj yok.')).toBeVisible();
    fail = false;
    await act(async () => {
      within(visits).getByRole('button', { name: 'Tekrar Dene' }).click();
    });
    expect(await within(visits).findByText('Görüntülenme')).toBeVisible();
  });
});
