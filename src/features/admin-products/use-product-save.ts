import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError, readErrorBody } from '../../api/api-error';
import {
  createProduct,
  updateProduct,
} from '../../api/generated/backend/endpoints/product/product';
import type { Product, PublishStatus } from '../../api/generated/backend/model';
import { UploadError, uploadSystemFile, type UploadedSystemFile } from '../../api/upload';
import type { SaveFeedback } from '../../components/admin/form-status';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { MESSAGES, redirectNoteIn } from '../../../core/domain/messages';
import { notifyError, notifyNote, notifySuccess } from '../../lib/toast';
import { refreshProductReads } from './product-cache';
import {
  PRODUCT_MESSAGES,
  formFromProduct,
  type DetailImage,
  type ProductFormValues,
} from './product-form';
import { prepareProduct } from './product-payload';
import { isPublished } from '../../../core/domain/publishing';
import { formatScheduleTime } from '../../lib/format';

/** Issue 21 section 4: the toast of a save that scheduled the product. */
const scheduledMessage = (publishAt: string) =>
  `Yayın zamanlandı: ${formatScheduleTime(publishAt)}. Ziyaretçiler o zamana kadar göremez.`;

/** An upload refused for an expired session asks to sign in again, then tries once more. */
const uploadWithReauth = (file: File): Promise<UploadedSystemFile> =>
  withReauth(() => uploadSystemFile(file));

/** docs/SPEC.md section 8: 'Ürün kaydedilirken bir hata oluştu.', with the server's reason for a refusal. */
function saveFailureDetail(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  if (error.status !== 409 && error.status !== 400) return undefined;
  const { message, errors } = readErrorBody(error.body);
  const fields = errors ? Object.values(errors).flat().join(' ') : '';
  return [message, fields].filter(Boolean).join(' ') || undefined;
}

/**
 * The product form's save (docs/SPEC.md section 5): the pending images are uploaded first (each
 * kept in the form once stored, so a later failure does not upload it again), then the whole
 * product is sent. A failure stops the save with its message, on the form and as a toast.
 */
export function useProductSave({
  product,
  form,
  onSaved,
}: {
  product: Product | null;
  form: UseFormReturn<ProductFormValues>;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<SaveFeedback | null>(null);

  const fail = (title: string, detail?: string) => {
    setFeedback({ title, detail });
    notifyError(title);
  };

  /** Uploads the pending main image; null stops the save (the message is shown). */
  const uploadMainImage = async (values: ProductFormValues) => {
    const file = values.mainImage.file;
    if (!file) return values.mainImage;
    try {
      const stored = await uploadWithReauth(file);
      const uploaded = { url: stored.path, fileId: stored.id, file: null };
      // Kept in the form, so that a later failure does not upload the same file again.
      form.setValue('mainImage', uploaded, { shouldDirty: true });
      return uploaded;
    } catch (error) {
      if (!(error instanceof ReauthCancelledError))
        fail(
          PRODUCT_MESSAGES.mainImageUploadFailed,
          error instanceof UploadError ? error.message : undefined,
        );
      return null;
    }
  };

  /** Uploads the pending detail images in order; null stops the save at the first failure. */
  const uploadDetailImages = async (values: ProductFormValues) => {
    const images: DetailImage[] = [...values.detailImages];
    for (const [index, image] of images.entries()) {
      if (!image.file) continue;
      try {
        const stored = await uploadWithReauth(image.file);
        images[index] = { key: image.key, fileId: stored.id, path: stored.path, name: stored.name };
        form.setValue('detailImages', [...images], { shouldDirty: true });
      } catch (error) {
        if (!(error instanceof ReauthCancelledError))
          fail(
            PRODUCT_MESSAGES.detailImageUploadFailed,
            error instanceof UploadError ? `${image.name}: ${error.message}` : image.name,
          );
        return null;
      }
    }
    return images;
  };

  /**
   * `status`: 'draft' keeps the product from visitors; 'scheduled' too, until `publishAt`;
   * 'published' (the default) shows it.
   */
  const save = async (
    values: ProductFormValues,
    status: PublishStatus = 'published',
    publishAt: string | null = null,
  ) => {
    setSaving(true);
    setFeedback(null);
    try {
      const mainImage = await uploadMainImage(values);
      if (!mainImage) return;
      const detailImages = await uploadDetailImages(values);
      if (!detailImages) return;
      const body = {
        ...prepareProduct({ ...values, mainImage, detailImages }),
        status,
        ...(status === 'scheduled' ? { publishAt } : {}),
      };
      let reply;
      try {
        reply = await withReauth(() =>
          product ? updateProduct({ ...body, id: product.id }) : createProduct(body),
        );
      } catch (error) {
        if (!(error instanceof ReauthCancelledError))
          fail(PRODUCT_MESSAGES.saveFailed, saveFailureDetail(error));
        return;
      }
      void refreshProductReads(queryClient);
      notifySuccess(
        status === 'draft'
          ? product && isPublished(product.status)
            ? MESSAGES.pendingSaved
            : PRODUCT_MESSAGES.draftSaved
          : status === 'scheduled'
            ? scheduledMessage(reply.data.publishAt ?? publishAt ?? '')
            : product && (!isPublished(product.status) || product.hasPendingChanges)
              ? PRODUCT_MESSAGES.published
              : product
                ? PRODUCT_MESSAGES.updated
                : PRODUCT_MESSAGES.created,
      );
      // The product took over an old address that was redirected elsewhere (ADR 0027).
      const note = redirectNoteIn(reply.message);
      if (note) notifyNote(note);
      form.reset(formFromProduct(reply.data));
      onSaved(reply.data, !product);
    } finally {
      setSaving(false);
    }
  };

  return { saving, feedback, save };
}
