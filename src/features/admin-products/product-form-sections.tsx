import {
  useWatch,
  Controller,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useId, type ReactNode } from 'react';
import { BoundField } from '../../components/admin/bound-field';
import { ImageField, type ImageUploadTarget } from '../../components/admin/image-field';
import { SeoSection } from '../../components/admin/seo-section';
import { TextListController } from '../../components/admin/text-list-field';
import { TextField } from '../../components/text-field';
import { VideoEmbed } from '../../components/video-embed';
import { DetailImagesField } from './detail-images-field';
import { DocumentsField } from './documents-field';
import { textListProps } from '../../components/admin/field-labels/lists';
import { PRODUCT_FIELD_LABELS as LABELS } from '../../components/admin/field-labels/product';
import {
  PRODUCT_LIMITS,
  previewVideoLink,
  productFallback,
  slugForSave,
  type ProductFormValues,
} from './product-form';

const BACKEND: ImageUploadTarget = { service: 'backend' };

type ListName =
  | 'titles'
  | 'subtitles'
  | 'descriptions'
  | 'listTitles'
  | 'listItems'
  | 'urls'
  | 'videoUrls'
  | 'videoTitles'
  | 'videoDescriptions';

/** The lists whose entries are paragraphs (text areas). */
const MULTILINE = new Set<ListName>(['descriptions', 'listItems', 'videoDescriptions']);

/** What one entry of each text list is called. */
const LIST_ITEM: Record<ListName, string> = {
  titles: 'Başlık',
  subtitles: 'Alt başlık',
  descriptions: 'Açıklama',
  listTitles: 'Liste başlığı',
  listItems: 'Liste maddesi',
  urls: 'Bağlantı',
  videoUrls: 'Video bağlantısı',
  videoTitles: 'Video başlığı',
  videoDescriptions: 'Video açıklaması',
};

const listProps = (name: ListName) =>
  textListProps(name, LABELS[name], LIST_ITEM[name], PRODUCT_LIMITS[name], MULTILINE.has(name));

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

  const list = (name: ListName) => <TextListController control={control} {...listProps(name)} />;
  const image = (name: 'mainImage' | 'bannerImage', description: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageField
          label={LABELS[name]}
          description={description}
          value={field.value}
          onChange={field.onChange}
          target={BACKEND}
          mode={name === 'mainImage' ? 'on-save' : undefined}
        />
      )}
    />
  );

  return (
    <>
      <Section title="Temel Bilgiler">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label={LABELS.name}
            aria-required="true"
            autoComplete="off"
            maxLength={PRODUCT_LIMITS.name}
            error={formState.errors.name?.message}
            {...nameField}
          />
          <div>
            <TextField
              id={`${id}-slug`}
              label={LABELS.slug}
              autoComplete="off"
              maxLength={PRODUCT_LIMITS.slug}
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
          label={LABELS.homePageSubtitle}
          autoComplete="off"
          maxLength={PRODUCT_LIMITS.homePageSubtitle}
          error={formState.errors.homePageSubtitle?.message}
          {...form.register('homePageSubtitle')}
        />
        <label className="flex items-start gap-2 text-small font-semibold text-concrete-800">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('showContact')} />
          <span>Ürün sayfasında &apos;Bilgi Al&apos; iletişim bandını göster</span>
        </label>
      </Section>

      <Section title="Metinler">
        {list('titles')}
        {list('subtitles')}
        {list('descriptions')}
      </Section>

      <Section
        title="Bilgi Listesi"
        description="Ürün sayfasının sağındaki liste: her liste başlığı aynı sıradaki maddenin başlığıdır."
      >
        {list('listTitles')}
        {list('listItems')}
      </Section>

      <Section title="Görseller">
        {image('mainImage', 'Ürün kartında, ana sayfada ve ürün sayfasında gösterilir.')}
        {image('bannerImage', 'Ürün sayfasının üst bölümünde gösterilir.')}
        <BoundField control={control} name="detailImages" field={DetailImagesField} />
      </Section>

      <Section title="Videolar" description="YouTube bağlantıları (youtu.be veya watch?v=...).">
        {list('videoUrls')}
        {previewLink ? (
          <div className="max-w-xl">
            <p className="mb-2 text-small font-semibold text-concrete-800">Video önizlemesi</p>
            <VideoEmbed
              link={previewLink}
              title={videoTitles.find((title) => title.trim())?.trim() || 'Ürün videosu'}
            />
          </div>
        ) : null}
        {list('videoTitles')}
        {list('videoDescriptions')}
      </Section>

      <Section title="Bağlantılar ve Belgeler">
        {list('urls')}
        <BoundField control={control} name="documents" field={DocumentsField} />
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
