import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError, readErrorBody } from '../../api/api-error';
import {
  createProduct,
  getGetProductByIdQueryOptions,
  updateProduct,
} from '../../api/generated/backend/endpoints/product/product';
import type { Product } from '../../api/generated/backend/model';
import {
  createProductBodyBannerImageUrlMax,
  createProductBodyDescriptionsItemMax,
  createProductBodyHomePageSubtitleMax,
  createProductBodyListItemsItemMax,
  createProductBodyListTitlesItemMax,
  createProductBodyMainImageUrlMax,
  createProductBodyNameMax,
  createProductBodySlugMax,
  createProductBodySubtitlesItemMax,
  createProductBodyTitlesItemMax,
  createProductBodyUrlsItemMax,
  createProductBodyVideoDescriptionsItemMax,
  createProductBodyVideoTitlesItemMax,
  createProductBodyVideoUrlsItemMax,
} from '../../api/generated/backend-zod/backend.zod';
import { UploadError, uploadSystemFile, type UploadedSystemFile } from '../../api/upload';
import { secondaryButton } from '../../components/admin/admin-page';
import { ImageField, type ImageUploadTarget } from '../../components/admin/image-field';
import { SaveButton } from '../../components/admin/save-button';
import { seoFormFields } from '../../components/admin/seo-form';
import { SeoSection } from '../../components/admin/seo-section';
import { FormStatus, type SaveFeedback } from '../../components/admin/form-status';
import { TextListController } from '../../components/admin/text-list-field';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingState } from '../../components/query-states';
import { TextField } from '../../components/text-field';
import { VideoEmbed } from '../../components/video-embed';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { productSeoFallback } from '../../../core/lib/seo-fields';
import { notifyError, notifySuccess } from '../../lib/toast';
import { DetailImagesField } from './detail-images-field';
import { DocumentsField } from './documents-field';
import { refreshProductReads } from './product-cache';
import {
  PRODUCT_MESSAGES,
  emptyProductForm,
  followSlug,
  formFromProduct,
  prepareProduct,
  previewVideoLink,
  slugForSave,
  type DetailImage,
  type ProductFormValues,
} from './product-form';
import { tooLongMessage } from '../../lib/form-rules';

const BACKEND: ImageUploadTarget = { service: 'backend' };

const tooLong = tooLongMessage;
const texts = (max: number) => z.array(z.string().max(max, tooLong(max)));
const image = (max: number) =>
  z.object({
    url: z.string().max(max, `Görsel adresi en fazla ${max} karakter olabilir.`),
    fileId: z.string().nullish(),
    file: z.custom<File>().nullish(),
  });

/**
 * The form's rules: the limits of the generated CreateProductBody/UpdateProductBody (both have the
 * same), with docs/SPEC.md's Turkish messages. The slug's own rule (built from the name when empty) is
 * checked on the whole form, because it needs the name.
 */
const productFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, PRODUCT_MESSAGES.nameRequired)
      .max(
        createProductBodyNameMax,
        `Ürün adı en fazla ${createProductBodyNameMax} karakter olabilir.`,
      ),
    slug: z.string(),
    titles: texts(createProductBodyTitlesItemMax),
    subtitles: texts(createProductBodySubtitlesItemMax),
    descriptions: texts(createProductBodyDescriptionsItemMax),
    homePageSubtitle: z
      .string()
      .max(createProductBodyHomePageSubtitleMax, tooLong(createProductBodyHomePageSubtitleMax)),
    listTitles: texts(createProductBodyListTitlesItemMax),
    listItems: texts(createProductBodyListItemsItemMax),
    urls: texts(createProductBodyUrlsItemMax),
    videoUrls: texts(createProductBodyVideoUrlsItemMax),
    videoTitles: texts(createProductBodyVideoTitlesItemMax),
    videoDescriptions: texts(createProductBodyVideoDescriptionsItemMax),
    bannerImage: image(createProductBodyBannerImageUrlMax),
    mainImage: image(createProductBodyMainImageUrlMax),
    detailImages: z.array(
      z.object({
        key: z.string(),
        fileId: z.string().nullable(),
        path: z.string(),
        name: z.string(),
        file: z.custom<File>().nullish(),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        fileId: z.string().nullable(),
        previewImageFileId: z.string().nullable(),
      }),
    ),
    showContact: z.boolean(),
    ...seoFormFields,
  })
  .superRefine((values, context) => {
    if (values.name.trim() === '') return;
    const slug = slugForSave(values.slug, values.name);
    if (!slug)
      context.addIssue({ code: 'custom', path: ['slug'], message: PRODUCT_MESSAGES.slugInvalid });
    else if (slug.length > createProductBodySlugMax)
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `Slug en fazla ${createProductBodySlugMax} karakter olabilir.`,
      });
  }) satisfies z.ZodType<ProductFormValues>;

