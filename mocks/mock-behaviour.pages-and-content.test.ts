import { describe, expect, it } from 'vitest';
import {
  getPageById,
  getPageByName,
  updatePageProductOrder,
} from '../src/api/generated/backend/endpoints/page/page';
import { deleteProduct } from '../src/api/generated/backend/endpoints/product/product';
import {
  getAsilnunx,
  updateAsilnunx,
} from '../src/api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getContactContent,
  updateContactContent,
} from '../src/api/generated/content/endpoints/contact-content/contact-content';
import {
  getHalatliTelBetonKesme,
  getKimyasalAnkraj,
  getPoliuretanEnjeksiyon,
  updateHalatliTelBetonKesme,
  updateKimyasalAnkraj,
  updatePoliuretanEnjeksiyon,
} from '../src/api/generated/content/endpoints/service-pages/service-pages';
import { uploadContentImage } from '../src/api/generated/content/endpoints/upload/upload';
import type { ServicePageContent, UploadKind } from '../src/api/generated/content/model';
import { MAP_EMBED_ERROR } from '../core/lib/map-embed';
import { MESSAGES } from '../core/domain/messages';
import { SEED_IDS } from '../seed';
import {
  signIn,
  failure,
  served,
  PNG_BYTES,
  pngFile,
  seedPdf,
  names,
  UNKNOWN_PRODUCT,
} from '../tests/helpers/mock-behaviour';

// Pages and their products ----------------------------------------------------------------------

