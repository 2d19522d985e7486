import { describe, expect, it } from 'vitest';
import {
  filePath,
  imageIds,
  imageSourceChain,
  needsOtherProducts,
  ownFilePath,
  type ProductFiles,
} from './image-sources';

const file = (id: string, path: string) => ({ id, path });

const product: ProductFiles = {
  productMainImage: file('main', '/uploads/main.svg'),
  productImage: null,
  files: [file('main', '/uploads/main.svg'), file('doc', '/uploads/doc.pdf')],
  productImages: [file('d1', '/uploads/d1.svg')],
  documentImages: [],
  documentFiles: [],
};

const other: ProductFiles = {
  productMainImage: file('x', '/uploads/x.svg'),
  files: [file('d2', '/uploads/other-d2.svg')],
};

describe('imageSourceChain (docs/SPEC.md sections 7 and 8)', () => {
  it('puts the looked-up path first, then the product’s own file with that id', () => {
    expect(imageSourceChain({ id: 'd1', fetchedPath: '/uploads/fresh-d1.svg', product })).toEqual([
      '/uploads/fresh-d1.svg',
      '/uploads/d1.svg',
    ]);
  });

  it('falls back to the product’s own files when the lookup failed or is pending', () => {
    expect(imageSourceChain({ id: 'main', fetchedPath: null, product })).toEqual([
      '/uploads/main.svg',
    ]);
    expect(imageSourceChain({ id: 'd1', product })).toEqual(['/uploads/d1.svg']);
  });

  it('tries the product’s own image fields after its files, then other products’ files', () => {
    expect(
      imageSourceChain({
        id: 'main',
        product,
        productPaths: ['/uploads/main-url.svg', null, ''],
        otherProducts: [{ files: [file('main', '/uploads/elsewhere.svg')] }],
      }),
    ).toEqual(['/uploads/main.svg', '/uploads/main-url.svg', '/uploads/elsewhere.svg']);
  });

  it('finds a file only another product has', () => {
    expect(imageSourceChain({ id: 'd2', product, otherProducts: [other] })).toEqual([
      '/uploads/other-d2.svg',
    ]);
  });

  it('drops repeats and blanks, so the same path is tried once', () => {
    expect(
      imageSourceChain({
        id: 'main',
        fetchedPath: '/uploads/main.svg',
        product,
        productPaths: ['  ', '/uploads/main.svg'],
        otherProducts: [product],
      }),
    ).toEqual(['/uploads/main.svg']);
  });

  it('is empty when nothing knows the file (SmartImage then shows the placeholder)', () => {
    expect(imageSourceChain({ id: 'unknown', product, otherProducts: [other] })).toEqual([]);
    expect(imageSourceChain({ id: null, product: null })).toEqual([]);
  });

  it('reads the older `url` field of a file', () => {
    expect(filePath({ id: 'a', path: '', url: '/uploads/old.svg' })).toBe('/uploads/old.svg');
    expect(ownFilePath({ documentFiles: [{ id: 'a', url: '/old.pdf' }] }, 'a')).toBe('/old.pdf');
  });
});

describe('needsOtherProducts', () => {
  it('is true only for a failed lookup the product’s own files cannot answer', () => {
    expect(needsOtherProducts([{ id: 'd1', failed: true }], product)).toBe(false);
    expect(needsOtherProducts([{ id: 'd2', failed: false }], product)).toBe(false);
    expect(needsOtherProducts([{ id: 'd2', failed: true }], product)).toBe(true);
    expect(needsOtherProducts([], product)).toBe(false);
  });
});

describe('imageIds', () => {
  it('takes productMainImageId, else productImageId, and the distinct detail ids in order', () => {
    expect(
      imageIds({ productMainImageId: 'm', productImageId: 'p', productDetailImageIds: ['a', 'b'] }),
    ).toEqual({ mainId: 'm', detailIds: ['a', 'b'] });
    expect(
      imageIds({
        productMainImageId: null,
        productImageId: 'p',
        productDetailImageIds: ['a', '', 'a'],
      }),
    ).toEqual({ mainId: 'p', detailIds: ['a'] });
    expect(imageIds({})).toEqual({ mainId: null, detailIds: [] });
  });
});
