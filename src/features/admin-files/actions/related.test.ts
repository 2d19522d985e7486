import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/node';
import { buildFileRows, type FileRow } from '../list/file-rows';
import {
  deleteConfirmText,
  documentsUsing,
  inUseWarning,
  isUsed,
  refusedText,
  relatedTo,
  usageFromReply,
  usageGroups,
  usageOf,
  usageText,
} from './related';
import { recordsOf } from '../../../../tests/helpers/mock-records';

const rows = () => buildFileRows(recordsOf(db).documents(), db.state.files);
const find = (predicate: (row: FileRow) => boolean) => {
  const found = rows().find(predicate);
  if (!found) throw new Error('no such row in the seed');
  return found;
};

describe('related products and pages', () => {
  it("of a document: those whose fileIds contain the document's fileId", () => {
    const document = find((row) => row.name === 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü');
    const related = relatedTo(document, recordsOf(db).products(), recordsOf(db).pages());
    expect(related.products.map((item) => item.name).sort()).toEqual([
      'Poliüretan Enjeksiyon',
      'Zemin Enjeksiyonu',
    ]);
    expect(related.products.find((item) => item.name === 'Poliüretan Enjeksiyon')?.slug).toBe(
      'poliuretan-enjeksiyon',
    );
    expect(related.pages).toEqual([]);
  });

  it("of a system file: those whose fileIds contain the file's id", () => {
    const about = db.state.pages.find((page) => page.name === 'Hakkımızda');
    const galleryId = about?.fileIds[0];
    const image = find((row) => row.kind === 'system' && row.id === galleryId);
    const related = relatedTo(image, recordsOf(db).products(), recordsOf(db).pages());
    expect(related.pages).toEqual([{ id: about?.id, name: 'Hakkımızda', slug: about?.slug }]);
  });

  it('are none for a document with only an external link', () => {
    const linkOnly = find((row) => row.kind === 'document' && row.fileId === null);
    expect(relatedTo(linkOnly, recordsOf(db).products(), recordsOf(db).pages())).toEqual({
      products: [],
      pages: [],
    });
  });

  it('include the documents that use a system file (as file or preview)', () => {
    const all = rows();
    const document = find((row) => row.name === 'AsilNunX Teknik Föyü');
    const ownFile = all.find((row) => row.kind === 'system' && row.id === document.fileId);
    const preview = all.find(
      (row) => row.kind === 'system' && row.id === document.document?.previewImageFileId,
    );
    expect(ownFile && documentsUsing(ownFile, all)).toEqual(['AsilNunX Teknik Föyü']);
    expect(preview && documentsUsing(preview, all)).toEqual(['AsilNunX Teknik Föyü']);
    expect(documentsUsing(document, all)).toEqual([]);
  });
});

describe('the delete warnings', () => {
  it('list who uses the file, by name', () => {
    const all = rows();
    const document = find((row) => row.name === 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü');
    const usage = usageOf(document, all, recordsOf(db).products(), recordsOf(db).pages());
    expect(isUsed(usage)).toBe(true);
    expect(usageText(usage)).toBe('Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu');
    expect(inUseWarning(document, usage)).toBe(
      '“Poliüretan Enjeksiyon Reçinesi Teknik Föyü” şu içeriklerde kullanılıyor — Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu. Silerseniz bu içeriklerde artık görünmeyecek.',
    );
    expect(
      usageText({ products: [], pages: ['Hakkımızda'], documents: ['A', 'B'], contentPages: [] }),
    ).toBe('Sayfalar: Hakkımızda; Belgeler: A, B');
    expect(isUsed({ products: [], pages: [], documents: [], contentPages: [] })).toBe(false);
    expect(isUsed({ products: [], pages: [], documents: [], contentPages: ['İletişim'] })).toBe(
      true,
    );
  });

  it('say that a system file in use cannot be deleted until its users let go of it', () => {
    const usage = { products: [], pages: ['Hakkımızda'], documents: [], contentPages: [] };
    expect(inUseWarning({ kind: 'system', name: 'logo.svg' }, usage)).toBe(
      '“logo.svg” şu içeriklerde kullanılıyor — Sayfalar: Hakkımızda. Kullanımdaki bir dosya silinemez; önce bu içeriklerden kaldırın.',
    );
  });
});

describe('the users a 409 names', () => {
  it('are read from its errors, by kind, in the reply’s order; unknown keys are left out', () => {
    const usage = usageFromReply({
      contentPages: ['İletişim'],
      products: ['Poliüretan Enjeksiyon'],
      other: ['x'],
    });
    expect(usage).toStrictEqual({
      products: ['Poliüretan Enjeksiyon'],
      pages: [],
      documents: [],
      contentPages: ['İletişim'],
    });
    expect(usage && usageGroups(usage)).toStrictEqual([
      { kind: 'products', label: 'Ürünler', names: ['Poliüretan Enjeksiyon'] },
      { kind: 'contentPages', label: 'İçerik sayfaları', names: ['İletişim'] },
    ]);
    expect(usage && usageText(usage)).toBe(
      'Ürünler: Poliüretan Enjeksiyon; İçerik sayfaları: İletişim',
    );
  });

  it('are none for a reply that names none', () => {
    expect(usageFromReply(null)).toBeNull();
    expect(usageFromReply({ slug: ['Bu slug başka bir kayıtta kullanılıyor.'] })).toBeNull();
  });

  it('explain what was not deleted', () => {
    expect(refusedText([{ name: 'logo.svg' }])).toBe(
      '“logo.svg” kullanımda olduğu için silinmedi. Önce dosyayı aşağıdaki kayıtlardan kaldırın.',
    );
    expect(refusedText([{ name: 'a.svg' }, { name: 'b.svg' }])).toBe(
      '2 dosya kullanımda olduğu için silinmedi. Önce dosyaları aşağıdaki kayıtlardan kaldırın.',
    );
  });
});

describe('the delete confirmation', () => {
  it('names the file and says the delete is permanent and cannot be undone', () => {
    expect(deleteConfirmText('ISO 9001 Sertifikası')).toBe(
      '“ISO 9001 Sertifikası” çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz; sonra kalıcı olarak silinir.',
    );
  });
});
