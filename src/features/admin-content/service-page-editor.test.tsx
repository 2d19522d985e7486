import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { control, db } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { captureJsonBodies } from '../../../tests/helpers/request-bodies';
import { startSession } from '../../lib/session';
import { ASILNUNX_TITLE, SERVICE_PAGE_TITLES } from '../service-pages/service-head';
import { ASILNUNX_PUBLIC_TITLE, servicePageEditors } from './queries';

// Sonner replays toasts still on screen to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

type PageKey = keyof typeof db.state.servicePages;

async function openEditor(path: string, heading: string) {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no admin in the seed');
  startSession(localStorage, issueToken(admin).token);
  const view = await renderPanel(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await screen.findByLabelText('Banner başlığı');
  return view;
}

const openAnchoring = () => openEditor('/admin/kimyasalankraj', 'Kimyasal Ankraj Sayfası');
const saveButton = () => screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });
const saved = () => screen.findByText('Değişiklikler başarıyla kaydedildi!');
const slot = (number: number) => screen.getByRole('group', { name: `Galeri görseli ${number}` });
const svgFile = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'], 'foto.svg', {
    type: 'image/svg+xml',
  });

describe('service page editor', () => {
  it.each<[string, string, PageKey]>([
    ['/admin/Poliuretan', 'Poliüretan Enjeksiyon Sayfası', 'poliuretan-enjeksiyon'],
    ['/admin/kimyasalankraj', 'Kimyasal Ankraj Sayfası', 'kimyasal-ankraj'],
    ['/admin/telbeton', 'Halatlı Tel Beton Kesme Sayfası', 'halatli-tel-beton-kesme'],
  ])('%s is the editor of its own page (%s)', async (path, heading, key) => {
    const seed = db.state.servicePages[key];
    await openEditor(path, heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const expected: [string, string][] = [
      ['Kart başlığı', seed.homepageTitle],
      ['Kart alt başlığı', seed.homepageSubtitle],
      ['Kart görseli adresi (URL)', seed.homepageImage],
      ['Banner başlığı', seed.mainTitle],
      ['Banner görseli adresi (URL)', seed.mainBannerImage],
      ['Açıklama başlığı', seed.descriptionTitle],
      ['Açıklama metni', seed.descriptionText],
      ['Uygulama alanları başlığı', seed.applicationAreasTitle],
      ['Galeri başlığı', seed.galleryTitle],
      ['Detay başlığı', seed.detailsTitle],
      ['Detay metni', seed.detailsText],
      ['YouTube bağlantısı', seed.youtubeLink],
      ['Alt bilgi başlığı', seed.bottomInfoTitle],
      ['Alt bilgi metni', seed.bottomInfoText],
    ];
    for (const [label, value] of expected) expect(screen.getByLabelText(label)).toHaveValue(value);
    seed.applicationAreas.forEach((area, index) =>
      expect(screen.getByLabelText(`Uygulama alanı ${index + 1}`)).toHaveValue(area),
    );
    seed.documents.forEach((document, index) => {
      expect(screen.getByLabelText(`Doküman ${index + 1} başlığı`)).toHaveValue(document.title);
      expect(screen.getByLabelText(`Doküman ${index + 1} adresi (URL)`)).toHaveValue(document.url);
    });
  });

  it('saves a new description as the whole object, touching no other page', async () => {
    const seed = structuredClone(db.state.servicePages);
    const { user } = await openAnchoring();
    const text = screen.getByLabelText('Açıklama metni');
    await user.clear(text);
    await user.type(text, 'Yeni açıklama metni.');
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.servicePages['kimyasal-ankraj']).toEqual({
      ...seed['kimyasal-ankraj'],
      descriptionText: 'Yeni açıklama metni.',
    });
    expect(db.state.servicePages['poliuretan-enjeksiyon']).toEqual(seed['poliuretan-enjeksiyon']);
    expect(db.state.servicePages['halatli-tel-beton-kesme']).toEqual(
      seed['halatli-tel-beton-kesme'],
    );
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).not.toBeInTheDocument();
  });

  it('has exactly 8 gallery slots; a slot can be cleared or set, and stays in its place', async () => {
    const seed = structuredClone(db.state.servicePages['kimyasal-ankraj'].galleryImages);
    const { user } = await openAnchoring();
    const slots = screen.getAllByRole('group', { name: /^Galeri görseli \d$/ });
    expect(slots).toHaveLength(8);
    slots.forEach((group, index) =>
      expect(within(group).getByLabelText(`Galeri görseli ${index + 1} adresi (URL)`)).toHaveValue(
        seed[index] ?? '',
      ),
    );
    await user.click(within(slot(2)).getByRole('button', { name: 'Kaldır' }));
    expect(within(slot(2)).getByText('Görsel seçilmedi')).toBeInTheDocument();
    const eighth = within(slot(8)).getByLabelText('Galeri görseli 8 adresi (URL)');
    await user.clear(eighth);
    await user.type(eighth, '/uploads/yeni-galeri.svg');
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    const stored = db.state.servicePages['kimyasal-ankraj'].galleryImages;
    expect(stored).toHaveLength(8);
    expect(stored).toEqual(
      seed.map((image, index) =>
        index === 1 ? '' : index === 7 ? '/uploads/yeni-galeri.svg' : image,
      ),
    );
  });

  it('uploads a gallery image to the backend file store', async () => {
    const { user } = await openAnchoring();
    await user.upload(within(slot(3)).getByLabelText('Galeri görseli 3 dosyası'), svgFile());
    const address = within(slot(3)).getByLabelText<HTMLInputElement>(
      'Galeri görseli 3 adresi (URL)',
    );
    await waitFor(() => expect(address.value).toMatch(/foto\.svg$/));
    const stored = db.state.files.find((file) => file.path === address.value);
    expect(stored?.name).toBe('foto.svg');
  });

  it('adds and removes application areas; empty rows are dropped on save', async () => {
    const seed = [...db.state.servicePages['kimyasal-ankraj'].applicationAreas];
    const { user } = await openAnchoring();
    await user.click(screen.getByRole('button', { name: '+ Uygulama alanı ekle' }));
    await user.type(
      screen.getByLabelText(`Uygulama alanı ${seed.length + 1}`),
      'Prefabrik eleman bağlantıları',
    );
    await user.click(screen.getByRole('button', { name: '+ Uygulama alanı ekle' }));
    await user.click(screen.getByRole('button', { name: 'Uygulama alanı 1 sil' }));
    await user.clear(screen.getByLabelText('Uygulama alanı 2'));
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.servicePages['kimyasal-ankraj'].applicationAreas).toEqual([
      ...seed.slice(1).filter((_, index) => index !== 1),
      'Prefabrik eleman bağlantıları',
    ]);
  });

  it('checks the video link and previews a valid one', async () => {
    const before = structuredClone(db.state.servicePages['kimyasal-ankraj']);
    const { user } = await openAnchoring();
    expect(screen.getByText('Geçerli YouTube bağlantısı. Önizleme:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Videoyu oynat/ })).toBeInTheDocument();
    const link = screen.getByLabelText('YouTube bağlantısı');
    // A link is pasted, as people enter one (typing it key by key took seconds on a busy machine).
    await user.clear(link);
    await user.paste('https://vimeo.com/76979871');
    expect(screen.getByText('Geçerli bir YouTube bağlantısı girin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Videoyu oynat/ })).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(db.state.servicePages['kimyasal-ankraj']).toEqual(before);
    await user.clear(link);
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.queryByText('Geçerli bir YouTube bağlantısı girin.')).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.servicePages['kimyasal-ankraj'].youtubeLink).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
  });

  it('edits the document links: a half-filled row is refused, an empty one dropped', async () => {
    const seed = structuredClone(db.state.servicePages['kimyasal-ankraj'].documents);
    const { user } = await openAnchoring();
    const add = screen.getByRole('button', { name: '+ Doküman ekle' });
    await user.click(add);
    await user.click(add);
    const next = seed.length + 1;
    await user.type(screen.getByLabelText(`Doküman ${next} başlığı`), 'Çekme Testi Raporu');
    await user.click(saveButton());
    expect(await screen.findByText('Doküman adresi zorunludur.')).toBeInTheDocument();
    expect(db.state.servicePages['kimyasal-ankraj'].documents).toEqual(seed);
    await user.click(screen.getByLabelText(`Doküman ${next} adresi (URL)`));
    await user.paste('/uploads/cekme-testi.pdf');
    await user.click(screen.getByRole('button', { name: 'Doküman 1: Sil' }));
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.servicePages['kimyasal-ankraj'].documents).toEqual([
      ...seed.slice(1),
      { title: 'Çekme Testi Raporu', url: '/uploads/cekme-testi.pdf' },
    ]);
  });

  it.each([
    ['Banner görseli', 'kimyasal-ankraj-banner'],
    ['Kart görseli', 'kimyasal-ankraj-homepage-product'],
  ])("names the kind when the '%s' upload fails", async (label, kind) => {
    const { user } = await openAnchoring();
    control.failures = { remaining: 1, status: 415 };
    await user.upload(screen.getByLabelText(`${label} dosyası`), svgFile());
    expect(await screen.findByText(`Dosya yüklenirken hata oluştu: ${kind}`)).toBeInTheDocument();
  });

  it('uploads the polyurethane banner to the poliuretan-banner kind', async () => {
    const { user } = await openEditor('/admin/Poliuretan', 'Poliüretan Enjeksiyon Sayfası');
    await user.upload(screen.getByLabelText('Banner görseli dosyası'), svgFile());
    const address = screen.getByLabelText<HTMLInputElement>('Banner görseli adresi (URL)');
    await waitFor(() => expect(address.value).toMatch(/poliuretan-banner-foto\.svg$/));
    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    expect(db.state.servicePages['poliuretan-enjeksiyon'].mainBannerImage).toBe(address.value);
  });

  it("says 'Veriler güncellenirken bir hata oluştu.' when the save fails", async () => {
    const before = structuredClone(db.state.servicePages['halatli-tel-beton-kesme']);
    const { user } = await openEditor('/admin/telbeton', 'Halatlı Tel Beton Kesme Sayfası');
    await user.type(screen.getByLabelText('Detay başlığı'), ' (güncel)');
    control.failures = { remaining: 1, status: 500 };
    await user.click(saveButton());
    // In a toast and on the publish bar's status line.
    expect(await screen.findAllByText('Veriler güncellenirken bir hata oluştu.')).not.toHaveLength(
      0,
    );
    expect(db.state.servicePages['halatli-tel-beton-kesme']).toEqual(before);
    expect(screen.getByLabelText('Detay başlığı')).toHaveValue(`${before.detailsTitle} (güncel)`);
  });

  it('asks to sign in again on a 401 and then saves what was typed', async () => {
    const { user } = await openEditor('/admin/Poliuretan', 'Poliüretan Enjeksiyon Sayfası');
    const title = screen.getByLabelText('Kart alt başlığı');
    await user.clear(title);
    await user.type(title, 'Su kaçaklarına kalıcı çözüm');
    control.failures = { remaining: 1, status: 401 };
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    expect(await saved()).toBeInTheDocument();
    expect(db.state.servicePages['poliuretan-enjeksiyon'].homepageSubtitle).toBe(
      'Su kaçaklarına kalıcı çözüm',
    );
  });

  it('starts a fresh form when moving to another service page', async () => {
    const { user, router } = await openAnchoring();
    await user.click(screen.getByRole('link', { name: 'Halatlı Tel Beton Kesme' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halatlı Tel Beton Kesme Sayfası' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/telbeton');
    await waitFor(() =>
      expect(screen.getByLabelText('Banner başlığı')).toHaveValue(
        db.state.servicePages['halatli-tel-beton-kesme'].mainTitle,
      ),
    );
  });
});

describe('service page editor: SEO ve Paylaşım', () => {
  it('derives the titles the public pages use', () => {
    for (const key of Object.keys(SERVICE_PAGE_TITLES) as PageKey[]) {
      expect(servicePageEditors[key].publicTitle).toBe(SERVICE_PAGE_TITLES[key]);
    }
    expect(ASILNUNX_PUBLIC_TITLE).toBe(ASILNUNX_TITLE);
  });

  it('previews the page, counts a typed meta title, uploads a share image and saves the fields', async () => {
    const seed = structuredClone(db.state.servicePages['kimyasal-ankraj']);
    const saves = captureJsonBodies('PUT', '/api/kimyasal-ankraj');
    const { user } = await openAnchoring();
    const preview = screen.getByRole('region', { name: 'Arama ve paylaşım önizlemesi' });
    const google = within(preview).getByRole('figure', { name: 'Google arama sonucu' });
    const card = within(preview).getByRole('figure', {
      name: 'Paylaşım kartı (WhatsApp, LinkedIn)',
    });
    const title = screen.getByLabelText('Meta Başlık');

    // Empty: the banner title, the description text and the banner image of the page.
    expect(title).toHaveAttribute('placeholder', seed.mainTitle);
    expect(title).toHaveAccessibleDescription('30 / 60 karakter · içerikten türetildi');
    const derived = screen.getByLabelText('Meta Açıklama').getAttribute('placeholder') ?? '';
    expect(derived.startsWith(seed.descriptionText.slice(0, 40))).toBe(true);
    expect(derived.endsWith('…')).toBe(true);
    expect(google).toHaveTextContent('› KimyasalAnkraj');
    expect(google).toHaveTextContent('Kimyasal Ankraj ve Filiz Ekimi | Asil Yapı Kimyasalları');

    await user.type(title, 'Kimyasal Ankraj: Çekme Testli Filiz Ekimi');
    expect(title).toHaveAccessibleDescription('41 / 60 karakter');
    expect(google).toHaveTextContent('Kimyasal Ankraj: Çekme Testli Filiz Ekimi');
    await user.type(title, ' ve Kolon Mantolama Uygulamaları');
    expect(title).toHaveAccessibleDescription('73 / 60 karakter · Önerilen uzunluğu aşıyor');

    const share = screen.getByRole('group', { name: 'Paylaşım Görseli' });
    await user.upload(within(share).getByLabelText('Paylaşım Görseli dosyası'), svgFile());
    const address = within(share).getByLabelText<HTMLInputElement>('Paylaşım Görseli adresi (URL)');
    await waitFor(() => expect(address.value).toMatch(/foto\.svg$/));
    // An SVG is kept, but share cards do not show it: the preview says so.
    expect(card).toHaveTextContent('yalnızca JPG, PNG, WebP, GIF veya AVIF');

    await user.click(saveButton());
    expect(await saved()).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = {
      metaTitle: 'Kimyasal Ankraj: Çekme Testli Filiz Ekimi ve Kolon Mantolama Uygulamaları',
      metaDescription: null,
      shareImage: address.value,
    };
    expect(saves[0]).toMatchObject(sent);
    expect(db.state.servicePages['kimyasal-ankraj']).toEqual({ ...seed, ...sent });
  });
});
