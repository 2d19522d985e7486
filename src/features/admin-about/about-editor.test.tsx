import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { control, db, server } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { captureJsonBodies } from '../../../tests/helpers/request-bodies';
import { notices } from '../../components/notice/notice-store';
import { startSession } from '../../lib/session';
import { recordsOf } from '../../../tests/helpers/mock-records';

function aboutRecord() {
  const page = db.state.pages.find((candidate) => candidate.name === 'Hakkımızda');
  if (!page) throw new Error("no page 'Hakkımızda' in the seed");
  return page;
}

/** The page as the backend sends it (with its files), for overrides that answer with it. */
function aboutReply() {
  const page = recordsOf(db).findPage((candidate) => candidate.name === 'Hakkımızda');
  if (!page) throw new Error("no page 'Hakkımızda' in the seed");
  return page;
}

async function openEditor() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no demo administrator in the seed');
  startSession(localStorage, issueToken(admin).token);
  const view = await renderPanel('/admin/aboutus');
  await screen.findByRole('form', { name: 'Hakkımızda sayfasını düzenle' }, { timeout: 5000 });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });
const feedback = () => screen.findByRole('alert');
const svgFile = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], name, {
    type: 'image/svg+xml',
  });

beforeEach(() => {
  // jsdom has no object URLs; the image field previews a picked file with one.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

// Notices and toasts live in global stores: left open, they would cover or reappear on the next
// test's screen (sonner replays active toasts to a new Toaster).
afterEach(() => {
  notices.close();
  toast.dismiss();
});

describe('about editor: loading', () => {
  it('shows the seed page in the form', async () => {
    await openEditor();
    const seed = aboutRecord();
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda Sayfası' })).toBeVisible();
    expect(screen.getByLabelText('Slug (sayfa adresi)')).toHaveValue('hakkimizda');
    expect(screen.getByLabelText('Banner görseli adresi (URL)')).toHaveValue(seed.bannerImageUrl);
    expect(screen.getByLabelText('Ana görsel adresi (URL)')).toHaveValue(seed.mainImageUrl);
    seed.titles.forEach((title, index) =>
      expect(screen.getByLabelText(`Başlık ${index + 1}`)).toHaveValue(title),
    );
    seed.subtitles.forEach((subtitle, index) =>
      expect(screen.getByLabelText(`Alt başlık ${index + 1}`)).toHaveValue(subtitle),
    );
    seed.descriptions.forEach((paragraph, index) => {
      const field = screen.getByLabelText(`Paragraf ${index + 1}`);
      expect(field.tagName).toBe('TEXTAREA');
      expect(field).toHaveValue(paragraph);
    });
    expect(screen.getByLabelText('Bölüm başlığı')).toHaveValue(seed.listTitles[0]);
    seed.listItems.forEach((item, index) =>
      expect(screen.getByLabelText(`Hizmet ${index + 1}`)).toHaveValue(item),
    );
    const gallery = screen.getByRole('group', { name: 'Galeri görselleri' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
    expect(within(gallery).getByText('(4 / 4)')).toBeInTheDocument();
  });

  it("shows 'Hata!' and an inline error with a retry when the page cannot be loaded", async () => {
    server.use(
      http.get(
        '*/api/Page/name/:name',
        () => HttpResponse.json({ success: false, message: 'Hata', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    const admin = db.state.users.find((user) => user.username === 'admin');
    if (!admin) throw new Error('no demo administrator in the seed');
    startSession(localStorage, issueToken(admin).token);
    const { user } = await renderPanel('/admin/aboutus');
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    const inline = screen.getByRole('alert');
    expect(inline).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(inline).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByLabelText('Başlık 1')).toHaveValue(aboutRecord().titles[0]);
  });
});

describe('about editor: saving (docs/SPEC.md sections 4, 5 and 8)', () => {
  it('sends the cleaned page, keeps the other fields, and shows the success message', async () => {
    const { user } = await openEditor();
    const before = structuredClone(aboutRecord());
    await user.clear(screen.getByLabelText('Slug (sayfa adresi)'));
    await user.type(screen.getByLabelText('Slug (sayfa adresi)'), 'Şirketimiz Hakkında');
    for (let index = 1; index <= before.titles.length; index += 1) {
      await user.clear(screen.getByLabelText(`Başlık ${index}`));
    }
    await user.clear(screen.getByLabelText('Paragraf 1'));
    await user.type(screen.getByLabelText('Paragraf 1'), '  Yeni ilk paragraf.  ');
    await user.click(screen.getByRole('button', { name: '+ Alt başlık ekle' }));
    await user.type(screen.getByLabelText('Hizmet 2'), '   ');
    await user.clear(screen.getByLabelText('Hizmet 2'));
    expect(screen.getByText('Kaydedilmemiş değişiklikler var.')).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();

    const saved = aboutRecord();
    expect(saved.slug).toBe('sirketimiz-hakkinda');
    expect(saved.name).toBe('Hakkımızda');
    expect(saved.titles).toEqual(['Hakkımızda']);
    expect(saved.descriptions).toEqual(['Yeni ilk paragraf.', ...before.descriptions.slice(1)]);
    expect(saved.subtitles).toEqual(before.subtitles);
    expect(saved.listItems).toEqual([before.listItems[0], ...before.listItems.slice(2)]);
    // What the editor does not show goes back unchanged.
    expect(saved.urls).toEqual(before.urls);
    expect(saved.documentIds).toEqual(before.documentIds);
    expect(saved.productIds).toEqual(before.productIds);
    expect(saved.fileIds).toEqual(before.fileIds);
    expect(saved.mainImageId).toBe(before.mainImageId);
    expect(saved.bannerImageUrl).toBe(before.bannerImageUrl);
    expect(saved.pageType).toBe(before.pageType);

    // The form now shows what was saved, with nothing left unsaved.
    expect(screen.getByLabelText('Başlık 1')).toHaveValue('Hakkımızda');
    expect(screen.getByLabelText('Paragraf 1')).toHaveValue('Yeni ilk paragraf.');
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).not.toBeInTheDocument();
  });

  it('saves a main image picked from the system as its id and path', async () => {
    const { user } = await openEditor();
    const images = screen.getByRole('group', { name: 'Ana görsel' });
    await user.click(within(images).getByRole('button', { name: 'Sistemden Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Ana görsel: sistemden seç' });
    const target = db.state.files.find((file) => file.name.startsWith('hakkimizda-galeri-1'));
    if (!target) throw new Error('no gallery image in the seed');
    await user.click(await within(picker).findByRole('button', { name: new RegExp(target.name) }));
    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(aboutRecord().mainImageId).toBe(target.id);
    expect(aboutRecord().mainImageUrl).toBe(target.path);
  });

  it("warns 'Güncelleme uygulanmadı' when the read-back shows the update was ignored", async () => {
    const unchanged = aboutReply();
    server.use(
      http.put('*/api/Page', () =>
        HttpResponse.json({ success: true, message: 'Sayfa güncellendi.', data: unchanged }),
      ),
    );
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Paragraf 1'));
    await user.type(screen.getByLabelText('Paragraf 1'), 'Kaybolmaması gereken metin');
    await user.click(saveButton());
    expect(await feedback()).toHaveTextContent('Güncelleme uygulanmadı');
    expect(screen.queryByText('Değişiklikler başarıyla kaydedildi!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Paragraf 1')).toHaveValue('Kaybolmaması gereken metin');
    expect(aboutRecord().descriptions[0]).toBe(unchanged.descriptions[0]);
  });

  it("stops the save with 'Banner yüklenemedi.' when the banner upload fails", async () => {
    server.use(
      http.post('*/api/File/upload', () =>
        HttpResponse.json(
          { success: false, message: 'Desteklenmeyen dosya.', data: null },
          { status: 415 },
        ),
      ),
    );
    const { user } = await openEditor();
    const before = structuredClone(aboutRecord());
    await user.clear(screen.getByLabelText('Paragraf 1'));
    await user.type(screen.getByLabelText('Paragraf 1'), 'Banner ile birlikte kaydedilecek');
    await user.upload(screen.getByLabelText('Banner görseli dosyası'), svgFile('banner.svg'));
    expect(screen.getByLabelText('Banner görseli adresi (URL)')).toHaveValue('banner.svg');
    await user.click(saveButton());
    const alert = await feedback();
    expect(alert).toHaveTextContent('Banner yüklenemedi.');
    expect(alert).toHaveTextContent('Desteklenmeyen dosya formatı.');
    expect(aboutRecord()).toEqual(before);
    expect(screen.getByLabelText('Paragraf 1')).toHaveValue('Banner ile birlikte kaydedilecek');
    expect(saveButton()).toBeEnabled();
  });

  it("stops the save with 'Ana görsel yüklenemedi.' when the main image upload fails", async () => {
    server.use(
      http.post('*/api/File/upload', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Bozuk dosya.',
            data: null,
            errors: { file: ['Bozuk dosya.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openEditor();
    const before = structuredClone(aboutRecord());
    await user.upload(screen.getByLabelText('Ana görsel dosyası'), svgFile('ana.svg'));
    await user.click(saveButton());
    expect(await feedback()).toHaveTextContent('Ana görsel yüklenemedi.');
    expect(aboutRecord()).toEqual(before);
    expect(screen.getByLabelText('Ana görsel adresi (URL)')).toHaveValue('ana.svg');
  });

  it('uploads a pending banner first and saves its path', async () => {
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Banner görseli dosyası'), svgFile('yeni-banner.svg'));
    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    const uploaded = db.state.files.find((file) => file.name === 'yeni-banner.svg');
    expect(uploaded).toBeDefined();
    expect(aboutRecord().bannerImageUrl).toBe(uploaded?.path);
    expect(screen.getByLabelText('Banner görseli adresi (URL)')).toHaveValue(uploaded?.path);
  });

  it("shows the server's message when the save fails, and keeps the typed text", async () => {
    server.use(
      http.put('*/api/Page', () =>
        HttpResponse.json(
          { success: false, message: 'Sunucu bakımda, lütfen sonra deneyin.', data: null },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Başlık 1'));
    await user.type(screen.getByLabelText('Başlık 1'), 'Korunacak başlık');
    await user.click(saveButton());
    expect(await feedback()).toHaveTextContent('Sunucu bakımda, lütfen sonra deneyin.');
    expect(screen.getByLabelText('Başlık 1')).toHaveValue('Korunacak başlık');
  });

  it("says 'Güncelleme sırasında bir hata oluştu.' when the server cannot be reached", async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Başlık 1'), ' ek');
    control.failures = { remaining: 1, status: 0 };
    await user.click(saveButton());
    expect(await feedback()).toHaveTextContent('Güncelleme sırasında bir hata oluştu.');
  });

  it('asks to sign in again on a 401 and then completes the save', async () => {
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Paragraf 1'));
    await user.type(screen.getByLabelText('Paragraf 1'), 'Oturum sonrası kaydedilen paragraf');
    control.failures = { remaining: 1, status: 401 };
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    expect(aboutRecord().descriptions[0]).not.toBe('Oturum sonrası kaydedilen paragraf');
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(aboutRecord().descriptions[0]).toBe('Oturum sonrası kaydedilen paragraf');
    expect(screen.getByLabelText('Paragraf 1')).toHaveValue('Oturum sonrası kaydedilen paragraf');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByLabelText('Başlık 1'), ' değişti');
    await user.click(screen.getByRole('link', { name: 'Ürünler' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(dialog).getByRole('button', { name: 'Sayfada Kal' }));
    expect(router.state.location.pathname).toBe('/admin/aboutus');
    expect(screen.getByLabelText('Başlık 1')).toHaveValue(`${aboutRecord().titles[0]} değişti`);
  });
});

describe('about editor: gallery (at most 4 images)', () => {
  it('disables adding at 4, says so, and accepts a new image after one is removed', async () => {
    const { user } = await openEditor();
    const before = aboutRecord().fileIds;
    const gallery = screen.getByRole('group', { name: 'Galeri görselleri' });
    const add = within(gallery).getByRole('button', { name: '+ Galeriye Görsel Ekle' });
    expect(add).toBeDisabled();
    expect(gallery).toHaveTextContent('Galeride en fazla 4 görsel olabilir.');

    await user.click(within(gallery).getByRole('button', { name: 'Galeri görseli 2 kaldır' }));
    expect(within(gallery).getByText('(3 / 4)')).toBeInTheDocument();
    expect(within(gallery).getByText('Boş alan')).toBeInTheDocument();
    expect(add).toBeEnabled();

    await user.click(add);
    const picker = await screen.findByRole('dialog', { name: 'Galeriye görsel ekle' });
    const logo = db.state.files.find((file) => file.name.startsWith('referans-'));
    if (!logo) throw new Error('no partner logo in the seed');
    await user.click(await within(picker).findByRole('button', { name: new RegExp(logo.name) }));
    expect(within(gallery).getByText('(4 / 4)')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(aboutRecord().fileIds).toEqual([before[0], before[2], before[3], logo.id]);
  });

  it('refuses an image that is already in the gallery', async () => {
    const { user } = await openEditor();
    const gallery = screen.getByRole('group', { name: 'Galeri görselleri' });
    await user.click(within(gallery).getByRole('button', { name: 'Galeri görseli 4 kaldır' }));
    await user.click(within(gallery).getByRole('button', { name: '+ Galeriye Görsel Ekle' }));
    const picker = await screen.findByRole('dialog', { name: 'Galeriye görsel ekle' });
    const first = db.state.files.find((file) => file.id === aboutRecord().fileIds[0]);
    if (!first) throw new Error('no gallery image in the seed');
    await user.click(await within(picker).findByRole('button', { name: new RegExp(first.name) }));
    expect(await screen.findByText('Bu görsel zaten galeride.')).toBeInTheDocument();
    expect(within(gallery).getByText('(3 / 4)')).toBeInTheDocument();
  });
});

describe('about editor: SEO ve Paylaşım', () => {
  it('derives from the page as it is edited, counts the description and saves the fields', async () => {
    const saves = captureJsonBodies('PUT', '/api/Page');
    const { user } = await openEditor();
    const seed = aboutRecord();
    const preview = screen.getByRole('region', { name: 'Arama ve paylaşım önizlemesi' });
    const google = within(preview).getByRole('figure', { name: 'Google arama sonucu' });
    const title = screen.getByLabelText('Meta Başlık');
    const description = screen.getByLabelText('Meta Açıklama');

    // Empty: the public page's title and the first paragraph (cut to 160 characters), live.
    expect(title).toHaveAttribute('placeholder', 'Hakkımızda');
    expect(title).toHaveAccessibleDescription('10 / 60 karakter · içerikten türetildi');
    expect(google).toHaveTextContent('› about');
    expect(google).toHaveTextContent('Hakkımızda | Asil Yapı Kimyasalları');
    const derived = description.getAttribute('placeholder') ?? '';
    expect(derived.startsWith((seed.descriptions[0] ?? 'missing').slice(0, 40))).toBe(true);
    expect(derived.endsWith('…')).toBe(true);
    expect(description).toHaveAccessibleDescription('156 / 160 karakter · içerikten türetildi');
    await user.clear(screen.getByLabelText('Paragraf 1'));
    await user.type(screen.getByLabelText('Paragraf 1'), 'Biz kimiz?');
    expect(description).toHaveAttribute('placeholder', 'Biz kimiz?');
    expect(description).toHaveAccessibleDescription('10 / 160 karakter · içerikten türetildi');
    expect(google).toHaveTextContent('Biz kimiz?');

    await user.click(description);
    await user.paste(
      'İstanbul’da kurulan ekibimiz, çatlak ve su kaçağı onarımında ölçülü çözüm sunar.',
    );
    expect(description).toHaveAccessibleDescription('80 / 160 karakter');
    expect(google).toHaveTextContent('çatlak ve su kaçağı onarımında ölçülü çözüm sunar.');

    await user.paste(
      ' Keşiften teslime kadar aynı uzman ekip, şeffaf raporlama ve yazılı garanti ile her projede yanınızda.',
    );
    expect(description).toHaveAccessibleDescription(
      '182 / 160 karakter · Önerilen uzunluğu aşıyor',
    );

    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = {
      metaTitle: null,
      metaDescription:
        'İstanbul’da kurulan ekibimiz, çatlak ve su kaçağı onarımında ölçülü çözüm sunar. Keşiften teslime kadar aynı uzman ekip, şeffaf raporlama ve yazılı garanti ile her projede yanınızda.',
      shareImage: null,
    };
    expect(saves[0]).toMatchObject(sent);
    expect(aboutRecord()).toMatchObject(sent);
    expect(description).toHaveValue(sent.metaDescription);
  });
});
