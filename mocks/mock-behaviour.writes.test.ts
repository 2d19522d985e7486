import { describe, expect, it } from 'vitest';
import {
  createContact,
  deleteContact,
  getContactById,
  listContacts,
  updateContact,
} from '../src/api/generated/backend/endpoints/contact/contact';
import {
  createDocument,
  deleteDocument,
  getDocumentById,
  listActiveDocuments,
  listDocuments,
  updateDocument,
} from '../src/api/generated/backend/endpoints/document/document';
import {
  createFile,
  deleteFile,
  getFileById,
  listFiles,
  updateFile,
} from '../src/api/generated/backend/endpoints/file/file';
import {
  createPage,
  deletePage,
  getPageById,
  getPageByName,
  getPageBySlug,
  listPages,
  updatePage,
} from '../src/api/generated/backend/endpoints/page/page';
import {
  createProduct,
  deleteProduct,
  getProductById,
  getProductBySlug,
  listProducts,
  updateProduct,
} from '../src/api/generated/backend/endpoints/product/product';
import { updateContactContent } from '../src/api/generated/content/endpoints/contact-content/contact-content';
import { MESSAGES } from '../core/domain/messages';
import { db } from './node';
import { SEED_IDS } from '../seed';
import { recordsOf } from '../tests/helpers/mock-records';
import {
  signIn,
  failure,
  served,
  names,
  SEED_PRODUCT_COUNT,
  SEED_DOCUMENT_COUNT,
} from '../tests/helpers/mock-behaviour';

