import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { formatFileSize } from '../../lib/format';
import { matchesSearch } from '../../lib/text-search';
import { buildFileRows } from './list/file-rows';
import {
  bodyRows,
  openFileManager,
  pagination,
  pdfFile,
  restoreLayout,
  rowNames,
  rowOf,
  setLayout,
  signIn,
  table,
} from '../../../tests/helpers/file-manager';
import { recordsOf } from '../../../tests/helpers/mock-records';

const seedRows = () => buildFileRows(recordsOf(db).documents(), db.state.files);
const total = () => db.state.documents.length + db.state.files.length;
const pages = (size = 10) => Math.ceil(total() / size);

beforeEach(() => setLayout('table'));
afterEach(restoreLayout);

describe('file manager: the list', () => {
  it('shows documents and system files in one table with the columns of docs/SPEC.md', async () => {
    await openFileManager();
    expect(total()).toBe(176);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    expect(headers.slice(1)).toEqual([
      'Önizleme',
      'Ad',
      'Tür',
      'Kategori',
      'Boyut',
      'Durum',
      'Sıra',
      'İşlemler',
    ]);
    expect(pagination()).toHaveTextContent(`Toplam ${total()} dosya · Sayfa 1 / ${pages()}`);
    expect(bodyRows()).toHaveLength(10);
    expect(rowNames()).toEqual(
      seedRows()
        .slice(0, 10)
        .map((row) => row.name),
    );

    const first = rowOf('Poliüretan Enjeksiyon Reçinesi Teknik Föyü');
    const seed = db.state.documents.find(
      (item) => item.name === 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
    );
    expect(first).toHaveTextContent(seed?.description ?? '');
    expect(within(first).getByText('Belge')).toBeInTheDocument();
    expect(within(first).getByText('Teknik Föy')).toBeInTheDocument();
    expect(within(first).getByText(formatFileSize(seed?.fileSize))).toBeInTheDocument();
    expect(within(first).getByText('Aktif')).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '0' })).toBeInTheDocument();
    // A document's preview image is its thumbnail.
    expect(first.querySelector('img')?.getAttribute('src')).toBe(seed?.previewImageUrl);
    // Details, edit and delete on a document.
    const buttons = within(first).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Detaylar', 'Düzenle', 'Sil']);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      `Detaylar: ${seed?.name}`,
      `Düzenle: ${seed?.name}`,
      `Sil: ${seed?.name}`,
    ]);
  });

  it("shows a system file as 'Sistem Dosyası', active, order 999, with details and delete only", async () => {
    await openFileManager('/admin/documents?q=asilnunx-teknik');
    const name = 'asilnunx-teknik-foyu.pdf';
    const row = rowOf(name);
    expect(within(row).getAllByText('Sistem Dosyası')).toHaveLength(2);
    expect(within(row).getByText('Aktif')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '999' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Detaylar: ${name}` })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Düzenle/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Sil: ${name}` })).toBeInTheDocument();
    // A PDF has a type icon instead of a thumbnail; an image shows itself.
    expect(row.querySelector('img')).toBeNull();
    expect(row).toHaveTextContent('pdf');
    const image = rowOf('asilnunx-teknik-foyu-onizleme.svg');
    expect(image.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/asilnunx-teknik-foyu-onizleme.svg',
    );
  });

  it("reads 'Kategori Yok', 'Bilinmiyor', 'Pasif' and 'Belirlenmemiş' where the data has nothing", async () => {
    const record = db.state.documents.find(
      (item) => item.name === 'TS EN 1504-5 Performans Beyanı',
    );
    if (!record) throw new Error('seed changed');
    record.order = null;
    record.isActive = false;
    await openFileManager('/admin/documents?q=TS%20EN');
    const row = rowOf('TS EN 1504-5 Performans Beyanı');
    expect(within(row).getByText('Kategori Yok')).toBeInTheDocument();
    expect(within(row).getByText('Bilinmiyor')).toBeInTheDocument();
    expect(within(row).getByText('Pasif')).toBeInTheDocument();
    expect(within(row).getByText('Belirlenmemiş')).toBeInTheDocument();
  });

  it('stacks the files as cards on a narrow screen', async () => {
    setLayout('cards');
    await openFileManager();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Dosyalar' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('Tür');
    expect(cards[0]).toHaveTextContent('Belge');
    expect(screen.getByLabelText('Bu sayfadaki tüm dosyaları seç')).toBeInTheDocument();
  });

  it('shows a loading state while the lists load', async () => {
    signIn();
    const release = holdMockRequests();
    await renderPanel('/admin/documents');
    expect(await screen.findByText('Dosyalar yükleniyor...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("says 'Henüz dosya eklenmemiş.' when there is nothing at all", async () => {
    db.state.documents = [];
    db.state.files = [];
    await openFileManager();
    expect(screen.getByText('Henüz dosya eklenmemiş.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).not.toBeInTheDocument();
  });
});

describe('file manager: search and filters', () => {
  it('searches name or description by Turkish rules, diacritics optional; the search goes into the URL', async () => {
    const { user, router } = await openFileManager();
    const box = screen.getByRole('searchbox', { name: 'Ara' });
    await user.type(box, 'GUVENLIK');
    const expected = seedRows().filter((row) =>
      matchesSearch('GUVENLIK', row.name, row.description),
    );
    expect(expected.length).toBeGreaterThan(1);
    // Without its diacritics and in upper case, 'GUVENLIK' finds 'Güvenlik' and the files'
    // 'guvenlik' alike.
    expect(expected.map((row) => row.name)).toEqual(
      seedRows()
        .filter((row) =>
          `${row.name} ${row.description ?? ''}`
            .toLocaleLowerCase('tr-TR')
            .replaceAll('ü', 'u')
            .includes('guvenlik'),
        )
        .map((row) => row.name),
    );
    expect(expected.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'AsilNunX Güvenlik Bilgi Formu',
        'asilnunx-guvenlik-bilgi-formu.pdf',
      ]),
    );
    await waitFor(() => expect(rowNames()).toEqual(expected.slice(0, 10).map((row) => row.name)));
    expect(pagination()).toHaveTextContent(`Toplam ${expected.length} dosya`);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'GUVENLIK' }));

    await user.clear(box);
    await user.type(box, 'yok böyle bir şey');
    expect(await screen.findByText('Filtrelere uygun dosya bulunamadı.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(box).toHaveValue('');
    expect(await screen.findByText(`Sayfa 1 / ${pages()}`, { exact: false })).toBeInTheDocument();
  });

  it("offers 'Tümü' and the categories present, sorted in Turkish, and filters by one", async () => {
    const { user, router } = await openFileManager();
    const select = screen.getByRole('combobox', { name: 'Kategori' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tümü',
      'Güvenlik Bilgi Formu',
      'Sertifika',
      'Sistem Dosyası',
      'Teknik Föy',
      'Uygulama Kılavuzu',
    ]);
    await user.selectOptions(select, 'Sertifika');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'AsilNunX CE Uygunluk Sertifikası',
        'ISO 9001 Kalite Yönetim Sistemi Sertifikası',
      ]),
    );
    expect(router.state.location.search).toMatchObject({ category: 'Sertifika' });
  });

  it('filters by status: all, Aktif or Pasif', async () => {
    const { user } = await openFileManager();
    const select = screen.getByRole('combobox', { name: 'Durum' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tümü', 'Aktif', 'Pasif']);
    await user.selectOptions(select, 'Pasif');
    const inactive = db.state.documents.filter((item) => !item.isActive).map((item) => item.name);
    await waitFor(() => expect(rowNames()?.sort()).toEqual(inactive.sort()));
    await user.selectOptions(select, 'Aktif');
    await waitFor(() =>
      expect(pagination()).toHaveTextContent(`Toplam ${total() - inactive.length} dosya`),
    );
  });

  it('reads its filters and page from the URL', async () => {
    await openFileManager('/admin/documents?status=inactive&q=2023');
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('2023');
    expect(screen.getByRole('combobox', { name: 'Durum' })).toHaveValue('inactive');
    expect(rowNames()).toHaveLength(2);
  });
});

