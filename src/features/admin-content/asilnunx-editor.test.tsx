import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { control, db } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { startSession } from '../../lib/session';

// Sonner replays toasts still on screen to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

async function openEditor() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no admin in the seed');
  startSession(localStorage, issueToken(admin).token);
  const view = await renderPanel('/admin/asilnunx');
  expect(await screen.findByRole('heading', { level: 1, name: 'AsilNunX Sayfası' })).toBeVisible();
  await screen.findByLabelText('Başlık');
  return view;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const saveButton = () => screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });
const saved = () => screen.findByText('Değişiklikler başarıyla kaydedildi!');
const svgFile = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'], 'urun.svg', {
    type: 'image/svg+xml',
  });

describe('AsilNunX page editor', () => {
  it('shows every field of the seed content', async () => {
    const seed = db.state.asilnunx;
    await openEditor();
    const expected: [string, string][] = [
      ['Başlık', seed.title],
      ['Görsel adresi (URL)', seed.image],
      ['Açıklama', seed.description],
      ['Detaylar', seed.details],
      ['Ürün bilgileri', seed.info],
      ['Kapanış metni', seed.text],
      ['Bağlantı metni', seed.linkText],
      ['Bağlantı adresi', seed.link],
    ];
    for (const [label, value] of expected) expect(screen.getByLabelText(label)).toHaveValue(value);
    seed.documents.forEach((document, index) => {
      expect(screen.getByLabelText(`Doküman ${index + 1} başlığı`)).toHaveValue(document.title);
      expect(screen.getByLabelText(`Doküman ${index + 1} adresi (URL)`)).toHaveValue(document.url);
    });
  });

  it('saves the texts and a new document link as the whole object', async () => {
    const seed = structuredClone(db.state.asilnunx);
    const { user } = await openEditor();
    const info = screen.getByLabelText('Ürün bilgileri');
    await user.clear(info);
    await user.type(info, '20 kg set ambalaj.');
    await user.click(screen.getByRole('button', { name: '+ Doküman ekle' }));
    const next = seed.documents.length + 1;
    await user.type(screen.getByLabelText(`Doküman ${next} başlığı`), 'CE Belgesi');
    await user.type(
      screen.getByLabelText(`Doküman ${next} adresi (URL)`),
      '/uploads/asilnunx-ce.pdf',
    );
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.asilnunx).toEqual({
      ...seed,
      info: '20 kg set ambalaj.',
      documents: [...seed.documents, { title: 'CE Belgesi', url: '/uploads/asilnunx-ce.pdf' }],
    });
  });

  it('removes a document link', async () => {
    const seed = structuredClone(db.state.asilnunx.documents);
    expect(seed.length).toBeGreaterThan(0);
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Doküman 1: Sil' }));
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.asilnunx.documents).toEqual(seed.slice(1));
  });

  it('fills a document address from the system files', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: '+ Doküman ekle' }));
    const next = db.state.asilnunx.documents.length + 1;
    await user.click(screen.getByRole('button', { name: `Doküman ${next}: Sistemden Seç` }));
    const picker = await screen.findByRole('dialog', { name: 'Doküman: sistemden seç' });
    const pdf = db.state.files.find((file) => file.contentType === 'application/pdf');
    if (!pdf) throw new Error('no PDF in the seed');
    await user.type(within(picker).getByLabelText('Dosya ara'), pdf.name);
    const files = await within(picker).findByRole('list', { name: 'Dosyalar' });
    await user.click(
      within(files).getByRole('button', { name: new RegExp(`^${escapeRegExp(pdf.name)}`) }),
    );
    expect(screen.getByLabelText(`Doküman ${next} adresi (URL)`)).toHaveValue(pdf.path);
    expect(screen.getByLabelText(`Doküman ${next} başlığı`)).toHaveValue(
      pdf.name.replace(/\.pdf$/i, ''),
    );
  });

  it('refuses a link that is neither a path nor a web address', async () => {
    const before = structuredClone(db.state.asilnunx);
    const { user } = await openEditor();
    const link = screen.getByLabelText('Bağlantı adresi');
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(saveButton());
    expect(
      await screen.findByText('Geçerli bir bağlantı girin (ör. /contact veya https://...).'),
    ).toBeInTheDocument();
    expect(db.state.asilnunx).toEqual(before);
  });

  it('uploads the image to the asilnunx-banner kind, and names it when that fails', async () => {
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Görsel dosyası'), svgFile());
    const address = screen.getByLabelText<HTMLInputElement>('Görsel adresi (URL)');
    await waitFor(() => expect(address.value).toMatch(/asilnunx-banner-urun\.svg$/));
    const uploaded = address.value;
    control.failures = { remaining: 1, status: 415 };
    await user.upload(screen.getByLabelText('Görsel dosyası'), svgFile());
    expect(
      await screen.findByText('Dosya yüklenirken hata oluştu: asilnunx-banner'),
    ).toBeInTheDocument();
    expect(address).toHaveValue(uploaded);
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.asilnunx.image).toBe(uploaded);
  });

  it("says 'Veriler güncellenirken bir hata oluştu.' when the save fails", async () => {
    const before = structuredClone(db.state.asilnunx);
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Başlık'), ' 2');
    control.failures = { remaining: 1, status: 500 };
    await user.click(saveButton());
    // In a toast and on the publish bar's status line.
    expect(await screen.findAllByText('Veriler güncellenirken bir hata oluştu.')).not.toHaveLength(
      0,
    );
    expect(db.state.asilnunx).toEqual(before);
  });
});

describe('AsilNunX page editor: SEO ve Paylaşım', () => {
  it('derives from the page, follows a typed description and saves the fields', async () => {
    const seed = structuredClone(db.state.asilnunx);
    const { user } = await openEditor();
    const preview = screen.getByRole('region', { name: 'Arama ve paylaşım önizlemesi' });
    expect(screen.getByLabelText('Meta Başlık')).toHaveAttribute('placeholder', seed.title);
    expect(preview).toHaveTextContent('› AsilNunX');
    expect(preview).toHaveTextContent(seed.title);

    const description = screen.getByLabelText('Meta Açıklama');
    await user.type(description, 'Yüksek basınçlı su kaçaklarına tek bileşenli reçine.');
    expect(description).toHaveAccessibleDescription('52 / 160 karakter');
    expect(preview).toHaveTextContent('Yüksek basınçlı su kaçaklarına tek bileşenli reçine.');
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.asilnunx).toEqual({
      ...seed,
      metaTitle: null,
      metaDescription: 'Yüksek basınçlı su kaçaklarına tek bileşenli reçine.',
      shareImage: null,
    });
  });
});
