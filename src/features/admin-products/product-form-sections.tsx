import {
  useWatch,
  Controller,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useId, type ReactNode } from 'react';
import {
  createProductBodyDescriptionsItemMax,
  createProductBodyHomePageSubtitleMax,
  createProductBodyListItemsItemMax,
  createProductBodyListTitlesItemMax,
  createProductBodyNameMax,
  createProductBodySlugMax,
  createProductBodySubtitlesItemMax,
  createProductBodyTitlesItemMax,
  createProductBodyUrlsItemMax,
  createProductBodyVideoDescriptionsItemMax,
  createProductBodyVideoTitlesItemMax,
  createProductBodyVideoUrlsItemMax,
} from '../../api/generated/backend-zod/backend.zod';
import { ImageField, type ImageUploadTarget } from '../../components/admin/image-field';
import { SeoSection } from '../../components/admin/seo-section';
import { TextListController } from '../../components/admin/text-list-field';
import { TextField } from '../../components/text-field';
import { VideoEmbed } from '../../components/video-embed';
import { DetailImagesField } from './detail-images-field';
import { DocumentsField } from './documents-field';
import {
  previewVideoLink,
  productFallback,
  slugForSave,
  type ProductFormValues,
} from './product-form';

const BACKEND: ImageUploadTarget = { service: 'backend' };

/**
 * The fields of the product form, in its sections: basics, texts, the information list, images,
 * videos, links and documents, SEO. The name and slug come registered (the slug follows the name).
 */
export function ProductFormSections({
  form,
  id,
  nameField,
  slugField,
}: {
  form: UseFormReturn<ProductFormValues>;
  /** The prefix of the fields' ids. */
  id: string;
  nameField: UseFormRegisterReturn<'name'>;
  slugField: UseFormRegisterReturn<'slug'>;
}) {
  const { control, formState } = form;
  const name = useWatch({ control, name: 'name' });
  const slug = useWatch({ control, name: 'slug' });
  const videoUrls = useWatch({ control, name: 'videoUrls' });
  const videoTitles = useWatch({ control, name: 'videoTitles' });
  const previewLink = previewVideoLink(videoUrls);

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

  return (
    <>
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
    </>
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
