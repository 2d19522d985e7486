import { z } from 'zod';
import {
  updatePageBodyOneMetaDescriptionMax,
  updatePageBodyOneMetaTitleMax,
  updatePageBodyOneShareImageMax,
  updatePageBodyOneShareImageRegExp,
} from '../../api/generated/backend-zod/backend.zod';
import type { SeoFields, StoredSeoFields } from '../../../core/lib/seo-fields';

/**
 * The search and share fields as an editor's form holds them ('SEO ve Paylaşım'): plain text,
 * empty when not set. Every editor keeps them at the top level of its values.
 */
export interface SeoFormValues {
  metaTitle: string;
  metaDescription: string;
  shareImage: string;
}

/** The fields' labels in 'SEO ve Paylaşım', for lists of what changed. */
export const SEO_FIELD_LABELS = {
  metaTitle: 'Meta Başlık',
  metaDescription: 'Meta Açıklama',
  shareImage: 'Paylaşım Görseli',
} as const satisfies Record<keyof SeoFormValues, string>;

/**
 * The contract's limits (openapi MetaTitle, MetaDescription, ShareImage). The backend and the
 * content service share them; seo-form.test.ts checks that they still agree.
 */
export const SEO_LIMITS = {
  title: updatePageBodyOneMetaTitleMax,
  description: updatePageBodyOneMetaDescriptionMax,
  image: updatePageBodyOneShareImageMax,
} as const;

export const SEO_MESSAGES = {
  titleTooLong: `Meta başlık en fazla ${SEO_LIMITS.title} karakter olabilir.`,
  descriptionTooLong: `Meta açıklama en fazla ${SEO_LIMITS.description} karakter olabilir.`,
  imageTooLong: `Görsel adresi en fazla ${SEO_LIMITS.image} karakter olabilir.`,
  imageInvalid: 'Geçerli bir görsel adresi girin (ör. /uploads/... veya https://...).',
} as const;

const blank = (value: string) => value.trim() === '';

/** The rules of the three fields, to spread into an editor's zod object. */
export const seoFormFields = {
  metaTitle: z.string().max(SEO_LIMITS.title, SEO_MESSAGES.titleTooLong),
  metaDescription: z.string().max(SEO_LIMITS.description, SEO_MESSAGES.descriptionTooLong),
  shareImage: z
    .string()
    .max(SEO_LIMITS.image, SEO_MESSAGES.imageTooLong)
    .refine(
      (value) => blank(value) || updatePageBodyOneShareImageRegExp.test(value.trim()),
      SEO_MESSAGES.imageInvalid,
    ),
};

/** The form's starting values for a record as the API sent it (missing or null: empty). */
export const seoFormValues = (record: SeoFields): SeoFormValues => ({
  metaTitle: record.metaTitle ?? '',
  metaDescription: record.metaDescription ?? '',
  shareImage: record.shareImage ?? '',
});

/** What a save sends: each field trimmed, an empty one as null (derived from the content). */
export const seoPayload = (values: SeoFormValues): StoredSeoFields => ({
  metaTitle: values.metaTitle.trim() || null,
  metaDescription: values.metaDescription.trim() || null,
  shareImage: values.shareImage.trim() || null,
});
