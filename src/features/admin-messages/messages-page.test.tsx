import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '../../../mocks/node';
import {
  openFailingThenRetry,
  renderPanel,
  signInAsAdmin,
} from '../../../tests/helpers/render-panel';
import { formatDateTime } from '../../../core/lib/turkey-time';

async function openInbox() {
  signInAsAdmin();
  const view = await renderPanel('/admin/messages');
  await screen.findByRole('region', { name: /Gelen Kutusu/ });
  return view;
}

const stored = (isim: string) => db.state.enquiries.find((enquiry) => enquiry.isim === isim);
const fullName = (isim: string) => `${isim} ${stored(isim)?.soyisim ?? ''}`;
const inbox = () => within(screen.getByRole('region', { name: /Gelen Kutusu/ }));
const rows = () => inbox().getAllByRole('listitem');
const row = (isim: string) => {
  const found = rows().find((item) => item.textContent?.includes(fullName(isim)));
  if (!found) throw new Error(`No row for ${isim}`);
  return found;
};
const openButton = (isim: string) =>
  within(row(isim)).getByRole('button', { name: new RegExp(`^${fullName(isim)}`) });
const menuLink = () =>
  within(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).getByRole('link', {
    name: /^Mesajlar/,
  });
const details = () => screen.getByRole('article');

/**
 * The next PUT /api/Contact (marking read) or DELETE fails: opening an enquiry also reads it and its
 * assignees, so the mocks' "next call fails" would hit whichever went first.
 */
function failNext(method: 'put' | 'delete', status: number) {
  server.use(
    http[method](
      method === 'put' ? '*/api/Contact' : '*/api/Contact/:id',
      () =>
        HttpResponse.json(
          { success: false, message: `Sahte hata: HTTP ${status}.`, data: null },
          { status },
        ),
      { once: true },
    ),
  );
}

