import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../seed/index.ts';
import { seed, useStore } from './store-test-setup.ts';

describe('input the database would refuse never becomes a server error', () => {
  const store = useStore();

  it('drops NUL characters on write and finds nothing by a string holding one', async () => {
    const product = await store().createProduct({
      name: 'Sıfır\u0000Bayt',
      slug: 'sifir-bayt',
      titles: ['a\u0000b'],
    });
    expect(product).toMatchObject({ name: 'SıfırBayt', titles: ['ab'] });
    expect(await store().findProduct({ name: 'Sıfır\u0000Bayt' })).toBeNull();
    expect(await store().findPage({ slug: 'a\u0000' })).toBeNull();
    expect(await store().getFileByPath('/uploads/\u0000')).toBeNull();
    expect(await store().findUser('ad\u0000min')).toBeNull();
    expect(await store().isTokenRevoked('\u0000')).toBe(false);
    const enquiry = await store().createEnquiry(
      {
        isim: 'A\u0000',
        soyisim: 'B',
        telefon: '1',
        sektor: 'C',
        mesaj: 'D\u0000E',
      },
      false,
    );
    expect(enquiry).toMatchObject({ isim: 'A', mesaj: 'DE' });
    const next = { ...seed.asilnunx, title: 'T\u0000' };
    expect((await store().setContent('asilnunx', next)).title).toBe('T');
  });

  it('stores very large numbers and long paths', async () => {
    const file = await store().addFile({
      name: 'büyük',
      contentType: 'image/png',
      size: 2 ** 52,
      path: `/uploads/${'ğ'.repeat(2000)}`,
    });
    expect(file.size).toBe(2 ** 52);
    expect((await store().getFileByPath(file.path))?.id).toBe(file.id);
    const document = await store().createDocument({
      name: 'Sıra',
      slug: 'sira',
      url: 'https://example.com',
      order: 2 ** 40,
      fileSize: 1e15,
    });
    expect(document).toMatchObject({ order: 2 ** 40, fileSize: 1e15 });
  });

  it('takes ids in the urn form and in capitals, as the uuid format allows', async () => {
    const upper = SEED_IDS.products.epoksi.toUpperCase();
    expect(await store().unknownProductIds([`urn:uuid:${upper}`, upper])).toEqual([]);
    const page = await store().createPage({
      pageType: 0,
      name: 'Urn',
      slug: 'urn',
      productIds: [`urn:uuid:${SEED_IDS.products.epoksi}`, upper],
    });
    expect(page.productIds).toEqual([SEED_IDS.products.epoksi, SEED_IDS.products.epoksi]);
    expect(page.products.map((product) => product.id)).toEqual(page.productIds);
    expect(await store().findProduct({ id: upper })).not.toBeNull();
  });
});
