import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, holdMockRequests, server } from '../../../mocks/node';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';
import { recordsOf } from '../../../tests/helpers/mock-records';
import { formatDateTime, turkeyDay } from '../../../core/lib/turkey-time';

afterEach(() => vi.restoreAllMocks());

const stored = (isim: string) => {
  const found = db.state.enquiries.find((enquiry) => enquiry.isim === isim);
  if (!found) throw new Error(`No enquiry of ${isim}`);
  return found;
};

async function openInbox(path = '/admin/messages') {
  signInAsAdmin();
  const view = await renderPanel(path);
  await screen.findByRole('region', { name: /Gelen Kutusu/ });
  return view;
}

const inbox = () => within(screen.getByRole('region', { name: /Gelen Kutusu/ }));
const rows = () => inbox().queryAllByRole('listitem');
const row = (name: string) => {
  const found = rows().find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};
const details = () => within(screen.getByRole('article'));
const filters = () => within(screen.getByRole('form', { name: 'Mesajları filtrele' }));
const menuLink = () =>
  within(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).getByRole('link', {
    name: /^Mesajlar/,
  });

async function open(name: string) {
  const view = await openInbox();
  await view.user.click(inbox().getByRole('button', { name: new RegExp(`^${name}`) }));
  return view;
}

function failNext(method: 'put' | 'post' | 'get', path: string, status = 500) {
  server.use(
    http[method](
      path,
      () =>
        HttpResponse.json(
          { success: false, message: `Sahte hata: HTTP ${status}.`, data: null },
          { status },
        ),
      { once: true },
    ),
  );
}

describe("an enquiry's view: where it came from and one-tap answers (issue 48)", () => {
  it('shows the e-mail, province, topic and the source facts recorded, and only those', async () => {
    Object.assign(stored('Hakan'), {
      email: 'hakan@ornek.com.tr',
      province: 'Kocaeli',
      topic: 'Halatlı Tel Beton Kesme',
      source: {
        page: '/telbeton',
        landingPage: '/',
        referrerHost: 'www.google.com',
        utmCampaign: 'kis-2026',
      },
    });
    await open('Hakan Demirci');
    const field = (label: string) =>
      details().getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('E-posta')).toHaveTextContent('hakan@ornek.com.tr');
    expect(field('İl')).toHaveTextContent('Kocaeli');
    expect(field('Konu')).toHaveTextContent('Halatlı Tel Beton Kesme');
    const source = field('Kaynak') as HTMLElement;
    expect(within(source).getByText('Gönderildiği sayfa').nextElementSibling).toHaveTextContent(
      '/telbeton',
    );
    expect(within(source).getByText('Giriş sayfası').nextElementSibling).toHaveTextContent('/');
    expect(within(source).getByText('Yönlendiren site').nextElementSibling).toHaveTextContent(
      'www.google.com',
    );
    expect(
      within(source).getByText('Kampanya adı (utm_campaign)').nextElementSibling,
    ).toHaveTextContent('kis-2026');
    expect(within(source).queryByText(/utm_source/)).not.toBeInTheDocument();

    const actions = details().getByRole('list', { name: 'Hızlı iletişim' });
    expect(within(actions).getByRole('link', { name: 'Ara' })).toHaveAttribute(
      'href',
      'tel:05057745103',
    );
    const whatsapp = within(actions).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/905057745103\?text=/);
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      "Merhaba Hakan, Asil Yapı Kimyasalları'ndan yazıyoruz.",
    );
    expect(within(actions).getByRole('link', { name: 'E-posta' })).toHaveAttribute(
      'href',
      'mailto:hakan@ornek.com.tr',
    );
  });

  it('offers no e-mail without an address, and no WhatsApp for a landline', async () => {
    stored('Elif').telefon = '0262 555 12 34';
    await open('Elif Karakaya');
    const actions = details().getByRole('list', { name: 'Hızlı iletişim' });
    expect(within(actions).getByRole('link', { name: 'Ara' })).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'E-posta' })).not.toBeInTheDocument();
    expect(details().queryByText('Kaynak')).not.toBeInTheDocument();
  });
});

