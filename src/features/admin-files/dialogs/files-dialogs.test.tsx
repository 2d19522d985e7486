import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '../../../../mocks/node';
import { formatFileSize } from '../../../lib/format';
import {
  openFileManager,
  pagination,
  restoreLayout,
  rowNames,
  rowOf,
  setLayout,
} from '../../../../tests/helpers/file-manager';
import { recordsOf } from '../../../../tests/helpers/mock-records';

const POLY = 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü';
const ISO = 'ISO 9001 Kalite Yönetim Sistemi Sertifikası';
const LINK_ONLY = 'TS EN 1504-5 Performans Beyanı';
const total = () => db.state.documents.length + db.state.files.length;

beforeEach(() => setLayout('table'));
afterEach(() => {
  restoreLayout();
  vi.restoreAllMocks();
});

const details = () => screen.getByRole('dialog', { name: 'Dosya Detayları' });
const field = (label: string) => {
  const term = within(details()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

/** jsdom has no object URLs; downloads save through one. */
function catchDownloads() {
  const saved: { name: string; size: number }[] = [];
  URL.createObjectURL = () => 'blob:indirme';
  URL.revokeObjectURL = () => undefined;
  let lastBlob: Blob | null = null;
  const create = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return create(blob);
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, size: lastBlob?.size ?? 0 });
  });
  return saved;
}