describe('file manager: paging', () => {
  it('moves between pages with first, previous, next and last', async () => {
    const { user } = await openFileManager();
    const nav = pagination();
    expect(within(nav).getByRole('button', { name: 'İlk sayfa' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(pagination()).toHaveTextContent(`Sayfa 2 / ${pages()}`));
    expect(rowNames()).toEqual(
      seedRows()
        .slice(10, 20)
        .map((row) => row.name),
    );
    await user.click(within(pagination()).getByRole('button', { name: 'Son sayfa' }));
    await waitFor(() => expect(pagination()).toHaveTextContent(`Sayfa ${pages()} / ${pages()}`));
    expect(within(pagination()).getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(total() % 10 || 10);
    await user.click(within(pagination()).getByRole('button', { name: 'Önceki sayfa' }));
    await waitFor(() =>
      expect(pagination()).toHaveTextContent(`Sayfa ${pages() - 1} / ${pages()}`),
    );
    await user.click(within(pagination()).getByRole('button', { name: 'İlk sayfa' }));
    await waitFor(() => expect(pagination()).toHaveTextContent(`Sayfa 1 / ${pages()}`));
  });

  it('offers 5, 10, 20 and 50 a page; a new size starts again at page 1', async () => {
    const { user } = await openFileManager('/admin/documents?page=3');
    expect(pagination()).toHaveTextContent(`Sayfa 3 / ${pages()}`);
    const size = within(pagination()).getByRole('combobox', { name: 'Sayfa başına' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '50']);
    await user.selectOptions(size, '50');
    await waitFor(() => expect(pagination()).toHaveTextContent(`Sayfa 1 / ${pages(50)}`));
    expect(bodyRows()).toHaveLength(50);
  });

  it('clamps a page past the end and a page size over 100 from the URL', async () => {
    await openFileManager('/admin/documents?page=99&size=500');
    expect(pagination()).toHaveTextContent(`Sayfa ${pages(100)} / ${pages(100)}`);
    expect(within(pagination()).getByRole('combobox', { name: 'Sayfa başına' })).toHaveValue('100');
    expect(bodyRows()).toHaveLength(total() - 100);
  });
});

describe('file manager: load failures', () => {
  it('shows only the system files when the documents fail to load', async () => {
    server.use(
      http.get('*/api/Document', () =>
        HttpResponse.json(
          { success: false, message: 'Sunucu hatası', data: null },
          { status: 500 },
        ),
      ),
    );
    await openFileManager();
    expect(
      screen.getByText('Belgeler yüklenemedi; yalnızca sistem dosyaları gösteriliyor.'),
    ).toBeInTheDocument();
    expect(pagination()).toHaveTextContent(`Toplam ${db.state.files.length} dosya`);
    expect(screen.queryByRole('alertdialog', { name: 'Hata!' })).not.toBeInTheDocument();
  });

  it('shows only the documents when the files fail to load', async () => {
    server.use(
      http.get('*/api/File', () =>
        HttpResponse.json(
          { success: false, message: 'Sunucu hatası', data: null },
          { status: 500 },
        ),
      ),
    );
    await openFileManager();
    expect(
      screen.getByText('Sistem dosyaları yüklenemedi; yalnızca belgeler gösteriliyor.'),
    ).toBeInTheDocument();
    expect(pagination()).toHaveTextContent(`Toplam ${db.state.documents.length} dosya`);
  });

  it("says 'Dosyalar yüklenirken bir hata oluştu.' and shows the 'Hata!' notice when both fail", async () => {
    control.failures = { remaining: 10, status: 500 };
    signIn();
    await renderPanel('/admin/documents');
    // The notice hides the rest of the page from the accessibility tree while it is open.
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    const user = (await import('@testing-library/user-event')).default.setup();
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    expect(screen.getByText('Dosyalar yüklenirken bir hata oluştu.')).toBeInTheDocument();
    control.failures = { remaining: 0, status: 500 };
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('goes back to page 1 without a word when the list fails over its offset', async () => {
    server.use(
      http.get('*/api/Document', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The OFFSET must not be negative.',
            data: null,
            errors: { PageIndex: ['The OFFSET must not be negative.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { router } = await openFileManager('/admin/documents?page=3');
    await waitFor(() =>
      expect(pagination()).toHaveTextContent(`Sayfa 1 / ${Math.ceil(db.state.files.length / 10)}`),
    );
    expect(router.state.location.search).not.toHaveProperty('page');
    expect(screen.queryByRole('alertdialog', { name: 'Hata!' })).not.toBeInTheDocument();
    expect(screen.queryByText(/yüklenemedi/)).not.toBeInTheDocument();
  });
});

describe('file manager: drag-and-drop upload', () => {
  it('uploads each dropped file as a system file and reports each one', async () => {
    await openFileManager();
    const zone = screen.getByRole('region', { name: 'Dosya listesi' });
    const files = [
      pdfFile('saha-raporu-ankara.pdf'),
      new File([], 'bos.pdf', { type: 'application/pdf' }),
    ];
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files } });
    expect(screen.getByText('Yüklemek için dosyaları bırakın')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    const uploads = await screen.findByRole('region', { name: 'Yüklemeler' });
    await waitFor(() => expect(uploads).toHaveTextContent('saha-raporu-ankara.pdfYüklendi'));
    expect(uploads).toHaveTextContent('bos.pdfYüklenemedi: Dosya boş; yüklenemez.');
    expect(await screen.findByText('1 dosya yüklendi, 1 dosya yüklenemedi.')).toBeInTheDocument();
    expect(db.state.files.some((file) => file.name === 'saha-raporu-ankara.pdf')).toBe(true);
    await waitFor(() => expect(pagination()).toHaveTextContent(`Toplam ${total()} dosya`));
    expect(screen.queryByText('Yüklemek için dosyaları bırakın')).not.toBeInTheDocument();
  });

  it("does the same through 'Dosya Yükle' for keyboard and touch users", async () => {
    const { user } = await openFileManager();
    await user.upload(screen.getByLabelText('Sistem dosyası yükle'), [pdfFile('klavye.pdf')]);
    expect(await screen.findByText('1 dosya yüklendi.')).toBeInTheDocument();
    expect(db.state.files.some((file) => file.name === 'klavye.pdf')).toBe(true);
  });
});
