import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { control, db, holdMockRequests, server } from '../../../../mocks/node';
import {
  openFileManager,
  pdfFile,
  restoreLayout,
  rowOf,
  setLayout,
} from '../../../../tests/helpers/file-manager';

const MB = 1024 * 1024;
const ISO = 'ISO 9001 Kalite Yönetim Sistemi Sertifikası';

beforeEach(() => {
  setLayout('table');
  URL.createObjectURL ??= () => 'blob:onizleme';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(restoreLayout);

const dialog = (name = 'Yeni Dosya') => screen.getByRole('dialog', { name });
const inDialog = (name?: string) => within(dialog(name));

/** Captures the JSON bodies sent to POST and PUT /api/Document. */
function captureSaves() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/Document' && ['POST', 'PUT'].includes(request.method))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

/** Types a whole value at once (a paste): jsdom is slow with one event per key. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openNew() {
  const view = await openFileManager();
  await view.user.click(screen.getByRole('button', { name: 'Yeni Dosya' }));
  await screen.findByRole('dialog', { name: 'Yeni Dosya' });
  return view;
}

/** POST /api/Document answers 400 with these errors. */
const refuseCreation = (message: string, errors: Record<string, string[]>) =>
  server.use(
    http.post('*/api/Document', () =>
      HttpResponse.json({ success: false, message, data: null, errors }, { status: 400 }),
    ),
  );

/** 'Yeni Dosya' with a name and an external URL, saved. */
async function saveNew(name: string) {
  const view = await openNew();
  await fill(view.user, inDialog().getByLabelText('Dosya Adı'), name);
  await fill(view.user, inDialog().getByLabelText('Harici URL'), 'https://a.example.com/b.pdf');
  await view.user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
  return view;
}

describe('create/edit dialog: fields', () => {
  it('has the fields docs/SPEC.md lists, the slug following the name until edited', async () => {
    const { user } = await openNew();
    const form = inDialog();
    for (const label of [
      'Dosya Adı',
      'URL Slug',
      'Açıklama',
      'Kategori',
      'Sıra',
      'Harici URL',
      'Önizleme Görseli URL',
    ])
      expect(form.getByLabelText(label)).toBeInTheDocument();
    expect(form.getByLabelText('Dosya Adı')).toBeRequired();
    expect(form.getByLabelText('URL Slug')).toBeRequired();
    expect(form.getByLabelText('Açıklama').tagName).toBe('TEXTAREA');
    expect(form.getByLabelText('Sıra')).toHaveAttribute('type', 'number');
    expect(form.getByLabelText('Sıra')).toHaveAttribute('min', '0');
    expect(form.getByLabelText('Harici URL')).toHaveAttribute('type', 'url');
    expect(form.getByLabelText('Önizleme Görseli URL')).toHaveAttribute('type', 'url');
    expect(form.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Sistemden Seç' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Sistemden Görsel Seç' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'İptal' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('type', 'submit');

    await fill(user, form.getByLabelText('Dosya Adı'), 'Çatı Yalıtımı Kılavuzu');
    expect(form.getByLabelText('URL Slug')).toHaveValue('cati-yalitimi-kilavuzu');
    await user.clear(form.getByLabelText('URL Slug'));
    await fill(user, form.getByLabelText('URL Slug'), 'ozel-adres');
    await fill(user, form.getByLabelText('Dosya Adı'), ' 2026');
    expect(form.getByLabelText('URL Slug')).toHaveValue('ozel-adres');
  });

  it("asks for the name: 'Dosya adı zorunludur.'", async () => {
    const { user } = await openNew();
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    expect(await inDialog().findByText('Dosya adı zorunludur.')).toBeInTheDocument();
  });

  it("warns 'Eksik Bilgi!' without a file, a picked file or an external URL", async () => {
    const { user } = await openNew();
    const before = db.state.documents.length;
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Boş Belge');
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    const notice = await screen.findByRole('dialog', { name: 'Eksik Bilgi!' });
    expect(notice).toHaveTextContent(
      'Bir dosya yükleyin, sistemden dosya seçin veya harici URL girin.',
    );
    expect(db.state.documents).toHaveLength(before);
  });

  it("refuses an address that is not a web address: 'Geçersiz URL!'", async () => {
    const { user } = await openNew();
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Belge');
    await fill(user, inDialog().getByLabelText('Harici URL'), 'belgeler/kilavuz.pdf');
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    expect(await inDialog().findByText('Geçersiz URL!')).toBeInTheDocument();
  });
});

describe('create/edit dialog: file checks', () => {
  it('refuses a main file over 10 MB before any PDF check', async () => {
    const { user } = await openNew();
    const big = new File([new Uint8Array(11 * MB)], 'buyuk.pdf', { type: 'application/pdf' });
    await user.upload(inDialog().getByLabelText('Ana dosya'), big);
    const notice = await screen.findByRole('dialog', { name: 'Dosya Çok Büyük!' });
    expect(notice).toHaveTextContent("Dosya boyutu 10MB'dan küçük olmalıdır.");
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    expect(inDialog().getByRole('alert')).toHaveTextContent(
      "Dosya boyutu 10MB'dan küçük olmalıdır.",
    );
    expect(inDialog().getByText('Dosya seçilmedi')).toBeInTheDocument();
  });

  it('refuses an empty PDF and a file of another kind', async () => {
    const { user } = await openNew();
    await user.upload(
      inDialog().getByLabelText('Ana dosya'),
      new File([], 'bos.pdf', { type: 'application/pdf' }),
    );
    const empty = await screen.findByRole('dialog', { name: 'PDF Dosyası Boş!' });
    expect(empty).toHaveTextContent(
      'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
    );
    await user.click(within(empty).getByRole('button', { name: 'Tamam' }));
    await user.upload(
      inDialog().getByLabelText('Ana dosya'),
      new File(['x'], 'resim.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Desteklenmeyen Dosya Türü!' }),
    ).toHaveTextContent('pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar');
  });

  it('takes only jpg, jpeg, png, gif or webp of at most 5 MB as the preview image', async () => {
    const { user } = await openNew();
    await user.upload(
      inDialog().getByLabelText('Önizleme görseli dosyası'),
      pdfFile('onizleme.pdf'),
    );
    const wrong = await screen.findByRole('dialog', { name: 'Geçersiz Görsel!' });
    await user.click(within(wrong).getByRole('button', { name: 'Tamam' }));
    await user.upload(
      inDialog().getByLabelText('Önizleme görseli dosyası'),
      new File([new Uint8Array(5 * MB + 1)], 'buyuk.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Dosya Çok Büyük!' })).toHaveTextContent(
      "Görsel boyutu 5MB'dan küçük olmalıdır.",
    );
  });
});

describe('create/edit dialog: saving', () => {
  it("creates a document with an external URL: no file fields, 'Başarılı!' / 'Dosya oluşturuldu.'", async () => {
    const bodies = captureSaves();
    const { user } = await openNew();
    const form = inDialog();
    await fill(user, form.getByLabelText('Dosya Adı'), 'Çatı Membranı Uygulama Videosu');
    await fill(user, form.getByLabelText('Açıklama'), 'Şantiye ekipleri için adım adım anlatım.');
    await fill(user, form.getByLabelText('Kategori'), 'Uygulama Kılavuzu');
    await fill(user, form.getByLabelText('Sıra'), '7');
    await fill(user, form.getByLabelText('Harici URL'), 'https://belgeler.example.com/cati.pdf');
    await user.click(form.getByRole('checkbox', { name: 'Aktif' }));
    await user.click(form.getByRole('button', { name: 'Kaydet' }));

    const notice = await screen.findByRole('dialog', { name: 'Başarılı!' });
    expect(notice).toHaveTextContent('Dosya oluşturuldu.');
    expect(screen.queryByRole('dialog', { name: 'Yeni Dosya' })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Çatı Membranı Uygulama Videosu',
        slug: 'cati-membrani-uygulama-videosu',
        description: 'Şantiye ekipleri için adım adım anlatım.',
        category: 'Uygulama Kılavuzu',
        order: 7,
        url: 'https://belgeler.example.com/cati.pdf',
        mimeType: null,
        fileSize: null,
        previewImageUrl: null,
        isActive: false,
        // A plain save publishes (issue 21).
        status: 'published',
      },
    ]);
    const stored = db.state.documents.find(
      (item) => item.slug === 'cati-membrani-uygulama-videosu',
    );
    expect(stored).toMatchObject({ fileId: null, isActive: false, order: 7 });
  });

  it('uploads a new main file first and stores its id in fileId', async () => {
    const bodies = captureSaves();
    const { user } = await openNew();
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Saha Test Raporu');
    await user.upload(inDialog().getByLabelText('Ana dosya'), pdfFile('saha-test-raporu.pdf'));
    expect(
      inDialog().getByText('saha-test-raporu.pdf (kaydettiğinizde yüklenecek)'),
    ).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('dialog', { name: 'Başarılı!' })).toHaveTextContent(
      'Dosya oluşturuldu.',
    );
    const uploaded = db.state.files.find((file) => file.name === 'saha-test-raporu.pdf');
    expect(uploaded).toBeDefined();
    expect(bodies[0]).toMatchObject({
      fileId: uploaded?.id,
      mimeType: 'application/pdf',
      fileSize: uploaded?.size,
    });
    expect(db.state.documents.find((item) => item.name === 'Saha Test Raporu')?.fileId).toBe(
      uploaded?.id,
    );
  });

  it("says a refused upload in its own words: 'Dosya yüklenemedi: {why}', nothing saved", async () => {
    server.use(
      http.post('*/api/File/upload', () =>
        HttpResponse.json(
          { success: false, message: 'Desteklenmiyor', data: null },
          { status: 415 },
        ),
      ),
    );
    const bodies = captureSaves();
    const { user } = await openNew();
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Reddedilen Dosya');
    await user.upload(inDialog().getByLabelText('Ana dosya'), pdfFile('reddedilen.pdf'));
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Dosya yüklenemedi: Desteklenmeyen dosya formatı.');
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    const status = inDialog().getByRole('alert');
    expect(status).toHaveTextContent('Dosya yüklenemedi');
    expect(status).toHaveTextContent('Desteklenmeyen dosya formatı.');
    expect(bodies).toEqual([]);
  });

  it("picks the main file from the system files ('Sistemden Seç')", async () => {
    const bodies = captureSaves();
    const { user } = await openNew();
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Seçilen Belge');
    await user.click(inDialog().getByRole('button', { name: 'Sistemden Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Ana dosya: sistemden seç' });
    await fill(user, within(picker).getByLabelText('Dosya ara'), 'asilnunx-teknik-foyu.pdf');
    await user.click(
      await within(picker).findByRole('button', { name: /asilnunx-teknik-foyu\.pdf/ }),
    );
    expect(inDialog().getByText('asilnunx-teknik-foyu.pdf')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    await screen.findByRole('dialog', { name: 'Başarılı!' });
    const picked = db.state.files.find((file) => file.name === 'asilnunx-teknik-foyu.pdf');
    expect(bodies[0]).toMatchObject({
      fileId: picked?.id,
      mimeType: 'application/pdf',
      fileSize: picked?.size,
    });
  });

  it("edits a document: its values are filled in, 'Dosya güncellendi.'", async () => {
    const bodies = captureSaves();
    const { user } = await openFileManager('/admin/documents?q=ISO');
    await user.click(within(rowOf(ISO)).getByRole('button', { name: `Düzenle: ${ISO}` }));
    const form = within(await screen.findByRole('dialog', { name: 'Dosyayı Düzenle' }));
    const seed = db.state.documents.find((item) => item.name === ISO);
    // The form waits for the panel's read of the document (issue 21: its pending version).
    expect(await form.findByLabelText('Dosya Adı')).toHaveValue(ISO);
    expect(form.getByLabelText('URL Slug')).toHaveValue(seed?.slug);
    expect(form.getByLabelText('Kategori')).toHaveValue('Sertifika');
    expect(form.getByLabelText('Sıra')).toHaveValue(seed?.order);
    expect(form.getByText('iso-9001-kalite-yonetim-sistemi-sertifikasi.pdf')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Dosya Adı'));
    await fill(user, form.getByLabelText('Dosya Adı'), 'ISO 9001:2015 Sertifikası');
    // An existing document keeps its address.
    expect(form.getByLabelText('URL Slug')).toHaveValue(seed?.slug);
    await user.click(form.getByRole('checkbox', { name: 'Aktif' }));
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('dialog', { name: 'Başarılı!' })).toHaveTextContent(
      'Dosya güncellendi.',
    );
    expect(bodies[0]).toMatchObject({
      id: seed?.id,
      name: 'ISO 9001:2015 Sertifikası',
      fileId: seed?.fileId,
      isActive: false,
    });
    expect(db.state.documents.find((item) => item.id === seed?.id)).toMatchObject({
      name: 'ISO 9001:2015 Sertifikası',
      isActive: false,
    });
  });

  it("turns a 400 about fileId into 'Backend veri formatı hatası.'", async () => {
    refuseCreation('One or more validation errors occurred.', {
      '$.fileId': ['The JSON value could not be converted to System.Guid.'],
    });
    const { user } = await saveNew('Belge');
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Backend veri formatı hatası.');
    expect(notice).toHaveTextContent('URL tabanlı dosyalarda');
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    // The dialog stays open with the values and the error.
    expect(inDialog().getByRole('alert')).toHaveTextContent('Backend veri formatı hatası.');
    expect(inDialog().getByLabelText('Dosya Adı')).toHaveValue('Belge');
  });

  it("names the fields of another validation error: 'Validation hatası: slug'", async () => {
    refuseCreation('Doğrulama hatası', { slug: ['Bu slug kullanılıyor.'] });
    await saveNew('Belge');
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Validation hatası: slug Bu slug kullanılıyor.');
  });

  it("shows 'Kaydediliyor...' while saving, and the server's message when it refuses", async () => {
    const { user } = await openNew();
    const taken = db.state.documents[0]?.slug ?? '';
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Tekrar');
    await user.clear(inDialog().getByLabelText('URL Slug'));
    await fill(user, inDialog().getByLabelText('URL Slug'), taken);
    await fill(user, inDialog().getByLabelText('Harici URL'), 'https://a.example.com/b.pdf');
    const release = holdMockRequests();
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    expect(await inDialog().findByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    release();
    // 409: the slug is taken.
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Bu slug başka bir kayıtta kullanılıyor.');
  });

  it('signs in again in place when the save meets a 401, then saves', async () => {
    const { user } = await openNew();
    await fill(user, inDialog().getByLabelText('Dosya Adı'), 'Oturum Testi');
    await fill(user, inDialog().getByLabelText('Harici URL'), 'https://a.example.com/c.pdf');
    control.failures = { remaining: 1, status: 401 };
    await user.click(inDialog().getByRole('button', { name: 'Kaydet' }));
    const signIn = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.type(within(signIn).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(signIn).getByLabelText('Şifre'), 'admin123');
    await user.click(within(signIn).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    expect(await screen.findByRole('dialog', { name: 'Başarılı!' })).toHaveTextContent(
      'Dosya oluşturuldu.',
    );
    await waitFor(() =>
      expect(db.state.documents.some((item) => item.name === 'Oturum Testi')).toBe(true),
    );
  });
});

describe("create/edit dialog: 'Geçmiş'", () => {
  it("shows a refused restore's message, and the server's field messages under it", async () => {
    const { user } = await openFileManager('/admin/documents?q=ISO');
    const edit = () =>
      user.click(within(rowOf(ISO)).getByRole('button', { name: `Düzenle: ${ISO}` }));
    await edit();
    let form = within(await screen.findByRole('dialog', { name: 'Dosyayı Düzenle' }));
    await fill(user, await form.findByLabelText('Açıklama'), ' (yeni)');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    await screen.findByRole('dialog', { name: 'Başarılı!' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(
      http.post('*/api/Revision/:id/restore', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Bu slug başka bir kayıtta kullanılıyor.',
            data: null,
            errors: { slug: ['Slug başka bir belgede.'] },
          },
          { status: 409 },
        ),
      ),
    );
    await edit();
    form = within(await screen.findByRole('dialog', { name: 'Dosyayı Düzenle' }));
    await user.click(await form.findByRole('button', { name: 'Geçmiş' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Geçmiş' }));
    const versions = within(panel.getByRole('navigation', { name: 'Sürümler' })).getAllByRole(
      'button',
    );
    await user.click(versions[1] as HTMLElement);
    await user.click(await panel.findByRole('button', { name: 'Bu sürümü geri yükle' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bu sürümü geri yükle' });
    await user.click(within(confirm).getByRole('button', { name: 'Geri Yükle' }));

    const failure = await panel.findByRole('alert');
    const [title, detail] = within(failure).getAllByRole('paragraph');
    expect(title).toHaveTextContent(/^Bu slug başka bir kayıtta kullanılıyor\.$/);
    expect(detail).toHaveTextContent(/^Slug başka bir belgede\.$/);
    expect(
      screen.queryByRole('alertdialog', { name: 'Bu sürümü geri yükle' }),
    ).not.toBeInTheDocument();
  });
});
