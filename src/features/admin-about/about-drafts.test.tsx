import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';
import { MESSAGES } from '../../../core/domain/messages';
import { notices } from '../../components/notice/notice-store';
import { turkeyDay } from '../../../core/lib/turkey-time';
import { endSession } from '../../lib/session';
import { readAboutView } from '../public-about/about-view';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  notices.close();
  toast.dismiss();
});

function about() {
  const page = db.state.pages.find((candidate) => candidate.name === 'Hakkımızda');
  if (!page) throw new Error("no page 'Hakkımızda' in the seed");
  return page;
}

async function openEditor() {
  signInAsAdmin();
  const view = await renderPanel('/admin/aboutus');
  await screen.findByRole('form', { name: 'Hakkımızda sayfasını düzenle' }, { timeout: 5000 });
  return view;
}

const button = (name: string) => screen.getByRole('button', { name });
const pendingNote = () => screen.queryByText(/sayfanın yayımlanmamış değişiklikleri var/);

describe("Hakkımızda's pending changes (issue 21)", () => {
  it("'Taslak olarak kaydet' keeps them from visitors; the editor reopens on them; 'Yayınla' publishes", async () => {
    const live = [...about().titles];
    const { user, unmount } = await openEditor();
    await user.clear(screen.getByLabelText('Başlık 1'));
    await user.type(screen.getByLabelText('Başlık 1'), 'Taslak Hakkımızda');
    await user.click(button('Taslak olarak kaydet'));
    expect(await screen.findByText(MESSAGES.pagePendingSaved)).toBeInTheDocument();
    expect(about().titles).toEqual(live);
    expect(pendingNote()).toBeInTheDocument();
    unmount();

    // What a visitor's /about reads (the public site is another app, docs/decisions/0073).
    endSession(localStorage);
    const visitor = await readAboutView(undefined);
    expect(visitor.title).toBe(live[0]);
    expect(JSON.stringify(visitor)).not.toContain('Taslak Hakkımızda');

    const again = await openEditor();
    expect(pendingNote()).toBeInTheDocument();
    expect(screen.getByLabelText('Başlık 1')).toHaveValue('Taslak Hakkımızda');
    expect(screen.getByText('Yayımlanmamış değişiklikler var')).toBeInTheDocument();
    await again.user.click(button('Yayınla'));
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(about().titles[0]).toBe('Taslak Hakkımızda');
    await waitFor(() => expect(pendingNote()).not.toBeInTheDocument());
  });

  it("'Taslağı sil' drops them after a question; the form shows the live page again", async () => {
    const live = about().titles[0];
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Başlık 1'));
    await user.type(screen.getByLabelText('Başlık 1'), 'Vazgeçilecek');
    await user.click(button('Taslak olarak kaydet'));
    await screen.findByText(MESSAGES.pagePendingSaved);
    await user.click(button('Taslağı sil'));
    const ask = await screen.findByRole('alertdialog', { name: 'Taslağı sil' });
    await user.click(within(ask).getByRole('button', { name: 'Taslağı sil' }));
    expect(await screen.findByText(MESSAGES.pagePendingDiscarded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Başlık 1')).toHaveValue(live));
    expect(pendingNote()).not.toBeInTheDocument();
    expect(about().pending ?? null).toBeNull();
  });

  it("'Zamanla' keeps them pending with the time, and says when", async () => {
    const live = [...about().titles];
    const day = turkeyDay(Date.now() + DAY);
    const { user } = await openEditor();
    await user.click(button('Zamanla'));
    const dialog = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    fireEvent.change(within(dialog).getByLabelText('Yayın zamanı (Türkiye saati)'), {
      target: { value: `${day}T09:00` },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    expect(await screen.findByText(MESSAGES.pagePendingScheduled)).toBeInTheDocument();
    expect(await screen.findByText(/^Zamanlandı: .* 09:00$/)).toBeInTheDocument();
    expect(about().pendingPublishAt).toBe(new Date(`${day}T09:00:00.000+03:00`).toISOString());
    expect(about().titles).toEqual(live);
    // The form's own submit keeps the schedule.
    expect(button('Kaydet')).toHaveAttribute('type', 'submit');
  });
});
