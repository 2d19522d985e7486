import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';
import { MESSAGES } from '../../../core/domain/messages';
import { notices } from '../../components/notice/notice-store';
import { turkeyDay } from '../../../core/lib/turkey-time';
import { recordsOf } from '../../../tests/helpers/mock-records';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  notices.close();
  toast.dismiss();
});

async function openEditor(path: string, heading: string) {
  signInAsAdmin();
  const view = await renderPanel(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await screen.findByLabelText('Banner başlığı');
  return view;
}

const openContact = () => openEditor('/admin/contact', 'İletişim Sayfası');
const openAnchoring = () => openEditor('/admin/kimyasalankraj', 'Kimyasal Ankraj Sayfası');
const button = (name: string) => screen.getByRole('button', { name });
const pendingNote = () => screen.queryByText(/sayfanın yayımlanmamış değişiklikleri var/);

/** The contact page with pending changes: a new banner title only the panel and a link see. */
function pendingContact(bannerTitle: string) {
  db.state.pendingContent.contact = {
    value: { ...structuredClone(db.state.contactContent), bannerTitle },
    publishAt: null,
  };
}

describe('pending changes of a content page (issue 21)', () => {
  it("'Taslak olarak kaydet' keeps the live page; the editor reopens on them; 'Yayınla' publishes", async () => {
    const live = structuredClone(db.state.contactContent);
    const { user, unmount } = await openContact();
    const title = screen.getByLabelText('Banner başlığı');
    await user.clear(title);
    await user.type(title, 'Yeni İletişim');
    await user.click(button('Taslak olarak kaydet'));
    expect(await screen.findByText(MESSAGES.pagePendingSaved)).toBeInTheDocument();
    expect(db.state.contactContent).toEqual(live);
    expect(recordsOf(db).pendingContent('contact')?.value.bannerTitle).toBe('Yeni İletişim');
    expect(pendingNote()).toBeInTheDocument();
    unmount();

    const again = await openContact();
    expect(pendingNote()).toBeInTheDocument();
    expect(screen.getByLabelText('Banner başlığı')).toHaveValue('Yeni İletişim');
    expect(screen.getByText('Yayımlanmamış değişiklikler var')).toBeInTheDocument();
    await again.user.click(button('Yayınla'));
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(db.state.contactContent.bannerTitle).toBe('Yeni İletişim');
    expect(db.state.pendingContent.contact).toBeUndefined();
    await waitFor(() => expect(pendingNote()).not.toBeInTheDocument());
  });

  it("'Taslağı sil' drops them after a question; the form shows the live page again", async () => {
    const live = db.state.contactContent.bannerTitle;
    pendingContact('Vazgeçilecek başlık');
    const { user } = await openContact();
    expect(screen.getByLabelText('Banner başlığı')).toHaveValue('Vazgeçilecek başlık');
    await user.click(button('Taslağı sil'));
    const ask = await screen.findByRole('alertdialog', { name: 'Taslağı sil' });
    await user.click(within(ask).getByRole('button', { name: 'Taslağı sil' }));
    expect(await screen.findByText(MESSAGES.pagePendingDiscarded)).toBeInTheDocument();
    expect(db.state.pendingContent.contact).toBeUndefined();
    await waitFor(() => expect(screen.getByLabelText('Banner başlığı')).toHaveValue(live));
    expect(pendingNote()).not.toBeInTheDocument();
  });

  it("'Zamanla' keeps a service page's changes pending with the time, and says when", async () => {
    const live = structuredClone(db.state.servicePages['kimyasal-ankraj']);
    const { user } = await openAnchoring();
    await user.click(button('Zamanla'));
    const schedule = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    const day = turkeyDay(Date.now() + DAY);
    const at = within(schedule).getByLabelText('Yayın zamanı (Türkiye saati)');
    await user.clear(at);
    await user.type(at, `${day}T09:00`);
    await user.click(within(schedule).getByRole('button', { name: 'Zamanla' }));
    expect(await screen.findByText(MESSAGES.pagePendingScheduled)).toBeInTheDocument();
    expect(db.state.pendingContent['kimyasal-ankraj']).toMatchObject({
      value: { mainTitle: live.mainTitle },
      publishAt: new Date(`${day}T09:00:00.000+03:00`).toISOString(),
    });
    expect(db.state.servicePages['kimyasal-ankraj']).toEqual(live);
    expect(await screen.findByText(/^Zamanlandı: .* 09:00$/)).toBeInTheDocument();
    // The form's own submit keeps the schedule.
    expect(button('Kaydet')).toHaveAttribute('type', 'submit');
  });

  it("'Önizle' makes a link to the service page's own address", async () => {
    db.state.pendingContent['kimyasal-ankraj'] = {
      value: structuredClone(db.state.servicePages['kimyasal-ankraj']),
      publishAt: null,
    };
    const { user } = await openAnchoring();
    await user.click(button('Önizle'));
    const links = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    expect(
      await within(links).findByText('Bu sayfanın çalışan bir önizleme bağlantısı yok.'),
    ).toBeInTheDocument();
    await user.click(within(links).getByRole('button', { name: 'Yeni önizleme bağlantısı' }));
    expect(await screen.findByText('Önizleme bağlantısı oluşturuldu.')).toBeInTheDocument();
    const address = (await within(links).findByLabelText('Bağlantı')) as HTMLInputElement;
    expect(address.value).toMatch(/^http:\/\/localhost(:\d+)?\/KimyasalAnkraj\?onizleme=/);
    expect(db.state.previewLinks).toMatchObject([{ page: 'kimyasal-ankraj' }]);
  });
});