describe('writes read back like a server', () => {
  it('products: a create is in the next list, an update in the next read, a delete reads as 404', async () => {
    await signIn();
    const created = await createProduct({
      name: 'Beton Sertleştirici',
      slug: 'beton-sertlestirici',
      titles: ['Beton Sertleştirici'],
      descriptions: ['Endüstriyel zeminlerde aşınma direncini artırır.'],
    });
    expect(created.message).toBe('Ürün oluşturuldu.');
    expect(created.data).toMatchObject({
      name: 'Beton Sertleştirici',
      slug: 'beton-sertlestirici',
      showContact: true,
    });

    const list = await listProducts({ PageSize: 100 });
    expect(list.data.totalCount).toBe(SEED_PRODUCT_COUNT + 1);
    expect(names(list.data.items)).toContain('Beton Sertleştirici');

    const updated = await updateProduct({
      ...created.data,
      name: 'Yüzey Sertleştirici',
      slug: 'yuzey-sertlestirici',
    });
    expect(updated.data.name).toBe('Yüzey Sertleştirici');
    expect((await getProductById(created.data.id)).data).toMatchObject({
      name: 'Yüzey Sertleştirici',
      slug: 'yuzey-sertlestirici',
      descriptions: ['Endüstriyel zeminlerde aşınma direncini artırır.'],
    });
    expect((await getProductBySlug('yuzey-sertlestirici')).data.id).toBe(created.data.id);
    expect((await failure(getProductBySlug('beton-sertlestirici'))).status).toBe(404);

    expect((await deleteProduct(created.data.id)).message).toBe('Ürün silindi.');
    const gone = await failure(getProductById(created.data.id));
    expect(gone).toMatchObject({ status: 404, message: MESSAGES.notFound });
    expect((await listProducts({ PageSize: 100 })).data.totalCount).toBe(SEED_PRODUCT_COUNT);
    expect((await failure(deleteProduct(created.data.id))).status).toBe(404);
  });

  it('documents: create, update and delete', async () => {
    await signIn();
    const fileId =
      recordsOf(db).documentById(SEED_IDS.documents.karotUygulamaKilavuzu)?.fileId ?? null;
    const created = await createDocument({
      name: 'Karot Delme Güvenlik Talimatı',
      slug: 'karot-delme-guvenlik-talimati',
      category: 'Uygulama Kılavuzu',
      order: 30,
      fileId,
    });
    expect(created.data).toMatchObject({
      name: 'Karot Delme Güvenlik Talimatı',
      fileId,
      mimeType: 'application/pdf',
      isActive: true,
    });
    expect(created.data.file?.id).toBe(fileId);

    const list = await listDocuments({ PageSize: 100 });
    expect(list.data.totalCount).toBe(SEED_DOCUMENT_COUNT + 1);
    // Ordered by `order`: order 30 comes after the seed's 0-18.
    expect(list.data.items.at(-1)?.name).toBe('Karot Delme Güvenlik Talimatı');

    await updateDocument({
      ...created.data,
      description: 'Sahada karot öncesi önlemler.',
      isActive: false,
    });
    const read = await getDocumentById(created.data.id);
    expect(read.data).toMatchObject({
      description: 'Sahada karot öncesi önlemler.',
      isActive: false,
    });
    expect(names((await listActiveDocuments()).data)).not.toContain(
      'Karot Delme Güvenlik Talimatı',
    );

    expect((await deleteDocument(created.data.id)).message).toBe('Dosya başarıyla silindi!');
    expect(await failure(getDocumentById(created.data.id))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await listDocuments({ PageSize: 100 })).data.totalCount).toBe(SEED_DOCUMENT_COUNT);
  });

  it('pages: create, update and delete', async () => {
    await signIn();
    const created = await createPage({
      pageType: 0,
      name: 'Referanslar',
      slug: 'referanslar',
      titles: ['Referanslarımız'],
      productIds: [SEED_IDS.products.epoksi],
    });
    expect(names(created.data.products)).toEqual(['Epoksi Enjeksiyon']);
    const list = await listPages();
    expect(names(list.data.items)).toEqual(['Anasayfa', 'Hakkımızda', 'Referanslar']);
    expect(list.data.totalCount).toBe(3);

    await updatePage({ ...created.data, titles: ['Referanslarımız', 'Tamamlanan projeler'] });
    expect((await getPageByName('Referanslar')).data.titles).toEqual([
      'Referanslarımız',
      'Tamamlanan projeler',
    ]);
    expect((await getPageBySlug('referanslar')).data.id).toBe(created.data.id);

    expect((await deletePage(created.data.id)).message).toBe('Sayfa silindi.');
    expect(await failure(getPageById(created.data.id))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await failure(getPageByName('Referanslar'))).status).toBe(404);
  });

  it('enquiries: an anonymous POST is listed first and unread; read state and delete', async () => {
    const created = await createContact({
      isim: 'Zeynep',
      soyisim: 'Koçak',
      telefon: '0533 210 44 19',
      sektor: 'Konut',
      mesaj: 'Bodrum katımızdaki perde duvardan su geliyor, keşif rica ediyoruz.',
    });
    expect(created.message).toBe('Mesajınız alındı.');
    expect(created.data.isRead).toBe(false);

    await signIn();
    const list = await listContacts();
    expect(list.data).toHaveLength(4);
    // Newest first: the new one, then the seed's from 2026, 2025-11 and 2025-10.
    expect(list.data.map((enquiry) => enquiry.isim)).toEqual(['Zeynep', 'Hakan', 'Elif', 'Serkan']);

    await updateContact({ ...created.data, isRead: true });
    expect((await getContactById(created.data.id)).data).toMatchObject({
      isim: 'Zeynep',
      isRead: true,
    });

    expect((await deleteContact(created.data.id)).message).toBe('Mesaj silindi.');
    expect(await failure(getContactById(created.data.id))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await listContacts()).data).toHaveLength(3);
  });

  it('files: create, rename and delete (and a deleted file is no longer served)', async () => {
    await signIn();
    const before = (await listFiles()).data.length;
    const created = await createFile({
      name: 'Şantiye Fotoğrafı.jpg',
      path: 'https://cdn.asilyapi.test/santiye.jpg',
      contentType: 'image/jpeg',
      size: 48213,
    });
    expect(created.data).toMatchObject({
      name: 'Şantiye Fotoğrafı.jpg',
      path: 'https://cdn.asilyapi.test/santiye.jpg',
      size: 48213,
    });
    const listed = (await listFiles()).data;
    expect(listed).toHaveLength(before + 1);
    expect(listed.find((file) => file.id === created.data.id)?.name).toBe('Şantiye Fotoğrafı.jpg');

    await updateFile({ id: created.data.id, name: 'Ataşehir şantiyesi.jpg' });
    expect((await getFileById(created.data.id)).data.name).toBe('Ataşehir şantiyesi.jpg');

    // The contact page shows its banner: the file is refused until the page lets go of it.
    const logo = db.state.files.find((file) => file.path === db.state.contactContent.bannerImage);
    expect(logo).toBeDefined();
    expect(await failure(deleteFile(logo?.id ?? ''))).toMatchObject({
      status: 409,
      message:
        'Bu dosya kullanımda — İçerik sayfaları: İletişim. Önce dosyayı bu kayıtlardan kaldırın.',
      errors: { contentPages: ['İletişim'] },
    });
    expect((await served(logo?.path ?? '')).status).toBe(200);
    await updateContactContent({ ...db.state.contactContent, bannerImage: created.data.path });
    await deleteFile(logo?.id ?? '');
    expect(await failure(getFileById(logo?.id ?? ''))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await served(logo?.path ?? '')).status).toBe(404);
  });
});