describe('enquiries inbox (/admin/messages)', () => {
  it('lists the enquiries newest first, with name, sector, phone, date and first line', async () => {
    await openInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    const expected = [...db.state.enquiries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const items = rows();
    expect(items).toHaveLength(expected.length);
    expected.forEach((enquiry, index) => {
      const item = items[index] as HTMLElement;
      expect(item).toHaveTextContent(`${enquiry.isim} ${enquiry.soyisim}`);
      expect(item).toHaveTextContent(enquiry.sektor);
      expect(item).toHaveTextContent(enquiry.telefon);
      expect(item).toHaveTextContent(formatDateTime(enquiry.createdAt));
      expect(item).toHaveTextContent(enquiry.mesaj.split('\n')[0] ?? '');
    });
    // One page at a time, from the server: no pager for 3.
    expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).not.toBeInTheDocument();
  });

  it("marks the 2 unread enquiries of the seed: bold, a dot, and 'okunmamış' for screen readers", async () => {
    await openInbox();
    expect(screen.getByText('2 okunmamış mesaj')).toBeInTheDocument();
    const unread = db.state.enquiries.filter((enquiry) => !enquiry.isRead);
    expect(unread).toHaveLength(2);
    for (const enquiry of db.state.enquiries) {
      const item = row(enquiry.isim);
      const button = openButton(enquiry.isim);
      // Every seed enquiry is still 'Yeni' (its follow-up status), read or not.
      expect(within(item).getByText('Yeni')).toBeVisible();
      if (enquiry.isRead) {
        expect(button).toHaveAccessibleName(`${enquiry.isim} ${enquiry.soyisim}`);
        expect(button).not.toHaveClass('font-bold');
      } else {
        expect(button).toHaveAccessibleName(`${enquiry.isim} ${enquiry.soyisim}, okunmamış`);
        expect(button).toHaveClass('font-bold');
      }
    }
    // The menu badge counts the enquiries still 'Yeni' (issue 48), not the unread ones.
    await waitFor(() => expect(menuLink()).toHaveAccessibleName(/^Mesajlar\s*3 yeni mesaj$/));
  });

  it('opening an enquiry shows every field and marks it read; the unread count drops to 1', async () => {
    const { user } = await openInbox();
    expect(screen.getByText('2 okunmamış mesaj')).toBeInTheDocument();
    const hakan = stored('Hakan');
    expect(hakan?.isRead).toBe(false);

    await user.click(openButton('Hakan'));
    const panel = details();
    expect(within(panel).getByRole('heading', { level: 2, name: fullName('Hakan') })).toHaveFocus();
    const field = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(field('İsim')).toHaveTextContent('Hakan');
    expect(field('Soyisim')).toHaveTextContent('Demirci');
    expect(field('Sektör')).toHaveTextContent('Altyapı');
    expect(field('Mesaj')).toHaveTextContent(hakan?.mesaj ?? '');
    expect(field('Tarih')).toHaveTextContent(formatDateTime(hakan?.createdAt));
    expect(within(panel).getByRole('link', { name: '0505 774 51 03' })).toHaveAttribute(
      'href',
      'tel:05057745103',
    );

    await waitFor(() => expect(stored('Hakan')?.isRead).toBe(true));
    await waitFor(() => expect(screen.getByText('1 okunmamış mesaj')).toBeInTheDocument());
    expect(openButton('Hakan')).toHaveAccessibleName('Hakan Demirci');
    // Read is not followed up: still 'Yeni', and still counted by the menu badge.
    expect(menuLink()).toHaveAccessibleName(/^Mesajlar\s*3 yeni mesaj$/);
  });

  it("'Okunmadı olarak işaretle' makes a read enquiry unread again", async () => {
    const { user } = await openInbox();
    expect(stored('Serkan')?.isRead).toBe(true);
    await user.click(openButton('Serkan'));
    await user.click(within(details()).getByRole('button', { name: 'Okunmadı olarak işaretle' }));
    await waitFor(() => expect(stored('Serkan')?.isRead).toBe(false));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(openButton('Serkan')).toHaveFocus();
    await waitFor(() => expect(screen.getByText('3 okunmamış mesaj')).toBeInTheDocument());
  });

  it('asks for a new sign-in when marking read meets a 401, then saves', async () => {
    const { user } = await openInbox();
    failNext('put', 401);
    await user.click(openButton('Elif'));
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    expect(stored('Elif')?.isRead).toBe(false);
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    await waitFor(() => expect(stored('Elif')?.isRead).toBe(true));
  });

  it('tells when marking read fails, and keeps the enquiry unread', async () => {
    const { user } = await openInbox();
    failNext('put', 500);
    await user.click(openButton('Elif'));
    expect(await screen.findByText('Mesaj güncellenirken bir hata oluştu.')).toBeInTheDocument();
    expect(stored('Elif')?.isRead).toBe(false);
    await waitFor(() =>
      expect(openButton('Elif')).toHaveAccessibleName('Elif Karakaya, okunmamış'),
    );
  });

  it("asks before deleting: 'İptal' keeps the enquiry, 'Evet, Sil' deletes it", async () => {
    const { user } = await openInbox();
    const elif = stored('Elif');
    await user.click(openButton('Elif'));
    await user.click(within(details()).getByRole('button', { name: 'Sil' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Mesajı Sil' });
    expect(dialog).toHaveTextContent(
      'Elif Karakaya tarafından gönderilen mesaj çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz.',
    );
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.state.enquiries.some((enquiry) => enquiry.id === elif?.id)).toBe(true);
    expect(rows()).toHaveLength(3);

    await user.click(within(details()).getByRole('button', { name: 'Sil' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Mesajı Sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    expect(await screen.findByText('Mesaj silindi.')).toBeInTheDocument();
    expect(db.state.enquiries.some((enquiry) => enquiry.id === elif?.id)).toBe(false);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(inbox().queryByText(/Elif Karakaya/)).not.toBeInTheDocument();
    expect(screen.getByText('1 okunmamış mesaj')).toBeInTheDocument();
    await waitFor(() => expect(menuLink()).toHaveAccessibleName(/^Mesajlar\s*2 yeni mesaj$/));
  });

  it("says 'Mesaj silinirken bir hata oluştu.' when the delete fails, and keeps it", async () => {
    const { user } = await openInbox();
    await user.click(openButton('Serkan'));
    await user.click(within(details()).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mesajı Sil' });
    failNext('delete', 500);
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    expect(await screen.findByText('Mesaj silinirken bir hata oluştu.')).toBeInTheDocument();
    expect(stored('Serkan')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(details()).getByRole('heading', { name: 'Serkan Aydemir' })).toBeInTheDocument();
  });

  it("says 'Henüz mesaj yok.' when there is none", async () => {
    db.state.enquiries = [];
    signInAsAdmin();
    await renderPanel('/admin/messages');
    expect(await screen.findByText('Henüz mesaj yok.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(screen.queryByText(/okunmamış mesaj/)).not.toBeInTheDocument();
  });

  it("shows the loading state, then 'Hata!' and an inline retry when the list cannot load", async () => {
    await openFailingThenRetry('/admin/messages', 'Mesajlar yüklenemedi');
    expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Gelen Kutusu/ })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });
});

/** Enquiries added to the mocks' store, newest last, a minute apart. */
function addEnquiries(count: number, overrides: { isSpam?: boolean; isim?: string } = {}) {
  for (let index = 0; index < count; index += 1) {
    db.state.enquiries.push({
      id: crypto.randomUUID(),
      isim: overrides.isim ?? `Kişi${String(index + 1).padStart(2, '0')}`,
      soyisim: 'Deneme',
      telefon: `0555 000 00 ${String(index).padStart(2, '0')}`,
      sektor: 'Konut',
      mesaj: 'Deneme mesajı',
      createdAt: new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString(),
      isRead: true,
      isSpam: overrides.isSpam ?? false,
    });
  }
}

describe('the inbox on the server: pages, search and spam (issue 14)', () => {
  it('shows 25 a page, newest first, and pages with Sonraki and Önceki', async () => {
    addEnquiries(27);
    const { user, router } = await openInbox();
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent('Kişi27 Deneme');
    const pager = screen.getByRole('navigation', { name: 'Sayfalama' });
    expect(pager).toHaveTextContent('Sayfa 1 / 2');
    expect(inbox().getByRole('heading', { level: 2 })).toHaveTextContent('(30 mesaj)');
    await user.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(rows().at(-1)).toHaveTextContent('Serkan Aydemir');
    expect(screen.getByText('2 okunmamış mesaj')).toBeInTheDocument();
  });

  it('searches name, phone, sector and message by Turkish case rules', async () => {
    const { user, router } = await openInbox();
    const search = screen.getByRole('searchbox', { name: 'Ara' });
    await user.type(search, 'ALTYAPI{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Hakan Demirci');
    expect(router.state.location.search).toEqual({ q: 'ALTYAPI' });
    await user.clear(screen.getByRole('searchbox', { name: 'Ara' }));
    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'yok böyle bir şey{Enter}');
    expect(await screen.findByText('“yok böyle bir şey” ile eşleşen mesaj yok.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it("keeps spam out of the inbox, shows it under 'Spam', and 'Spam değil' moves it back", async () => {
    addEnquiries(1, { isSpam: true, isim: 'Otomatik' });
    const bot = db.state.enquiries.at(-1);
    if (bot) bot.isRead = false;
    const { user } = await openInbox();
    expect(rows()).toHaveLength(3);
    expect(inbox().queryByText(/Otomatik/)).not.toBeInTheDocument();
    expect(screen.getByText('2 okunmamış mesaj')).toBeInTheDocument();

    const folders = screen.getByRole('group', { name: 'Klasör' });
    const spam = within(folders).getByRole('button', { name: /^Spam/ });
    expect(spam).toHaveTextContent('1');
    await user.click(spam);
    expect(spam).toHaveAttribute('aria-pressed', 'true');
    const spamList = await screen.findByRole('region', { name: /^Spam/ });
    expect(within(spamList).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(spamList).getByRole('button', { name: /^Otomatik Deneme/ }));
    const panel = screen.getByRole('article');
    expect(panel).toHaveTextContent('Bu mesaj spam olarak ayrıldı');
    await user.click(within(panel).getByRole('button', { name: 'Spam değil' }));
    expect(await screen.findByText('Mesaj gelen kutusuna taşındı.')).toBeInTheDocument();
    expect(await screen.findByText('Spam olarak ayrılmış mesaj yok.')).toBeInTheDocument();
    expect(db.state.enquiries.at(-1)).toMatchObject({ isSpam: false, isRead: false });

    await user.click(within(folders).getByRole('button', { name: 'Gelen Kutusu' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]).toHaveTextContent('Otomatik Deneme');
    expect(screen.getByText('3 okunmamış mesaj')).toBeInTheDocument();
    // Back in the inbox, still 'Yeni': the menu badge counts it now.
    await waitFor(() => expect(menuLink()).toHaveAccessibleName(/^Mesajlar\s*4 yeni mesaj$/));
  });
});

describe('a link to one enquiry: /admin/messages?open=<id> (issue 48)', () => {
  const idOf = (isim: string) => {
    const id = stored(isim)?.id;
    if (!id) throw new Error(`No enquiry ${isim}`);
    return id;
  };

  it('opens the enquiry whatever the list shows, and marks it read', async () => {
    signInAsAdmin();
    const elif = idOf('Elif');
    expect(stored('Elif')?.isRead).toBe(false);
    // The search shows only Hakan; the link still opens Elif.
    const { router } = await renderPanel(`/admin/messages?q=Hakan&open=${elif}`);
    const panel = await screen.findByRole('article');
    expect(
      within(panel).getByRole('heading', { level: 2, name: fullName('Elif') }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(fullName('Hakan'));
    await waitFor(() => expect(stored('Elif')?.isRead).toBe(true));
    expect(router.state.location.search).toEqual({ q: 'Hakan', open: elif });
  });

  it('puts the open enquiry in the URL; closing takes it out, and back opens it again', async () => {
    const { user, router } = await openInbox();
    await user.click(openButton('Serkan'));
    expect(await screen.findByRole('heading', { name: fullName('Serkan') })).toHaveFocus();
    expect(router.state.location.search).toEqual({ open: idOf('Serkan') });

    await user.click(within(details()).getByRole('button', { name: 'Tüm mesajlar' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({});
    expect(openButton('Serkan')).toHaveFocus();

    router.history.back();
    expect(
      await within(await screen.findByRole('article')).findByRole('heading', {
        name: fullName('Serkan'),
      }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ open: idOf('Serkan') });
  });

  it.each([
    ['an id no enquiry has (deleted, in the trash)', '5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d'],
    ['a mistyped id', 'yanlis-kimlik'],
  ])('says the enquiry is not found for %s, beside the list', async (_case, id) => {
    signInAsAdmin();
    const { user, router } = await renderPanel(`/admin/messages?open=${id}`);
    const missing = await screen.findByRole('region', { name: 'Mesaj bulunamadı' });
    expect(missing).toHaveTextContent('Silinmiş ya da çöp kutusuna taşınmış olabilir.');
    expect(rows()).toHaveLength(3);
    await user.click(within(missing).getByRole('button', { name: 'Tüm mesajlar' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Mesaj bulunamadı' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toEqual({});
  });
});
