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

async function openProducts(path = '/admin/products') {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no demo administrator in the seed');
  startSession(localStorage, issueToken(admin).token);
  const view = await renderPanel(path);
  await screen.findByRole('list', { name: 'Ürün listesi' }, { timeout: 5000 });
  return view;
}

async function openNewProduct() {
  const view = await openProducts();
  await view.user.click(screen.getByRole('button', { name: 'Yeni Ürün' }));
  const dialog = await screen.findByRole('dialog', { name: 'Yeni Ürün' });
  return { ...view, dialog };
}

async function openEdit(name: string) {
  // The grid is newest first, 10 to a page: open the page that shows the product.
  const position = [...db.state.products].reverse().findIndex((product) => product.name === name);
  const page = Math.floor(Math.max(0, position) / 10) + 1;
  const view = await openProducts(page > 1 ? `/admin/products?page=${String(page)}` : undefined);
  await view.user.click(screen.getByRole('button', { name: `${name} düzenle` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ürünü Düzenle' });
  await within(dialog).findByRole('form', { name: 'Ürün formu' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Kaydet' });
const productNamed = (name: string) => db.state.products.find((product) => product.name === name);
const svgFile = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], name, {
    type: 'image/svg+xml',
  });
const failedUpload = () =>
  http.post('*/api/File/upload', () =>
    HttpResponse.json(
      { success: false, message: 'Desteklenmeyen dosya.', data: null },
      { status: 415 },
    ),
  );

beforeEach(() => {
  // jsdom has no object URLs; the image fields preview a picked file with one.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

afterEach(() => {
  notices.close();
  toast.dismiss();
});

describe('product form: rules (docs/SPEC.md section 5)', () => {
  it("requires the name: 'Ürün adı zorunludur.'", async () => {
    const { user, dialog } = await openNewProduct();
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('Ürün adı zorunludur.')).toBeInTheDocument();
    expect(field(dialog, 'Ürün adı')).toHaveAttribute('aria-invalid', 'true');
    expect(db.state.products).toHaveLength(11);
  });

  it('lets the slug follow the name until the slug is edited', async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Özel Çatlak Enjeksiyonu');
    expect(field(dialog, 'Slug (ürün sayfası adresi)')).toHaveValue('ozel-catlak-enjeksiyonu');
    expect(dialog).toHaveTextContent('Adres: /product/ozel-catlak-enjeksiyonu');

    await user.clear(field(dialog, 'Slug (ürün sayfası adresi)'));
    // An empty slug will be built from the name on save; the hint says which.
    expect(dialog).toHaveTextContent('Adres: /product/ozel-catlak-enjeksiyonu');
    await user.type(field(dialog, 'Slug (ürün sayfası adresi)'), 'catlak-urunu');
    await user.type(field(dialog, 'Ürün adı'), ' Ürünü');
    expect(field(dialog, 'Ürün adı')).toHaveValue('Özel Çatlak Enjeksiyonu Ürünü');
    expect(field(dialog, 'Slug (ürün sayfası adresi)')).toHaveValue('catlak-urunu');
  });

  it("refuses a name that gives no slug: 'Geçerli bir slug oluşturulamadı.'", async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), '!!! ???');
    expect(field(dialog, 'Slug (ürün sayfası adresi)')).toHaveValue('');
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('Geçerli bir slug oluşturulamadı.')).toBeInTheDocument();
    expect(db.state.products).toHaveLength(11);
  });

  it('keeps at least one row in every list and previews a short or watch-page video link', async () => {
    const { user, dialog } = await openNewProduct();
    for (const label of [
      'Başlık 1',
      'Alt başlık 1',
      'Açıklama 1',
      'Liste başlığı 1',
      'Liste maddesi 1',
      'Bağlantı 1',
      'Video bağlantısı 1',
      'Video başlığı 1',
      'Video açıklaması 1',
    ]) {
      expect(field(dialog, label)).toHaveValue('');
    }
    expect(within(dialog).getByRole('button', { name: 'Başlık 1 sil' })).toBeDisabled();

    expect(within(dialog).queryByText('Video önizlemesi')).not.toBeInTheDocument();
    await user.type(field(dialog, 'Video bağlantısı 1'), 'https://example.com/video');
    expect(within(dialog).queryByText('Video önizlemesi')).not.toBeInTheDocument();
    await user.clear(field(dialog, 'Video bağlantısı 1'));
    await user.type(field(dialog, 'Video bağlantısı 1'), 'https://youtu.be/Qm7T2xKp4Ws');
    await user.type(field(dialog, 'Video başlığı 1'), 'Uygulama videosu');
    expect(within(dialog).getByText('Video önizlemesi')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: /^Videoyu oynat: ?Uygulama videosu$/ }),
    );
    expect(within(dialog).getByTitle('Uygulama videosu')).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.youtube.com/embed/Qm7T2xKp4Ws'),
    );
  });
});

