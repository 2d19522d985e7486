import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import {
  createProduct,
  updateProduct,
} from '../../api/generated/backend/endpoints/product/product';
import type { Product, PublishStatus } from '../../api/generated/backend/model';
import { uploadSystemFile } from '../../api/upload';
import type { VersionedWrite } from '../../components/admin/use-versioned-write';
import { stepFailure, useSave } from '../../lib/save';
import { MESSAGES, redirectNoteIn } from '../../../core/domain/messages';
import { notifyNote } from '../../lib/toast';
import { refreshProductReads } from './product-cache';
import {
  PRODUCT_MESSAGES,
  formFromProduct,
  type DetailImage,
  type ProductFormValues,
} from './product-form';
import { prepareProduct } from './product-payload';
import { isPublished } from '../../../core/domain/publishing';
import { formatDateTime } from '../../../core/lib/turkey-time';

/** Issue 21 section 4: the toast of a save that scheduled the product. */
const scheduledMessage = (publishAt: string) =>
  `Yayın zamanlandı: ${formatDateTime(publishAt)}. Ziyaretçiler o zamana kadar göremez.`;

/** The toast of a product saved with `status`, by what it was before. */
function savedMessage(product: Product | null, saved: Product, status: PublishStatus): string {
  if (status === 'draft')
    return product && isPublished(product.status)
      ? MESSAGES.pendingSaved
      : PRODUCT_MESSAGES.draftSaved;
  // A published product's changes wait for their time; an unpublished product for its own.
  if (status === 'scheduled')
    return scheduledMessage(saved.pendingPublishAt ?? saved.publishAt ?? '');
  if (product && (!isPublished(product.status) || product.hasPendingChanges))
    return PRODUCT_MESSAGES.published;
  return product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created;
}

interface ProductSave {
  values: ProductFormValues;
  status: PublishStatus;
  publishAt: string | null;
}

/**
 * The product form's save (docs/SPEC.md section 5) on the panel's one save path: the pending
 * images are uploaded first (each kept in the form once stored, so a later failure does not upload
 * it again), then the whole product is sent. A failure stops the save with its message, on the
 * form and as a toast ('Ürün kaydedilirken bir hata oluştu.', with the server's reason).
 */
export function useProductSave({
  product,
  form,
  write,
  onSaved,
}: {
  product: Product | null;
  form: UseFormReturn<ProductFormValues>;
  /** An existing product's save, from the version the form started from (If-Match). */
  write: VersionedWrite;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const queryClient = useQueryClient();

  /** Uploads the pending main image; a failure stops the save with its own message. */
  const uploadMainImage = async (values: ProductFormValues) => {
    const file = values.mainImage.file;
    if (!file) return values.mainImage;
    const stored = await uploadSystemFile(file).catch((error: unknown) => {
      throw stepFailure(error, PRODUCT_MESSAGES.mainImageUploadFailed);
    });
    const uploaded = { url: stored.path, fileId: stored.id, file: null };
    // Kept in the form, so that a later failure does not upload the same file again.
    form.setValue('mainImage', uploaded, { shouldDirty: true });
    return uploaded;
  };

  /** Uploads the pending detail images in order; the first failure stops the save. */
  const uploadDetailImages = async (values: ProductFormValues) => {
    const images: DetailImage[] = [...values.detailImages];
    for (const [index, image] of images.entries()) {
      if (!image.file) continue;
      const stored = await uploadSystemFile(image.file).catch((error: unknown) => {
        throw stepFailure(error, PRODUCT_MESSAGES.detailImageUploadFailed, {
          prefix: `${image.name}: `,
        });
      });
      images[index] = { key: image.key, fileId: stored.id, path: stored.path, name: stored.name };
      form.setValue('detailImages', [...images], { shouldDirty: true });
    }
    return images;
  };

  const { run, saving, feedback } = useSave({
    save: async ({ values, status, publishAt }: ProductSave) => {
      const mainImage = await uploadMainImage(values);
      const detailImages = await uploadDetailImages(values);
      const body = {
        ...prepareProduct({ ...values, mainImage, detailImages }),
        status,
        ...(status === 'scheduled' ? { publishAt } : {}),
      };
      return product
        ? write({ ...body, id: product.id }, (data, options) => updateProduct(data, options))
        : createProduct(body);
    },
    failure: PRODUCT_MESSAGES.saveFailed,
    success: (reply, { status }) => savedMessage(product, reply.data, status),
    onSaved: (reply) => {
      void refreshProductReads(queryClient);
      // The product took over an old address that was redirected elsewhere (ADR 0027).
      const note = redirectNoteIn(reply.message);
      if (note) notifyNote(note);
      form.reset(formFromProduct(reply.data));
      onSaved(reply.data, !product);
    },
  });

  /**
   * `status`: 'draft' keeps the product from visitors; 'scheduled' too, until `publishAt`;
   * 'published' (the default) shows it.
   */
  const save = (
    values: ProductFormValues,
    status: PublishStatus = 'published',
    publishAt: string | null = null,
  ) => run({ values, status, publishAt });

  return { saving, feedback, save };
}