/** What the product's search result and share card show when an SEO field is empty. */
const productFallback = (values: ProductFormValues) =>
  productSeoFallback({
    name: values.name,
    titles: values.titles,
    descriptions: values.descriptions,
    mainImageUrl: values.mainImage.url,
    bannerImageUrl: values.bannerImage.url,
    productImages: values.detailImages,
  });

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
 * The product form dialog (docs/SPEC.md section 2, admin screen 5): a new product when `productId`
 * is null, else the product read fresh by id. Closing it with unsaved edits asks first.
 */
export function ProductDialog({
  productId,
  onClose,
  onSaved,
}: {
  /** null: a new product. */
  productId: string | null;
  onClose: () => void;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const title = productId ? 'Ürünü Düzenle' : 'Yeni Ürün';

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  return (
    <>
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : requestClose())}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[94dvh] w-[calc(100%-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-card sm:w-[calc(100%-2rem)]">
            <div className="border-b border-concrete-200 p-4 sm:p-5">
              <Dialog.Title className="text-h4 text-brand-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-small text-concrete-700">
                Ürün kartı, ürün sayfası ve ana sayfa için bilgiler. Boş satırlar kaydederken
                atılır.
              </Dialog.Description>
            </div>
            {productId ? (
              <ExistingProductForm
                productId={productId}
                onDirtyChange={setDirty}
                onSavingChange={setSaving}
                onSaved={onSaved}
              />
            ) : (
              <ProductForm
                product={null}
                onDirtyChange={setDirty}
                onSavingChange={setSaving}
                onSaved={onSaved}
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Kaydedilmemiş değişiklikler"
        description="Ürün formunda kaydetmediğiniz değişiklikler var. Formu kapatırsanız kaybolacaklar."
        confirmLabel="Kaydetmeden Kapat"
        cancelLabel="Formda Kal"
        destructive
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
      />
    </>
  );
}

/** GET /api/Product/{id}: the product as it is now, so the whole-object PUT loses nothing. */
function ExistingProductForm({
  productId,
  ...form
}: {
  productId: string;
  onDirtyChange: (dirty: boolean) => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const query = useQuery({ ...getGetProductByIdQueryOptions(productId), staleTime: 0 });
  if (query.isPending)
    return <LoadingState text="Ürün bilgileri yükleniyor..." className="py-12" />;
  if (query.isError)
    return (
      <div role="alert" className="p-6 text-center text-red-800">
        <p className="font-semibold">Ürün bilgileri yüklenirken bir hata oluştu.</p>
        <div className="mt-4 flex justify-center gap-2">
          <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
            Tekrar Dene
          </button>
          <Dialog.Close className={secondaryButton}>Kapat</Dialog.Close>
        </div>
      </div>
    );
  return <ProductForm key={query.data.data.id} product={query.data.data} {...form} />;
}

function ProductForm({
  product,
  onDirtyChange,
  onSavingChange,
  onSaved,
}: {
  product: Product | null;
  onDirtyChange: (dirty: boolean) => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<SaveFeedback | null>(null);
  // docs/SPEC.md section 5: the slug follows the name until it is edited. An existing product's slug is
  // its public address, so it stays unless the administrator changes it (or it is empty).
  const [slugEdited, setSlugEdited] = useState(Boolean(product?.slug.trim()));
  const form = useForm<ProductFormValues>({
    defaultValues: product ? formFromProduct(product) : emptyProductForm(),
    resolver: zodResolver(productFormSchema),
  });
  const { control, formState } = form;
  const name = useWatch({ control, name: 'name' });
  const slug = useWatch({ control, name: 'slug' });
  const videoUrls = useWatch({ control, name: 'videoUrls' });
  const videoTitles = useWatch({ control, name: 'videoTitles' });
  const previewLink = previewVideoLink(videoUrls);

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);

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

  const save = async (values: ProductFormValues) => {
    setSaving(true);
    setFeedback(null);
    try {
      const mainImage = await uploadMainImage(values);
      if (!mainImage) return;
      const detailImages = await uploadDetailImages(values);
      if (!detailImages) return;
      const body = prepareProduct({ ...values, mainImage, detailImages });
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
      notifySuccess(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created);
      form.reset(formFromProduct(reply.data));
      onSaved(reply.data, !product);
    } finally {
      setSaving(false);
    }
  };

  const list = (
    name:
      | 'titles'
      | 'subtitles'
      | 'descriptions'
      | 'listTitles'
      | 'listItems'
      | 'urls'
      | 'videoUrls'
      | 'videoTitles'
      | 'videoDescriptions',
    label: string,
    itemLabel: string,
    addLabel: string,
    maxLength: number,
    multiline = false,
  ) => (
    <TextListController
      control={control}
      name={name}
      label={label}
      itemLabel={itemLabel}
      addLabel={addLabel}
      maxLength={maxLength}
      multiline={multiline}
    />
  );

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited)
        form.setValue('slug', followSlug(event.target.value, '', false), { shouldDirty: true });
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugEdited(true) });

  return (
    <form
      noValidate
      aria-label="Ürün formu"
      onSubmit={(event) => {
        // React passes events up through portals: the document dialog opened from this form
        // submits its own form, which must not save the product as well.
        if (event.target !== event.currentTarget) return;
        void form.handleSubmit(save)(event);
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <UnsavedChangesGuard when={formState.isDirty && !saving} />
      <div className="min-h-0 flex-1 space-y-8 overflow-y-auto p-4 sm:p-5">
        <Section title="Temel Bilgiler">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id={`${id}-name`}
              label="Ürün adı"
              aria-required="true"
              autoComplete="off"
              maxLength={createProductBodyNameMax}
              error={formState.errors.name?.message}
              {...nameField}
            />
            <div>
              <TextField
                id={`${id}-slug`}
                label="Slug (ürün sayfası adresi)"
                autoComplete="off"
                maxLength={createProductBodySlugMax}
                aria-describedby={`${id}-slug-hint${formState.errors.slug ? ` ${id}-slug-error` : ''}`}
                error={formState.errors.slug?.message}
                {...slugField}
              />
              <p id={`${id}-slug-hint`} className="mt-1 text-small break-all text-concrete-700">
                {`Adres: /product/${slugForSave(slug, name) ?? '...'} — boş bırakılırsa ürün adından oluşturulur.`}
              </p>
            </div>
          </div>
          <TextField
            id={`${id}-home-subtitle`}
            label="Ana sayfa alt başlığı"
            autoComplete="off"
            maxLength={createProductBodyHomePageSubtitleMax}
            error={formState.errors.homePageSubtitle?.message}
            {...form.register('homePageSubtitle')}
          />
          <label className="flex items-start gap-2 text-small font-semibold text-concrete-800">
            <input type="checkbox" className="mt-0.5 size-4" {...form.register('showContact')} />
            <span>Ürün sayfasında &apos;Bilgi Al&apos; iletişim bandını göster</span>
          </label>
        </Section>

        <Section title="Metinler">
          {list('titles', 'Başlıklar', 'Başlık', 'Başlık ekle', createProductBodyTitlesItemMax)}
          {list(
            'subtitles',
            'Alt başlıklar',
            'Alt başlık',
            'Alt başlık ekle',
            createProductBodySubtitlesItemMax,
          )}
          {list(
            'descriptions',
            'Açıklamalar',
            'Açıklama',
            'Açıklama ekle',
            createProductBodyDescriptionsItemMax,
            true,
          )}
        </Section>

        <Section
          title="Bilgi Listesi"
          description="Ürün sayfasının sağındaki liste: her liste başlığı aynı sıradaki maddenin başlığıdır."
        >
          {list(
            'listTitles',
            'Liste başlıkları',
            'Liste başlığı',
            'Liste başlığı ekle',
            createProductBodyListTitlesItemMax,
          )}
          {list(
            'listItems',
            'Liste maddeleri',
            'Liste maddesi',
            'Liste maddesi ekle',
            createProductBodyListItemsItemMax,
            true,
          )}
        </Section>

        <Section title="Görseller">
          <Controller
            control={control}
            name="mainImage"
            render={({ field }) => (
              <ImageField
                label="Ana ürün görseli"
                description="Ürün kartında, ana sayfada ve ürün sayfasında gösterilir."
                value={field.value}
                onChange={field.onChange}
                target={BACKEND}
                mode="on-save"
              />
            )}
          />
          <Controller
            control={control}
            name="bannerImage"
            render={({ field }) => (
              <ImageField
                label="Banner görseli"
                description="Ürün sayfasının üst bölümünde gösterilir."
                value={field.value}
                onChange={field.onChange}
                target={BACKEND}
              />
            )}
          />
          <Controller
            control={control}
            name="detailImages"
            render={({ field }) => (
              <DetailImagesField value={field.value} onChange={field.onChange} />
            )}
          />
        </Section>

        <Section title="Videolar" description="YouTube bağlantıları (youtu.be veya watch?v=...).">
          {list(
            'videoUrls',
            'Video bağlantıları',
            'Video bağlantısı',
            'Video bağlantısı ekle',
            createProductBodyVideoUrlsItemMax,
          )}
          {previewLink ? (
            <div className="max-w-xl">
              <p className="mb-2 text-small font-semibold text-concrete-800">Video önizlemesi</p>
              <VideoEmbed
                link={previewLink}
                title={videoTitles.find((title) => title.trim())?.trim() || 'Ürün videosu'}
              />
            </div>
          ) : null}
          {list(
            'videoTitles',
            'Video başlıkları',
            'Video başlığı',
            'Video başlığı ekle',
            createProductBodyVideoTitlesItemMax,
          )}
          {list(
            'videoDescriptions',
            'Video açıklamaları',
            'Video açıklaması',
            'Video açıklaması ekle',
            createProductBodyVideoDescriptionsItemMax,
            true,
          )}
        </Section>

        <Section title="Bağlantılar ve Belgeler">
          {list('urls', 'Bağlantılar', 'Bağlantı', 'Bağlantı ekle', createProductBodyUrlsItemMax)}
          <Controller
            control={control}
            name="documents"
            render={({ field }) => <DocumentsField value={field.value} onChange={field.onChange} />}
          />
        </Section>

        <Section
          title="SEO ve Paylaşım"
          description="Google sonuçlarında ve paylaşılan bağlantılarda görünenler. Boş alanlar ürün bilgilerinden türetilir."
        >
          <SeoSection
            control={control}
            fallback={productFallback}
            path={`/product/${slugForSave(slug, name) ?? ''}`}
            idPrefix={id}
          />
        </Section>
      </div>

      <div className="flex flex-col gap-3 border-t border-concrete-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <FormStatus feedback={feedback} dirty={formState.isDirty} />
        <div className="flex shrink-0 gap-2">
          <Dialog.Close className={`${secondaryButton} flex-1 sm:flex-none`} disabled={saving}>
            İptal
          </Dialog.Close>
          <SaveButton saving={saving} className="flex-1 sm:flex-none">
            Kaydet
          </SaveButton>
        </div>
      </div>
    </form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div className="border-b border-concrete-200 pb-2">
        <h3 id={id} className="text-h4 text-brand-950">
          {title}
        </h3>
        {description ? <p className="mt-1 text-small text-concrete-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