describe('product form: saving', () => {
  it('creates a product with the cleaned fields, its documents and detail images', async () => {
    const { user, dialog, router } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Özel Çatlak Enjeksiyonu Ürünü');
    await user.type(field(dialog, 'Başlık 1'), 'Çatlaklara kalıcı çözüm');
    await user.click(within(dialog).getByRole('button', { name: '+ Başlık ekle' }));
    await user.type(field(dialog, 'Açıklama 1'), '  Derin çatlaklar için enjeksiyon.  ');
    await user.type(field(dialog, 'Alt başlık 1'), 'Hızlı uygulama');
    await user.click(within(dialog).getByRole('checkbox', { name: /Bilgi Al/ }));

    // A document from the document list.
    const document = db.state.documents.find(
      (candidate) => candidate.name === 'Bitümlü Su Yalıtım Membranı Teknik Föyü',
    );
    if (!document?.fileId) throw new Error('no membrane datasheet with a file in the seed');
    await user.click(within(dialog).getByRole('button', { name: '+ Belge Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Belge Seç' });
    await user.type(within(picker).getByLabelText('Belge ara'), 'BİTÜMLÜ');
    await user.click(
      await within(picker).findByRole('button', { name: new RegExp(document.name) }),
    );
    await user.click(within(picker).getByRole('button', { name: 'Kapat' }));
    expect(
      within(dialog).getByRole('button', { name: `${document.name} belgesini kaldır` }),
    ).toBeInTheDocument();

    // A detail image from the system, then an upload that waits for the save.
    const picked = db.state.files.find((file) => file.name.startsWith('urun-su-yalitimi-detay'));
    if (!picked) throw new Error('no detail image in the seed');
    await user.click(within(dialog).getByRole('button', { name: '+ Sistemden Detay Görseli Seç' }));
    const files = await screen.findByRole('dialog', { name: 'Detay görseli: sistemden seç' });
    await user.click(await within(files).findByRole('button', { name: new RegExp(picked.name) }));
    await user.upload(field(dialog, 'Detay görseli dosyaları'), svgFile('yeni-detay.svg'));
    expect(within(dialog).getByText('Kaydettiğinizde yüklenecek.')).toBeInTheDocument();
    // Moved before the picked one.
    await user.click(within(dialog).getByRole('button', { name: 'Detay görseli 2 yukarı taşı' }));

    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün oluşturuldu.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const saved = productNamed('Özel Çatlak Enjeksiyonu Ürünü');
    const uploaded = db.state.files.find((file) => file.name === 'yeni-detay.svg');
    expect(uploaded).toBeDefined();
    expect(saved).toMatchObject({
      slug: 'ozel-catlak-enjeksiyonu-urunu',
      titles: ['Çatlaklara kalıcı çözüm'],
      subtitles: ['Hızlı uygulama'],
      descriptions: ['Derin çatlaklar için enjeksiyon.'],
      listItems: [],
      videoUrls: [],
      showContact: false,
      documentIds: [document.id],
      documentFileIds: [document.fileId],
      documentImageIds: document.previewImageFileId ? [document.previewImageFileId] : [],
      productDetailImageIds: [uploaded?.id, picked.id],
      productDetailFileIds: [uploaded?.id, picked.id],
      fileIds: [
        uploaded?.id,
        picked.id,
        document.fileId,
        ...(document.previewImageFileId ? [document.previewImageFileId] : []),
      ],
    });
    // The grid is newest first: the new product is on page 1.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Özel Çatlak Enjeksiyonu Ürünü' }),
    ).toBeInTheDocument();
  });

  it("adds a document made with 'Yeni Belge' and removes a chosen one", async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Belgeli Ürün');
    await user.click(within(dialog).getByRole('button', { name: '+ Yeni Belge' }));
    const create = await screen.findByRole('dialog', { name: 'Yeni Belge' });
    await user.type(within(create).getByLabelText('Dosya adı'), 'Uygulama Şartnamesi');
    await user.type(
      within(create).getByLabelText('Harici URL'),
      'https://www.example.com/sartname.pdf',
    );
    await user.click(within(create).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Yeni Belge' })).not.toBeInTheDocument(),
    );
    const created = db.state.documents.find((document) => document.name === 'Uygulama Şartnamesi');
    expect(created).toBeDefined();
    expect(
      within(dialog).getByRole('button', { name: 'Uygulama Şartnamesi belgesini kaldır' }),
    ).toBeInTheDocument();

    // Picked from the list too, then removed again.
    await user.click(within(dialog).getByRole('button', { name: '+ Belge Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Belge Seç' });
    await user.type(within(picker).getByLabelText('Belge ara'), '9001');
    await user.click(await within(picker).findByRole('button', { name: /^ISO 9001/ }));
    expect(within(picker).getByRole('button', { name: /^ISO 9001/ })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: 'Kapat' }));
    await user.click(
      within(dialog).getByRole('button', {
        name: 'ISO 9001 Kalite Yönetim Sistemi Sertifikası belgesini kaldır',
      }),
    );

    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün oluşturuldu.')).toBeInTheDocument();
    expect(productNamed('Belgeli Ürün')).toMatchObject({
      documentIds: [created?.id],
      documentFileIds: [],
      documentImageIds: [],
      fileIds: [],
    });
  });

  it('edits a product: the change is saved and everything else goes back as it was', async () => {
    const before = structuredClone(productNamed('Poliüretan Enjeksiyon'));
    if (!before) throw new Error('no Poliüretan Enjeksiyon in the seed');
    const { user, dialog } = await openEdit(before.name);
    expect(field(dialog, 'Ürün adı')).toHaveValue(before.name);
    expect(field(dialog, 'Slug (ürün sayfası adresi)')).toHaveValue(before.slug);
    expect(field(dialog, 'Açıklama 1')).toHaveValue(before.descriptions[0]);
    expect(field(dialog, 'Video bağlantısı 1')).toHaveValue(before.videoUrls[0]);
    expect(within(dialog).getAllByRole('button', { name: /belgesini kaldır$/ })).toHaveLength(
      before.documentIds.length,
    );
    expect(
      within(dialog).getAllByRole('button', { name: /^Detay görseli \d+ kaldır$/ }),
    ).toHaveLength(before.productDetailImageIds.length);

    await user.clear(field(dialog, 'Açıklama 1'));
    await user.type(field(dialog, 'Açıklama 1'), 'Yeni ilk açıklama.');
    // An existing product keeps its address when the name changes.
    await user.type(field(dialog, 'Ürün adı'), ' Sistemi');
    expect(field(dialog, 'Slug (ürün sayfası adresi)')).toHaveValue(before.slug);
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün kaydedildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const after = db.state.products.find((product) => product.id === before.id);
    expect(after).toMatchObject({
      ...before,
      name: 'Poliüretan Enjeksiyon Sistemi',
      descriptions: ['Yeni ilk açıklama.', ...before.descriptions.slice(1)],
      updatedAt: expect.any(String),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Poliüretan Enjeksiyon Sistemi' }),
    ).toBeInTheDocument();
  });

  it('starts an edit from the product as it is now, not from the read of the last opening', async () => {
    const { user, dialog } = await openEdit('Karot ile Beton Delme');
    const id = productNamed('Karot ile Beton Delme')?.id;
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved meanwhile, e.g. by another administrator or a restore.
    const product = db.state.products.find((candidate) => candidate.id === id);
    if (!product) throw new Error('no Karot ile Beton Delme in the seed');
    product.descriptions = ['Başka bir yönetici değiştirdi.'];
    await user.click(screen.getByRole('button', { name: 'Karot ile Beton Delme düzenle' }));
    const again = await screen.findByRole('dialog', { name: 'Ürünü Düzenle' });
    await within(again).findByRole('form', { name: 'Ürün formu' });
    expect(field(again, 'Açıklama 1')).toHaveValue('Başka bir yönetici değiştirdi.');
  });

  it('uploads a pending main image at save time and sends it as both ids and paths', async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Görselli Ürün');
    await user.upload(field(dialog, 'Ana ürün görseli dosyası'), svgFile('ana-urun.svg'));
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün oluşturuldu.')).toBeInTheDocument();
    const uploaded = db.state.files.find((file) => file.name === 'ana-urun.svg');
    expect(productNamed('Görselli Ürün')).toMatchObject({
      productMainImageId: uploaded?.id,
      productImageId: uploaded?.id,
      mainImageUrl: uploaded?.path,
      image: uploaded?.path,
      fileIds: [uploaded?.id],
    });
  });

  it("stops the save with 'Ana ürün görseli yüklenirken bir hata oluştu.'", async () => {
    server.use(failedUpload());
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Görseli Yüklenemeyen Ürün');
    await user.upload(field(dialog, 'Ana ürün görseli dosyası'), svgFile('ana.svg'));
    await user.click(saveButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ana ürün görseli yüklenirken bir hata oluştu.');
    expect(alert).toHaveTextContent('Desteklenmeyen dosya formatı.');
    expect(productNamed('Görseli Yüklenemeyen Ürün')).toBeUndefined();
    expect(field(dialog, 'Ürün adı')).toHaveValue('Görseli Yüklenemeyen Ürün');
    expect(saveButton(dialog)).toBeEnabled();
  });

  it("stops the save with 'Detay görseli yüklenirken bir hata oluştu.'", async () => {
    server.use(failedUpload());
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Detayı Yüklenemeyen Ürün');
    await user.upload(field(dialog, 'Detay görseli dosyaları'), svgFile('detay.svg'));
    await user.click(saveButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Detay görseli yüklenirken bir hata oluştu.');
    expect(alert).toHaveTextContent('detay.svg');
    expect(productNamed('Detayı Yüklenemeyen Ürün')).toBeUndefined();
    expect(within(dialog).getByText('Kaydettiğinizde yüklenecek.')).toBeInTheDocument();
  });

  it("shows 'Ürün kaydedilirken bir hata oluştu.' with the server's reason for a taken slug", async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Su Yalıtımı');
    await user.type(field(dialog, 'Başlık 1'), 'Korunacak başlık');
    await user.click(saveButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ürün kaydedilirken bir hata oluştu.');
    expect(alert).toHaveTextContent('Bu slug başka bir kayıtta kullanılıyor.');
    expect(db.state.products.filter((product) => product.name === 'Su Yalıtımı')).toHaveLength(1);
    expect(field(dialog, 'Başlık 1')).toHaveValue('Korunacak başlık');
  });

  it('says so when the new product takes over an old address that was redirected', async () => {
    db.state.redirects.push({
      id: crypto.randomUUID(),
      from: '/product/su-geciren-beton',
      to: '/product/su-yalitimi',
      createdAt: db.now(),
      hits: 3,
      lastHitAt: null,
    });
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Su Geçiren Beton');
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün oluşturuldu.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        "'/product/su-geciren-beton' adresindeki yönlendirme kaldırıldı; bu adres artık bu ürünü gösteriyor.",
      ),
    ).toBeInTheDocument();
    expect(db.state.redirects).toEqual([]);
  });

  it('keeps the dialog and the values after a server error (500)', async () => {
    const { user, dialog } = await openEdit('Karot ile Beton Delme');
    await user.clear(field(dialog, 'Başlık 1'));
    await user.type(field(dialog, 'Başlık 1'), 'Kaybolmaması gereken başlık');
    control.failures = { remaining: 1, status: 500 };
    await user.click(saveButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ürün kaydedilirken bir hata oluştu.');
    expect(alert).not.toHaveTextContent('slug');
    expect(field(dialog, 'Başlık 1')).toHaveValue('Kaybolmaması gereken başlık');
    expect(productNamed('Karot ile Beton Delme')?.titles[0]).not.toBe(
      'Kaybolmaması gereken başlık',
    );
    // A second try goes through.
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün kaydedildi.')).toBeInTheDocument();
    expect(productNamed('Karot ile Beton Delme')?.titles[0]).toBe('Kaybolmaması gereken başlık');
  });

  it('asks to sign in again on a 401 and then completes the save', async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Oturum Sonrası Ürün');
    control.failures = { remaining: 1, status: 401 };
    await user.click(saveButton(dialog));
    const signIn = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    expect(productNamed('Oturum Sonrası Ürün')).toBeUndefined();
    await user.type(within(signIn).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(signIn).getByLabelText('Şifre'), 'admin123');
    await user.click(within(signIn).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    expect(await screen.findByText('Ürün oluşturuldu.')).toBeInTheDocument();
    expect(productNamed('Oturum Sonrası Ürün')?.slug).toBe('oturum-sonrasi-urun');
  });
});

