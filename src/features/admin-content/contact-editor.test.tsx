import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../../../core/lib/map-embed';
import { startSession } from '../../lib/session';

// Sonner replays toasts still on screen to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

async function openEditor() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no admin in the seed');
  startSession(localStorage, issueToken(admin).token);
  const view = await renderPanel('/admin/contact');
  expect(await screen.findByRole('heading', { level: 1, name: 'İletişim Sayfası' })).toBeVisible();
  await screen.findByLabelText('Telefon numarası');
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });
const svgFile = (name = 'banner.svg') =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'], name, {
    type: 'image/svg+xml',
  });

describe('contact page editor', () => {
  it('shows every field of the seed content', async () => {
    const seed = structuredClone(db.state.contactContent);
    await openEditor();
    const expected: [string, string][] = [
      ['Banner başlığı', seed.bannerTitle],
      ['Banner arka plan görseli adresi (URL)', seed.bannerImage],
      ['Telefon başlığı', seed.phoneTitle],
      ['Telefon numarası', seed.phoneNumber],
      ['E-posta başlığı', seed.emailTitle],
      ['E-posta adresi', seed.emailAddress],
      ['Adres başlığı', seed.locationTitle],
      ['Adres', seed.locationAddress],
      ['Instagram başlığı', seed.instagramTitle],
      ['Instagram kullanıcı adı', seed.instagramUsername],
      ['Form başlığı', seed.messageFormTitle],
      ['Form açıklaması', seed.messageFormDescription],
      ['Harita başlığı', seed.mapTitle],
      ['Harita yerleştirme kodu', seed.mapIframeCode],
    ];
    for (const [label, value] of expected) expect(screen.getByLabelText(label)).toHaveValue(value);
    // docs/SPEC.md section 5: the e-mail field is of e-mail type.
    expect(screen.getByLabelText('E-posta adresi')).toHaveAttribute('type', 'email');
  });

  it('saves the whole object with the new phone, and says so', async () => {
    const seed = structuredClone(db.state.contactContent);
    const { user } = await openEditor();
    const phone = screen.getByLabelText('Telefon numarası');
    await user.clear(phone);
    await user.type(phone, '+90 (216) 111 22 33');
    expect(screen.getByText('Kaydedilmemiş değişiklikler var.')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    // The map code is stored only as its validated Google Maps embed address.
    expect(db.state.contactContent).toEqual({
      ...seed,
      phoneNumber: '+90 (216) 111 22 33',
      mapIframeCode: mapEmbedUrl(seed.mapIframeCode),
    });
    // The form starts again from what was saved.
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Telefon numarası')).toHaveValue('+90 (216) 111 22 33');
  });

  it('accepts the seed map embed and previews only its Google Maps address', async () => {
    await openEditor();
    const preview = screen.getByTitle(/^Harita önizlemesi/);
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('src', mapEmbedUrl(db.state.contactContent.mapIframeCode));
    expect(screen.queryByText(MAP_EMBED_ERROR)).not.toBeInTheDocument();
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    [
      'another host',
      '<iframe src="https://maps.example.com/maps/embed?pb=1" width="600"></iframe>',
    ],
  ])('refuses a map code with %s, shows why, and does not save', async (_case, code) => {
    const before = structuredClone(db.state.contactContent);
    const { user } = await openEditor();
    const field = screen.getByLabelText('Harita yerleştirme kodu');
    await user.clear(field);
    await user.click(field);
    await user.paste(code);
    expect(screen.getByText(MAP_EMBED_ERROR)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MAP_EMBED_ERROR));
    expect(screen.queryByTitle(/^Harita önizlemesi/)).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Değişiklikler başarıyla kaydedildi!')).not.toBeInTheDocument();
    expect(db.state.contactContent).toEqual(before);
  });

  it('allows an empty map code: no map', async () => {
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Harita yerleştirme kodu'));
    expect(
      screen.getByText('Harita kodu boş: iletişim sayfasında harita gösterilmeyecek.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(/^Harita önizlemesi/)).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(db.state.contactContent.mapIframeCode).toBe('');
  });

  it('refuses a malformed e-mail address', async () => {
    const before = structuredClone(db.state.contactContent);
    const { user } = await openEditor();
    const email = screen.getByLabelText('E-posta adresi');
    await user.clear(email);
    await user.type(email, 'bilgi@');
    await user.click(saveButton());
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(db.state.contactContent).toEqual(before);
  });

  it('uploads a new banner at once to the contact-banner kind and saves its address', async () => {
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Banner arka plan görseli dosyası'), svgFile());
    const address = screen.getByLabelText<HTMLInputElement>(
      'Banner arka plan görseli adresi (URL)',
    );
    await waitFor(() => expect(address.value).toMatch(/^\/uploads\/.*contact-banner/));
    const uploaded = address.value;
    expect(db.state.files.some((file) => file.path === uploaded)).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(db.state.contactContent.bannerImage).toBe(uploaded);
  });

  it("says 'Dosya yüklenirken hata oluştu: contact-banner' when the banner upload fails", async () => {
    const before = db.state.contactContent.bannerImage;
    const { user } = await openEditor();
    control.failures = { remaining: 1, status: 415 };
    await user.upload(screen.getByLabelText('Banner arka plan görseli dosyası'), svgFile());
    expect(
      await screen.findByText('Dosya yüklenirken hata oluştu: contact-banner'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Banner arka plan görseli adresi (URL)')).toHaveValue(before);
  });

  it("says 'Veriler güncellenirken bir hata oluştu.' when the save fails, keeping the edits", async () => {
    const before = structuredClone(db.state.contactContent);
    const { user } = await openEditor();
    const phone = screen.getByLabelText('Telefon numarası');
    await user.clear(phone);
    await user.type(phone, '0850 000 00 00');
    control.failures = { remaining: 1, status: 500 };
    await user.click(saveButton());
    // In a toast and on the publish bar's status line.
    expect(await screen.findAllByText('Veriler güncellenirken bir hata oluştu.')).not.toHaveLength(
      0,
    );
    expect(db.state.contactContent).toEqual(before);
    expect(phone).toHaveValue('0850 000 00 00');
    expect(saveButton()).toBeEnabled();
  });

  it("shows 'Kaydediliyor...' while saving", async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Banner başlığı'), ' Bize Yazın');
    const release = holdMockRequests();
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(db.state.contactContent.bannerTitle).toBe('İletişim Bize Yazın');
  });

  it('asks to sign in again on a 401 and then saves what was typed', async () => {
    const { user } = await openEditor();
    const instagram = screen.getByLabelText('Instagram kullanıcı adı');
    await user.clear(instagram);
    await user.type(instagram, 'asilyapi_yeni');
    control.failures = { remaining: 1, status: 401 };
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(db.state.contactContent.instagramUsername).toBe('asilyapi_yeni');
  });

  it('asks before leaving with unsaved edits, and stays on Sayfada Kal', async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByLabelText('Form başlığı'), '!');
    await user.click(screen.getByRole('link', { name: 'AsilNunX' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(dialog).getByRole('button', { name: 'Sayfada Kal' }));
    expect(router.state.location.pathname).toBe('/admin/contact');
    expect(screen.getByLabelText('Form başlığı')).toHaveValue(
      `${db.state.contactContent.messageFormTitle}!`,
    );
  });

  it('shows the load error notice and an inline retry when the content cannot be read', async () => {
    server.use(
      http.get('*/content/api/contact', () =>
        HttpResponse.json({ message: 'Sunucuda beklenmeyen bir hata oluştu.' }, { status: 500 }),
      ),
    );
    const admin = db.state.users.find((user) => user.username === 'admin');
    if (!admin) throw new Error('no admin in the seed');
    startSession(localStorage, issueToken(admin).token);
    const { user } = await renderPanel('/admin/contact');
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    expect(screen.getByRole('alert')).toHaveTextContent('İçerik yüklenemedi.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByLabelText('Telefon numarası')).toHaveValue(
      db.state.contactContent.phoneNumber,
    );
  });
});