describe('follow-up: status, assignee, callback day and notes', () => {
  it("moves an enquiry to 'Teklif verildi': stored, shown in the list, and the badge drops", async () => {
    const { user } = await open('Hakan Demirci');
    await waitFor(() => expect(menuLink()).toHaveAccessibleName(/^Mesajlar\s*3 yeni mesaj$/));
    const save = details().getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled();
    await user.selectOptions(details().getByLabelText('Durum'), 'Teklif verildi');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Takip bilgisi kaydedildi.')).toBeInTheDocument();
    expect(stored('Hakan').status).toBe('quoted');
    await waitFor(() =>
      expect(within(row('Hakan Demirci')).getByText('Teklif verildi')).toBeVisible(),
    );
    await waitFor(() => expect(menuLink()).toHaveAccessibleName(/^Mesajlar\s*2 yeni mesaj$/));
    expect(details().getByLabelText('Durum')).toHaveValue('quoted');
    expect(details().getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });

  it('assigns an account with a callback day, then clears both', async () => {
    recordsOf(db).createUser({ username: 'satis', password: 'Satis-2026!', role: 'sales' });
    const { user } = await open('Elif Karakaya');
    const assignee = details().getByLabelText('Atanan');
    await waitFor(() =>
      expect(within(assignee).getByRole('option', { name: 'satis' })).toBeInTheDocument(),
    );
    expect(assignee).toHaveDisplayValue('Atanmadı');
    await user.selectOptions(assignee, 'satis');
    const day = turkeyDay(Date.now() + 2 * 86_400_000);
    fireEvent.change(details().getByLabelText('Geri arama tarihi'), { target: { value: day } });
    await user.click(details().getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(stored('Elif').callbackAt).toBe(day));
    const satis = db.state.users.find((account) => account.username === 'satis');
    expect(stored('Elif').assigneeId).toBe(satis?.id);
    await waitFor(() => expect(row('Elif Karakaya')).toHaveTextContent('Atanan: satis'));
    expect(row('Elif Karakaya')).toHaveTextContent(
      `Geri arama: ${day.split('-').reverse().join('.')}`,
    );

    await user.selectOptions(details().getByLabelText('Atanan'), 'Atanmadı');
    await user.click(details().getByRole('button', { name: 'Geri arama tarihini temizle' }));
    await user.click(details().getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(stored('Elif').callbackAt).toBeNull());
    expect(stored('Elif').assigneeId).toBeNull();
    await waitFor(() => expect(row('Elif Karakaya')).toHaveTextContent('Atanmadı'));
  });

  it('keeps the choice when saving fails, to try again', async () => {
    const { user } = await open('Serkan Aydemir');
    await user.selectOptions(details().getByLabelText('Durum'), 'Kazanıldı');
    failNext('put', '*/api/Contact/:id/follow-up');
    await user.click(details().getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Takip bilgisi kaydedilirken bir hata oluştu.'),
    ).toBeInTheDocument();
    expect(stored('Serkan').status ?? 'new').toBe('new');
    expect(details().getByLabelText('Durum')).toHaveValue('won');
    await user.click(details().getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(stored('Serkan').status).toBe('won'));
  });

  it('adds a note with its writer and time; a failed one keeps its text', async () => {
    const { user } = await open('Hakan Demirci');
    const notes = within(details().getByRole('region', { name: 'Notlar' }));
    expect(await notes.findByText('Henüz not yok.')).toBeInTheDocument();
    const field = notes.getByLabelText('Not ekle');
    await user.type(field, 'Pazartesi saha ziyareti.');
    failNext('post', '*/api/Contact/:id/notes');
    await user.click(notes.getByRole('button', { name: 'Not ekle' }));
    expect(await screen.findByText('Not eklenirken bir hata oluştu.')).toBeInTheDocument();
    expect(field).toHaveValue('Pazartesi saha ziyareti.');

    await user.click(notes.getByRole('button', { name: 'Not ekle' }));
    expect(await screen.findByText('Not eklendi.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const note = stored('Hakan').notes?.[0];
    expect(note?.text).toBe('Pazartesi saha ziyareti.');
    const item = notes.getByRole('listitem');
    expect(item).toHaveTextContent('admin');
    expect(item).toHaveTextContent(formatDateTime(note?.createdAt));
    expect(item).toHaveTextContent('Pazartesi saha ziyareti.');
  });

  it('asks for the text of an empty note', async () => {
    const { user } = await open('Hakan Demirci');
    const notes = within(details().getByRole('region', { name: 'Notlar' }));
    await user.click(notes.getByRole('button', { name: 'Not ekle' }));
    expect(notes.getByRole('alert')).toHaveTextContent('Notu yazın.');
    expect(stored('Hakan').notes ?? []).toHaveLength(0);
  });
});

describe("the inbox's filters, order and export", () => {
  it('narrows by status and province, keeps them in the URL, and names them when empty', async () => {
    stored('Hakan').status = 'quoted';
    stored('Hakan').province = 'Kocaeli';
    stored('Elif').province = 'Kocaeli';
    const { user, router } = await openInbox();
    expect(rows()).toHaveLength(3);

    await user.selectOptions(filters().getByLabelText('Durum'), 'Teklif verildi');
    await user.click(filters().getByRole('button', { name: 'Filtrele' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Hakan Demirci');
    expect(router.state.location.search).toEqual({ status: 'quoted' });

    await user.selectOptions(filters().getByLabelText('Durum'), 'Tüm durumlar');
    await user.selectOptions(filters().getByLabelText('İl'), 'Kocaeli');
    await user.click(filters().getByRole('button', { name: 'Filtrele' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toEqual({ province: 'Kocaeli' });

    await user.selectOptions(filters().getByLabelText('Durum'), 'Kazanıldı');
    await user.click(filters().getByRole('button', { name: 'Filtrele' }));
    expect(
      await screen.findByText('Durum: Kazanıldı, İl: Kocaeli ile eşleşen mesaj yok.'),
    ).toBeVisible();

    await user.click(filters().getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toEqual({});
    expect(filters().getByLabelText('Durum')).toHaveValue('');
  });

  it("filters 'Atanmadı' and sorts oldest first from the URL", async () => {
    recordsOf(db).createUser({ username: 'satis', password: 'Satis-2026!', role: 'sales' });
    const satis = db.state.users.find((account) => account.username === 'satis');
    stored('Serkan').assigneeId = satis?.id ?? null;
    await openInbox('/admin/messages?assignee=none&sort=oldest');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Elif Karakaya');
    expect(rows()[1]).toHaveTextContent('Hakan Demirci');
    expect(filters().getByLabelText('Atanan')).toHaveDisplayValue('Atanmadı');
    expect(filters().getByLabelText('Sıralama')).toHaveDisplayValue('En eski');
  });

  it("'CSV indir' saves the filtered list under the server's name", async () => {
    stored('Hakan').status = 'quoted';
    const saved: { name: string; blob: Blob | null }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:mesajlar';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const { user } = await openInbox('/admin/messages?status=quoted');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const release = holdMockRequests();
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    // While the file is prepared the button waits, and says so.
    expect(await screen.findByRole('button', { name: 'Hazırlanıyor...' })).toBeDisabled();
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^mesajlar-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await saved[0]?.blob?.text();
    expect(text).toContain('Hakan');
    expect(text).not.toContain('Elif');
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeEnabled();
  });

  it('says when the export fails', async () => {
    const { user } = await openInbox();
    failNext('get', '*/api/Contact/export');
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(
      await screen.findByText('Mesajlar dışa aktarılırken bir hata oluştu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeEnabled();
  });
});