describe('product form: drafts (issue 21 section 2)', () => {
  const productCard = (name: string) =>
    screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

  it("saves a new product as a draft: marked 'Taslak' in the grid, with no page to view", async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Yarım Ürün');
    await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));
    expect(
      await screen.findByText(
        'Taslak kaydedildi. Ziyaretçiler bu ürünü yayınlanana kadar göremez.',
      ),
    ).toBeInTheDocument();
    expect(productNamed('Yarım Ürün')?.status).toBe('draft');
    await waitFor(() => expect(productCard('Yarım Ürün')).toHaveTextContent('Taslak'));
    expect(
      within(productCard('Yarım Ürün')).queryByRole('link', { name: /sayfasını görüntüle/ }),
    ).not.toBeInTheDocument();
  });

  it("keeps a draft a draft on 'Taslak olarak kaydet' and publishes it with 'Yayınla'", async () => {
    const [first] = db.state.products;
    if (!first) throw new Error('the seed has no products');
    db.state.products.push({
      ...structuredClone(first),
      id: '5b0c8f1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Taslak Enjeksiyon',
      slug: 'taslak-enjeksiyon',
      status: 'draft',
    });
    const { user, dialog } = await openEdit('Taslak Enjeksiyon');
    expect(within(dialog).getByText('Taslak')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();
    await user.clear(field(dialog, 'Başlık 1'));
    await user.type(field(dialog, 'Başlık 1'), 'Henüz hazır değil');
    await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() =>
      expect(productNamed('Taslak Enjeksiyon')?.titles[0]).toBe('Henüz hazır değil'),
    );
    expect(productNamed('Taslak Enjeksiyon')?.status).toBe('draft');

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Taslak Enjeksiyon düzenle' }));
    const again = await screen.findByRole('dialog', { name: 'Ürünü Düzenle' });
    await user.click(await within(again).findByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Ürün yayınlandı.')).toBeInTheDocument();
    expect(productNamed('Taslak Enjeksiyon')?.status).toBe('published');
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish' });
  });
});