describe("a page's products", () => {
  it('the product-order PUT reorders the products of the page', async () => {
    await signIn();
    const home = await getPageById(SEED_IDS.pages.home);
    expect(names(home.data.products)).toEqual([
      'Poliüretan Enjeksiyon',
      'Kimyasal Ankraj ve Filiz Ekimi',
      'Halatlı Tel ile Beton Kesme',
      'AsilNunX Enjeksiyon Reçinesi',
    ]);
    const reversed = [...home.data.productIds].reverse();
    const reply = await updatePageProductOrder({
      pageId: SEED_IDS.pages.home,
      productIds: reversed,
    });
    expect(reply.message).toBe('Sıralama güncellendi.');
    const read = await getPageByName('Anasayfa');
    expect(read.data.productIds).toEqual(reversed);
    expect(names(read.data.products)).toEqual([
      'AsilNunX Enjeksiyon Reçinesi',
      'Halatlı Tel ile Beton Kesme',
      'Kimyasal Ankraj ve Filiz Ekimi',
      'Poliüretan Enjeksiyon',
    ]);
  });

  it('refuses an order with an unknown product', async () => {
    await signIn();
    const error = await failure(
      updatePageProductOrder({
        pageId: SEED_IDS.pages.home,
        productIds: [SEED_IDS.products.epoksi, UNKNOWN_PRODUCT],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      errors: { productIds: [`'${UNKNOWN_PRODUCT}' kimlikli ürün yok.`] },
    });
    expect((await getPageById(SEED_IDS.pages.home)).data.products).toHaveLength(4);
  });

  it('deleting a product takes it off the page', async () => {
    await signIn();
    await deleteProduct(SEED_IDS.products.kimyasalAnkraj);
    const home = await getPageById(SEED_IDS.pages.home);
    expect(home.data.productIds).not.toContain(SEED_IDS.products.kimyasalAnkraj);
    expect(names(home.data.products)).toEqual([
      'Poliüretan Enjeksiyon',
      'Halatlı Tel ile Beton Kesme',
      'AsilNunX Enjeksiyon Reçinesi',
    ]);
  });
});

// Content service -------------------------------------------------------------------------------

describe('the content service', () => {
  it('contact content round-trips', async () => {
    const seed = await getContactContent();
    expect(seed).toMatchObject({ bannerTitle: 'İletişim', phoneNumber: '+90 (216) 574 38 12' });
    await signIn();
    const mapIframeCode =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m2!2m1!1sUmraniye"></iframe>';
    const saved = await updateContactContent({
      ...seed,
      phoneNumber: '+90 (216) 574 38 99',
      mapIframeCode,
    });
    expect(saved.phoneNumber).toBe('+90 (216) 574 38 99');
    localStorage.clear();
    // The map is kept only as the validated embed address, never as markup.
    expect(await getContactContent()).toEqual({
      ...seed,
      phoneNumber: '+90 (216) 574 38 99',
      mapIframeCode: 'https://www.google.com/maps/embed?pb=!1m2!2m1!1sUmraniye',
    });
  });

  const servicePages: [
    string,
    () => Promise<ServicePageContent>,
    (body: ServicePageContent) => Promise<ServicePageContent>,
  ][] = [
    ['Poliüretan Enjeksiyon', getPoliuretanEnjeksiyon, updatePoliuretanEnjeksiyon],
    ['Kimyasal Ankraj ve Filiz Ekimi', getKimyasalAnkraj, updateKimyasalAnkraj],
    ['Halatlı Tel ile Beton Kesme', getHalatliTelBetonKesme, updateHalatliTelBetonKesme],
  ];

  it.each(servicePages)('the %s page round-trips', async (title, read, write) => {
    const seed = await read();
    expect(seed.mainTitle).toBe(title);
    await signIn();
    const changed = {
      ...seed,
      mainTitle: `${title} Hizmetleri`,
      applicationAreas: ['Tüneller', 'Barajlar'],
    };
    expect(await write(changed)).toEqual(changed);
    expect(await read()).toEqual(changed);
    // The other service pages are untouched.
    for (const [otherTitle, otherRead] of servicePages) {
      if (otherTitle !== title) expect((await otherRead()).mainTitle).toBe(otherTitle);
    }
  });

  it('the AsilNunX content round-trips', async () => {
    const seed = await getAsilnunx();
    expect(seed.title).toBe('AsilNunX Enjeksiyon Reçinesi');
    await signIn();
    await updateAsilnunx({ ...seed, linkText: 'Teknik föyü indir' });
    expect(await getAsilnunx()).toEqual({ ...seed, linkText: 'Teknik föyü indir' });
  });

  it('keeps the search and share fields when a PUT leaves them out; null clears them', async () => {
    const seed = await getAsilnunx();
    expect(seed).toMatchObject({ metaTitle: null, metaDescription: null, shareImage: null });
    await signIn();
    const seo = {
      metaTitle: 'AsilNunX ile Kalıcı Su Yalıtımı',
      metaDescription: 'Yüksek basınçlı su kaçaklarına tek bileşenli çözüm.',
      shareImage: 'https://cdn.example.com/asilnunx.jpg',
    };
    expect(await updateAsilnunx({ ...seed, ...seo })).toEqual({ ...seed, ...seo });
    const { metaTitle: _t, metaDescription: _d, shareImage: _i, ...older } = seed;
    expect(await updateAsilnunx({ ...older, linkText: 'Ara' })).toEqual({
      ...seed,
      ...seo,
      linkText: 'Ara',
    });
    const cleared = { metaTitle: null, metaDescription: null, shareImage: null };
    await updateAsilnunx({ ...seed, ...cleared });
    expect(await getAsilnunx()).toEqual(seed);
    const error = await failure(updateAsilnunx({ ...seed, shareImage: 'javascript:alert(1)' }));
    expect(error).toMatchObject({ status: 400 });
    expect(Object.keys(error.errors ?? {})).toEqual(['shareImage']);
  });

  it('a PUT without a token gets 401 and changes nothing', async () => {
    const seed = await getPoliuretanEnjeksiyon();
    const error = await failure(
      updatePoliuretanEnjeksiyon({ ...seed, mainTitle: 'Ele geçirildi' }),
    );
    expect(error).toMatchObject({ status: 401, message: MESSAGES.unauthorized });
    expect(error.body).toEqual({ message: MESSAGES.unauthorized });
    expect((await failure(updateAsilnunx(await getAsilnunx()))).status).toBe(401);
    expect(await getPoliuretanEnjeksiyon()).toEqual(seed);
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['plain http', '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>'],
    [
      'a script',
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><script>alert(1)</script>',
    ],
    [
      'an event handler',
      '<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe>',
    ],
    ['a Maps page that is not an embed', 'https://www.google.com/maps/place/Umraniye'],
  ])('refuses a map embed with %s (400, errors.mapIframeCode)', async (_case, mapIframeCode) => {
    await signIn();
    const seed = await getContactContent();
    const error = await failure(updateContactContent({ ...seed, mapIframeCode }));
    expect(error).toMatchObject({
      status: 400,
      message: MESSAGES.validation,
      errors: { mapIframeCode: [MAP_EMBED_ERROR] },
    });
    expect((await getContactContent()).mapIframeCode).toBe(seed.mapIframeCode);
  });

  it('an upload by kind returns a url that serves the image', async () => {
    await signIn();
    const { url } = await uploadContentImage('contact-banner', { file: pngFile('banner.png') });
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-contact-banner-banner\.png$/);
    const image = await served(url);
    expect(image).toEqual({ status: 200, contentType: 'image/png', bytes: PNG_BYTES });
  });

  it('refuses an unknown upload kind (400) and a non-image (415)', async () => {
    await signIn();
    const unknown = await failure(uploadContentImage('galeri' as UploadKind, { file: pngFile() }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.errors ?? {})).toEqual(['kind']);
    const pdf = await failure(
      uploadContentImage('asilnunx-banner', { file: seedPdf('banner.pdf').file }),
    );
    expect(pdf).toMatchObject({ status: 415, message: 'Desteklenmeyen dosya formatı.' });
  });
});