describe("details: 'Dosya Detayları'", () => {
  it('shows the fields of a document and the products that use its file', async () => {
    const { user } = await openFileManager();
    await user.click(within(rowOf(POLY)).getByRole('button', { name: `Detaylar: ${POLY}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Dosya Detayları' });
    const seed = db.state.documents.find((item) => item.name === POLY);
    expect(field('Ad')).toHaveTextContent(POLY);
    expect(field('Kategori')).toHaveTextContent('Teknik Föy');
    expect(field('Durum')).toHaveTextContent('Aktif');
    expect(field('Boyut')).toHaveTextContent(formatFileSize(seed?.fileSize));
    expect(field('Dosya Türü')).toHaveTextContent('PDF belgesi');
    expect(field('Sıra')).toHaveTextContent('0');
    expect(field('Slug')).toHaveTextContent(seed?.slug ?? '');
    expect(field('Açıklama')).toHaveTextContent(seed?.description ?? '');
    expect(field('Harici Bağlantı')).toHaveTextContent('Yok');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(seed?.previewImageUrl);

    const products = within(dialog).getByRole('region', { name: 'İlgili Ürünler' });
    await waitFor(() => expect(within(products).getAllByRole('listitem')).toHaveLength(2));
    expect(within(products).getByRole('heading')).toHaveTextContent('İlgili Ürünler 2');
    expect(products).toHaveTextContent('Poliüretan Enjeksiyon poliuretan-enjeksiyon');
    expect(products).toHaveTextContent('Zemin Enjeksiyonu zemin-enjeksiyonu');
    const pages = within(dialog).getByRole('region', { name: 'İlgili Sayfalar' });
    expect(within(pages).getByRole('heading')).toHaveTextContent('İlgili Sayfalar 0');
    expect(pages).toHaveTextContent('Bu dosyayı kullanan sayfa yok.');
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Dosya Detayları' })).not.toBeInTheDocument(),
    );
  });

  it('lists the pages that use a system file, and says when no product does', async () => {
    const about = db.state.pages.find((page) => page.name === 'Hakkımızda');
    const image = db.state.files.find((file) => file.id === about?.fileIds[0]);
    if (!image) throw new Error('seed changed');
    const { user } = await openFileManager(`/admin/documents?q=${encodeURIComponent(image.name)}`);
    await user.click(within(rowOf(image.name)).getByRole('button', { name: /^Detaylar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dosya Detayları' });
    expect(field('Kategori')).toHaveTextContent('Sistem Dosyası');
    expect(field('Sıra')).toHaveTextContent('999');
    expect(field('Slug')).toHaveTextContent(image.name.toLocaleLowerCase('tr-TR'));
    const pages = within(dialog).getByRole('region', { name: 'İlgili Sayfalar' });
    await waitFor(() => expect(pages).toHaveTextContent(`Hakkımızda ${about?.slug}`));
    expect(within(dialog).getByRole('region', { name: 'İlgili Ürünler' })).toHaveTextContent(
      'Bu dosyayı kullanan ürün yok.',
    );
  });

  it('opens the external link in a new tab, safely; a link-only document has no download', async () => {
    const { user } = await openFileManager(`/admin/documents?q=${encodeURIComponent('TS EN')}`);
    await user.click(within(rowOf(LINK_ONLY)).getByRole('button', { name: /^Detaylar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dosya Detayları' });
    const link = within(dialog).getByRole('link', { name: /performans-beyani/ });
    const seed = db.state.documents.find((item) => item.name === LINK_ONLY);
    expect(link).toHaveAttribute('href', seed?.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`${seed?.url} (yeni sekmede açılır)`);
    expect(within(dialog).queryByRole('button', { name: 'Dosyayı İndir' })).not.toBeInTheDocument();
  });

  it("downloads a document through POST /api/Document/{id}/download: 'İndirme Başladı!'", async () => {
    const saved = catchDownloads();
    const { user } = await openFileManager();
    await user.click(within(rowOf(POLY)).getByRole('button', { name: /^Detaylar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dosya Detayları' });
    await user.click(within(dialog).getByRole('button', { name: 'Dosyayı İndir' }));
    expect(await screen.findByText('İndirme Başladı!')).toBeInTheDocument();
    const seed = db.state.documents.find((item) => item.name === POLY);
    const stored = db.state.files.find((file) => file.id === seed?.fileId);
    expect(saved).toEqual([{ name: stored?.name, size: stored?.size }]);
  });

  it('downloads a system file from its path', async () => {
    const saved = catchDownloads();
    const { user } = await openFileManager('/admin/documents?q=asilnunx-teknik-foyu.pdf');
    await user.click(
      within(rowOf('asilnunx-teknik-foyu.pdf')).getByRole('button', { name: /^Detaylar/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dosya Detayları' });
    await user.click(within(dialog).getByRole('button', { name: 'Dosyayı İndir' }));
    expect(await screen.findByText('İndirme Başladı!')).toBeInTheDocument();
    expect(saved[0]?.name).toBe('asilnunx-teknik-foyu.pdf');
  });

  it("says 'İndirme Hatası!' when the download fails", async () => {
    catchDownloads();
    server.use(
      http.post('*/api/Document/:id/download', () =>
        HttpResponse.json({ success: false, message: 'Dosya yok.', data: null }, { status: 404 }),
      ),
    );
    const { user } = await openFileManager();
    await user.click(within(rowOf(POLY)).getByRole('button', { name: /^Detaylar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dosya Detayları' });
    await user.click(within(dialog).getByRole('button', { name: 'Dosyayı İndir' }));
    const notice = await screen.findByRole('alertdialog', { name: 'İndirme Hatası!' });
    expect(notice).toHaveTextContent('Dosya indirilirken bir hata oluştu.');
  });
});

describe('delete', () => {
  it('names the file, warns that it is permanent, and deletes it', async () => {
    const { user } = await openFileManager(`/admin/documents?q=ISO`);
    await user.click(within(rowOf(ISO)).getByRole('button', { name: `Sil: ${ISO}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Dosyayı Sil' });
    expect(confirm).toHaveTextContent(
      `“${ISO}” çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz; sonra kalıcı olarak silinir.`,
    );
    expect(within(confirm).getByRole('button', { name: 'İptal' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'İptal' }));
    expect(db.state.documents.some((item) => item.name === ISO)).toBe(true);

    await user.click(within(rowOf(ISO)).getByRole('button', { name: `Sil: ${ISO}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dosyayı Sil' })).getByRole('button', {
        name: 'Evet, Sil',
      }),
    );
    expect(await screen.findByText('Dosya başarıyla silindi!')).toBeInTheDocument();
    expect(db.state.documents.some((item) => item.name === ISO)).toBe(false);
    // Gone from the list; the search still finds the certificate's stored file (issue 49: 'ISO'
    // finds 'iso-9001-….pdf' too).
    await waitFor(() => expect(() => rowOf(ISO)).toThrow());
    expect(screen.getAllByRole('button', { name: /^Sil: iso-9001-/ }).length).toBeGreaterThan(0);
  });

  it('first warns with the names of the products that use the file', async () => {
    const { user } = await openFileManager();
    await user.click(within(rowOf(POLY)).getByRole('button', { name: `Sil: ${POLY}` }));
    const warning = await screen.findByRole('alertdialog', { name: 'Dosya Kullanımda' });
    expect(warning).toHaveTextContent('Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu');
    await user.click(within(warning).getByRole('button', { name: 'Yine de Devam Et' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Dosyayı Sil' });
    await user.click(within(confirm).getByRole('button', { name: 'Evet, Sil' }));
    expect(await screen.findByText('Dosya başarıyla silindi!')).toBeInTheDocument();
    expect(db.state.documents.some((item) => item.name === POLY)).toBe(false);
  });

  it('deletes a system file nothing uses with DELETE /api/File/{id}', async () => {
    const unused = recordsOf(db).addFile({
      name: 'eski-afis.png',
      contentType: 'image/png',
      size: 3,
    });
    const { user } = await openFileManager('/admin/documents?q=eski-afis');
    await user.click(within(rowOf(unused.name)).getByRole('button', { name: /^Sil/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dosyayı Sil' })).getByRole('button', {
        name: 'Evet, Sil',
      }),
    );
    expect(await screen.findByText('Dosya başarıyla silindi!')).toBeInTheDocument();
    expect(db.state.files.some((file) => file.id === unused.id)).toBe(false);
  });

  it('after the warning, shows whom the server names when it refuses (409), and keeps the file', async () => {
    const { user } = await openFileManager('/admin/documents?q=asilnunx-teknik-foyu.pdf');
    await user.click(
      within(rowOf('asilnunx-teknik-foyu.pdf')).getByRole('button', { name: /^Sil/ }),
    );
    const warning = await screen.findByRole('alertdialog', { name: 'Dosya Kullanımda' });
    expect(warning).toHaveTextContent('Belgeler: AsilNunX Teknik Föyü');
    expect(warning).toHaveTextContent(
      'Kullanımdaki bir dosya silinemez; önce bu içeriklerden kaldırın.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Yine de Devam Et' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dosyayı Sil' })).getByRole('button', {
        name: 'Evet, Sil',
      }),
    );

    const refused = await screen.findByRole('alertdialog', { name: 'Dosya Silinemedi' });
    expect(refused).toHaveAccessibleDescription(
      '“asilnunx-teknik-foyu.pdf” kullanımda olduğu için silinmedi. Önce dosyayı aşağıdaki kayıtlardan kaldırın.',
    );
    const names = (list: string) =>
      within(within(refused).getByRole('list', { name: list }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(names('Ürünler')).toEqual(['AsilNunX Enjeksiyon Reçinesi']);
    expect(names('Belgeler')).toEqual(['AsilNunX Teknik Föyü']);
    // The lists do not show this one; the server's reply does.
    expect(names('İçerik sayfaları')).toEqual(['AsilNunX']);
    expect(within(refused).queryByRole('list', { name: 'Sayfalar' })).not.toBeInTheDocument();
    expect(within(refused).getByRole('button', { name: 'Tamam' })).toHaveFocus();
    expect(screen.queryByText('Dosya başarıyla silindi!')).not.toBeInTheDocument();
    expect(screen.queryByText('Dosya silinirken bir hata oluştu.')).not.toBeInTheDocument();

    await user.click(within(refused).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(refused).not.toBeInTheDocument());
    expect(db.state.files.some((file) => file.name === 'asilnunx-teknik-foyu.pdf')).toBe(true);
    expect(rowOf('asilnunx-teknik-foyu.pdf')).toBeInTheDocument();
  });

  it("says 'Dosya silinirken bir hata oluştu.' when the delete fails", async () => {
    server.use(
      http.delete('*/api/Document/:id', () =>
        HttpResponse.json({ success: false, message: 'Olmadı', data: null }, { status: 500 }),
      ),
    );
    const { user } = await openFileManager(`/admin/documents?q=ISO`);
    await user.click(within(rowOf(ISO)).getByRole('button', { name: `Sil: ${ISO}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dosyayı Sil' })).getByRole('button', {
        name: 'Evet, Sil',
      }),
    );
    expect(await screen.findByText('Dosya silinirken bir hata oluştu.')).toBeInTheDocument();
    expect(db.state.documents.some((item) => item.name === ISO)).toBe(true);
  });
});

describe('bulk delete', () => {
  /** Files no record uses, found by the search 'bos-gorsel'. */
  const addUnused = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      recordsOf(db).addFile({
        name: `bos-gorsel-${index + 1}.svg`,
        contentType: 'image/svg+xml',
        size: 10,
      }),
    );

  it('selects rows or the whole page and deletes them behind one confirmation', async () => {
    addUnused(6);
    const { user } = await openFileManager('/admin/documents?q=bos-gorsel&size=5');
    const before = total();
    const page = within(screen.getByRole('table')).getAllByRole('checkbox').slice(1);
    await user.click(page[0] as HTMLElement);
    await user.click(page[1] as HTMLElement);
    const bar = screen.getByRole('region', { name: 'Toplu işlemler' });
    expect(bar).toHaveTextContent('2 dosya seçildi');
    const all = screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm dosyaları seç' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(bar).toHaveTextContent('5 dosya seçildi');
    expect(all).toBeChecked();

    await user.click(within(bar).getByRole('button', { name: 'Seçilenleri Sil' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Seçilen Dosyaları Sil' });
    expect(confirm).toHaveAccessibleDescription(
      '5 dosya çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz; sonra kalıcı olarak silinirler.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Evet, Tümünü Sil' }));
    expect(await screen.findByText('5 dosya silindi.')).toBeInTheDocument();
    expect(total()).toBe(before - 5);
    expect(screen.queryByRole('region', { name: 'Toplu işlemler' })).not.toBeInTheDocument();
  });

  it('warns about the files in use, deletes the others, and lists whom the server names for the rest', async () => {
    // Sorted by name, it comes first among the seed's images, which are all in use.
    recordsOf(db).addFile({ name: '0-kullanilmayan.svg', contentType: 'image/svg+xml', size: 10 });
    const { user } = await openFileManager('/admin/documents?q=.svg&size=5');
    const before = total();
    expect(rowNames()[0]).toBe('0-kullanilmayan.svg');
    const inUse = rowNames().slice(1);
    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm dosyaları seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Seçilen Dosyaları Sil' });
    // Preview images of documents are among them: the confirmation says who uses them.
    expect(confirm).toHaveTextContent('Dikkat, kullanımda olan dosyalar var');
    await user.click(within(confirm).getByRole('button', { name: 'Evet, Tümünü Sil' }));

    const refused = await screen.findByRole('alertdialog', { name: 'Bazı Dosyalar Silinemedi' });
    expect(refused).toHaveAccessibleDescription(
      `${inUse.length} dosya kullanımda olduğu için silinmedi. Önce dosyaları aşağıdaki kayıtlardan kaldırın.`,
    );
    expect(
      within(refused)
        .getAllByRole('region')
        .map((section) => within(section).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(inUse);
    expect(
      await screen.findByText(`1 dosya silindi, ${inUse.length} dosya silinemedi.`),
    ).toBeInTheDocument();
    expect(total()).toBe(before - 1);
    await user.click(within(refused).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(refused).not.toBeInTheDocument());
    // The refused ones stay selected, to be dealt with.
    expect(screen.getByRole('region', { name: 'Toplu işlemler' })).toHaveTextContent(
      `${inUse.length} dosya seçildi`,
    );
  });

  it('sums up a partial failure', async () => {
    addUnused(5);
    let calls = 0;
    server.use(
      http.delete('*/api/File/:id', () => {
        calls += 1;
        if (calls === 2)
          return HttpResponse.json(
            { success: false, message: 'Olmadı', data: null },
            { status: 500 },
          );
        return undefined;
      }),
    );
    const { user } = await openFileManager('/admin/documents?q=bos-gorsel&size=5');
    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm dosyaları seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Seçilen Dosyaları Sil' })).getByRole(
        'button',
        { name: 'Evet, Tümünü Sil' },
      ),
    );
    expect(await screen.findByText('4 dosya silindi, 1 dosya silinemedi.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Toplu işlemler' })).toHaveTextContent(
      '1 dosya seçildi',
    );
    expect(pagination()).toBeInTheDocument();
  });
});