describe('product form: closing', () => {
  it('closes at once without edits', async () => {
    const { user, dialog } = await openNewProduct();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before closing with unsaved edits', async () => {
    const { user, dialog } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Yarım kalan ürün');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(ask).getByRole('button', { name: 'Formda Kal' }));
    expect(field(dialog, 'Ürün adı')).toHaveValue('Yarım kalan ürün');

    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    const again = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(again).getByRole('button', { name: 'Kaydetmeden Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(productNamed('Yarım kalan ürün')).toBeUndefined();
  });

  it('asks before leaving the page with the dialog dirty', async () => {
    const { user, dialog, router } = await openNewProduct();
    await user.type(field(dialog, 'Ürün adı'), 'Yarım kalan ürün');
    void router.navigate({ to: '/admin/Home' });
    const ask = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(ask).getByRole('button', { name: 'Sayfada Kal' }));
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(field(dialog, 'Ürün adı')).toHaveValue('Yarım kalan ürün');
  });
});

describe('product form: SEO ve Paylaşım', () => {
  it('previews the derived values, follows a typed meta title, and saves the fields', async () => {
    const before = productNamed('Poliüretan Enjeksiyon');
    if (!before) throw new Error('no Poliüretan Enjeksiyon in the seed');
    const saves = captureJsonBodies('PUT', '/api/Product');
    const { user, dialog } = await openEdit(before.name);
    const preview = within(dialog).getByRole('region', { name: 'Arama ve paylaşım önizlemesi' });
    const google = within(preview).getByRole('figure', { name: 'Google arama sonucu' });
    const card = within(preview).getByRole('figure', {
      name: 'Paylaşım kartı (WhatsApp, LinkedIn)',
    });
    const title = field(dialog, 'Meta Başlık');
    const description = field(dialog, 'Meta Açıklama');

    // Empty fields: the placeholders and the preview show what is derived from the product.
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Poliüretan Enjeksiyon');
    expect(title).toHaveAccessibleDescription('21 / 60 karakter · içerikten türetildi');
    const derived = description.getAttribute('placeholder') ?? '';
    expect(derived.startsWith('Poliüretan enjeksiyon, betonarme yapılarda')).toBe(true);
    expect(derived.endsWith('…')).toBe(true);
    expect(google).toHaveTextContent(`› product › ${before.slug}`);
    expect(google).toHaveTextContent('Poliüretan Enjeksiyon | Asil Yapı Kimyasalları');
    expect(google).toHaveTextContent(derived);
    // The product's own image is an SVG, which share cards do not show: the site's default.
    const cardImage = () => within(card).getByRole('img', { name: 'Paylaşım kartının görseli' });
    expect(cardImage()).toHaveAttribute('src', expect.stringMatching(/\/images\/og-default\.jpg$/));
    expect(card).toHaveTextContent('yalnızca JPG, PNG, WebP, GIF veya AVIF');

    await user.type(title, 'Sızıntıya Kalıcı Çözüm');
    expect(title).toHaveAccessibleDescription('22 / 60 karakter');
    expect(google).toHaveTextContent('Sızıntıya Kalıcı Çözüm');
    expect(card).toHaveTextContent('Sızıntıya Kalıcı Çözüm');

    await user.click(title);
    await user.paste(' — Bodrum Perdesi, Tünel ve Asansör Kuyusunda İşçilik Güvencesi');
    expect(title).toHaveAccessibleDescription('85 / 60 karakter · Önerilen uzunluğu aşıyor');
    expect(within(dialog).getByText(/Önerilen uzunluğu aşıyor/)).toHaveClass('text-accent-800');
    await user.clear(title);
    await user.type(title, 'Sızıntıya Kalıcı Çözüm');

    await user.type(field(dialog, 'Paylaşım Görseli adresi (URL)'), '/uploads/paylasim.jpg');
    expect(cardImage()).toHaveAttribute('src', expect.stringMatching(/\/uploads\/paylasim\.jpg$/));
    expect(card).not.toHaveTextContent('yalnızca JPG');
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Ürün kaydedildi.')).toBeInTheDocument();

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      id: before.id,
      metaTitle: 'Sızıntıya Kalıcı Çözüm',
      metaDescription: null,
      shareImage: '/uploads/paylasim.jpg',
    });
    expect(productNamed(before.name)).toMatchObject({
      metaTitle: 'Sızıntıya Kalıcı Çözüm',
      metaDescription: null,
      shareImage: '/uploads/paylasim.jpg',
    });
  });

  it('refuses a share image that is neither a site path nor an http(s) address', async () => {
    const { user, dialog } = await openEdit('Epoksi Enjeksiyon');
    await user.type(field(dialog, 'Paylaşım Görseli adresi (URL)'), 'resim.jpg');
    await user.click(saveButton(dialog));
    expect(
      await within(dialog).findByText(
        'Geçerli bir görsel adresi girin (ör. /uploads/... veya https://...).',
      ),
    ).toBeInTheDocument();
    expect(productNamed('Epoksi Enjeksiyon')?.shareImage).toBeNull();
  });
});
