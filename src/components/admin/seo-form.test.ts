import { describe, expect, it } from 'vitest';
import * as backend from '../../api/generated/backend-zod/backend.zod';
import * as content from '../../api/generated/content-zod/content.zod';
import { z } from 'zod';
import { SEO_LIMITS, SEO_MESSAGES, seoFormFields, seoFormValues, seoPayload } from './seo-form';

const schema = z.object(seoFormFields);
const errorsOf = (values: Record<string, string>) =>
  schema
    .safeParse({ metaTitle: '', metaDescription: '', shareImage: '', ...values })
    .error?.issues.map((issue) => issue.message) ?? [];

describe('SEO form fields', () => {
  it('follow the limits of both contracts', () => {
    expect(SEO_LIMITS).toEqual({ title: 120, description: 320, image: 2000 });
    for (const prefix of ['createProductBody', 'updatePageBodyOne'] as const) {
      expect(backend[`${prefix}MetaTitleMax`]).toBe(SEO_LIMITS.title);
      expect(backend[`${prefix}MetaDescriptionMax`]).toBe(SEO_LIMITS.description);
      expect(backend[`${prefix}ShareImageMax`]).toBe(SEO_LIMITS.image);
    }
    for (const prefix of [
      'updatePoliuretanEnjeksiyonBody',
      'updateKimyasalAnkrajBody',
      'updateHalatliTelBetonKesmeBody',
      'updateAsilnunxBody',
    ] as const) {
      expect(content[`${prefix}MetaTitleMax`]).toBe(SEO_LIMITS.title);
      expect(content[`${prefix}MetaDescriptionMax`]).toBe(SEO_LIMITS.description);
      expect(content[`${prefix}ShareImageMax`]).toBe(SEO_LIMITS.image);
      expect(content[`${prefix}ShareImageRegExp`].source).toBe(
        backend.updatePageBodyOneShareImageRegExp.source,
      );
    }
  });

  it('accept empty fields, site paths and http(s) addresses', () => {
    expect(errorsOf({})).toEqual([]);
    for (const shareImage of ['/uploads/a.jpg', 'https://cdn.example.com/a.jpg', 'http://x.tr/a']) {
      expect(errorsOf({ shareImage })).toEqual([]);
    }
  });

  it('refuse other image addresses and texts over the limits, in Turkish', () => {
    for (const shareImage of ['resim.jpg', '//evil.example.com/a.jpg', 'javascript:alert(1)']) {
      expect(errorsOf({ shareImage })).toEqual([SEO_MESSAGES.imageInvalid]);
    }
    expect(errorsOf({ metaTitle: 'ş'.repeat(121) })).toEqual([SEO_MESSAGES.titleTooLong]);
    expect(errorsOf({ metaDescription: 'ğ'.repeat(321) })).toEqual([
      SEO_MESSAGES.descriptionTooLong,
    ]);
    expect(SEO_MESSAGES.titleTooLong).toBe('Meta başlık en fazla 120 karakter olabilir.');
  });

  it('start from the record, empty for null or missing, and save empty as null', () => {
    expect(seoFormValues({ metaTitle: 'Başlık', metaDescription: null })).toEqual({
      metaTitle: 'Başlık',
      metaDescription: '',
      shareImage: '',
    });
    expect(
      seoPayload({
        metaTitle: '  Başlık ',
        metaDescription: '   ',
        shareImage: ' /uploads/a.jpg ',
      }),
    ).toEqual({ metaTitle: 'Başlık', metaDescription: null, shareImage: '/uploads/a.jpg' });
  });
});
