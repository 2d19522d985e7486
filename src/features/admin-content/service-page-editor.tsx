import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { ServicePageContent } from '../../api/generated/content/model';
import { AdminCard } from '../../components/admin/admin-page';
import { SERVICE_PAGE_LABELS as LABELS } from '../../components/admin/field-labels/content';
import { textListProps } from '../../components/admin/field-labels/lists';
import { ImageField } from '../../components/admin/image-field';
import { SeoCard } from '../../components/admin/seo-section';
import { TextListController } from '../../components/admin/text-list-field';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { TextField } from '../../components/text-field';
import { VideoEmbed } from '../../components/video-embed';
import { servicePageSeoFallback } from '../../../core/lib/seo-fields';
import { notifyError } from '../../lib/toast';
import { toEmbedUrl } from '../../lib/video';
import {
  GALLERY_SLOTS,
  VIDEO_LINK_ERROR,
  servicePageFormSchema,
  toServicePageFormValues,
  toServicePagePayload,
  uploadFailedMessage,
  type ServicePageFormValues,
} from './content-forms';
import {
  ContentCard,
  ContentEditorForm,
  ContentEditorFrame,
  useContentForm,
} from './content-editor';
import { DocumentLinksCard } from './document-links-field';
import { servicePageEditors, servicePageQuery } from './queries';
import type { ServicePageKey } from '../../../core/domain/types';

/**
 * Admin screen 4 (docs/SPEC.md section 2) and its two siblings (docs/DESIGN.md section 3): one editor for
 * the polyurethane injection, chemical anchoring and wire-rope cutting pages.
 */
export function ServicePageEditor({ page }: { page: ServicePageKey }) {
  const query = useQuery({ ...servicePageQuery(page), ...NOTICE_READS });
  return (
    <ContentEditorFrame contentKey={page} query={query}>
      {/* A new page is a new form: nothing typed for one page carries over to another. */}
      {(content) => <ServicePageForm key={page} page={page} content={content} />}
    </ContentEditorFrame>
  );
}

function ServicePageForm({ page, content }: { page: ServicePageKey; content: ServicePageContent }) {
  const editor = servicePageEditors[page];
  const schema = useMemo(() => servicePageFormSchema(page), [page]);
  const { text, area, image, ...editing } = useContentForm({
    schema,
    content,
    toPayload: toServicePagePayload,
    save: editor.save,
    queryKey: servicePageQuery(page).queryKey,
    toFormValues: toServicePageFormValues,
  });
  const { register, control, formState } = editing.form;
  /** A section's heading and its paragraphs. */
  const paragraphsCard = (
    title: string,
    description: string,
    heading: 'descriptionTitle' | 'detailsTitle',
    body: 'descriptionText' | 'detailsText',
  ) => (
    <ContentCard title={title} description={description}>
      {text(heading)}
      {area(body, { hint: 'Paragrafları boş bir satırla ayırın.', rows: 8 })}
    </ContentCard>
  );

  return (
    <ContentEditorForm editing={editing}>
      <ContentCard
        title="Anasayfa Kartı"
        description="Anasayfadaki hizmet kartında görünen başlık, alt başlık ve görsel."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {text('homepageTitle')}
          {text('homepageSubtitle')}
        </div>
        {image('homepageImage', editor.homepageKind, 'Anasayfa kartının görseli.')}
      </ContentCard>

      <ContentCard title="Banner" description="Sayfanın en üstündeki başlık ve görsel.">
        {text('mainTitle')}
        {image('mainBannerImage', editor.bannerKind, 'Geniş, yatay bir görsel seçin.')}
      </ContentCard>

      {paragraphsCard('Açıklama', 'Sayfanın giriş bölümü.', 'descriptionTitle', 'descriptionText')}

      <ContentCard
        title="Uygulama Alanları"
        description="Açıklamanın yanındaki liste. Boş satırlar kaydederken atlanır."
      >
        {text('applicationAreasTitle')}
        <TextListController
          control={control}
          {...textListProps('applicationAreas', LABELS.applicationAreas, 'Uygulama alanı', 300)}
        />
        {formState.errors.applicationAreas?.message ? (
          <p className="text-small text-red-700">{formState.errors.applicationAreas.message}</p>
        ) : null}
      </ContentCard>

      <ContentCard
        title="Galeri"
        description={`${GALLERY_SLOTS} görsellik alan. Boş bırakılan yerler sayfada gösterilmez.`}
      >
        {text('galleryTitle')}
        <ol className="grid gap-6 xl:grid-cols-2">
          {Array.from({ length: GALLERY_SLOTS }, (_, index) => {
            const label = `Galeri görseli ${index + 1}`;
            return (
              <li key={index} className="rounded-lg border border-concrete-200 p-4">
                <Controller
                  control={control}
                  name={`galleryImages.${index}`}
                  render={({ field: slot }) => (
                    <ImageField
                      label={label}
                      value={{ url: slot.value }}
                      onChange={(value) => slot.onChange(value.url)}
                      target={{ service: 'backend' }}
                      mode="immediate"
                      onUploadError={() => notifyError(uploadFailedMessage(label))}
                    />
                  )}
                />
              </li>
            );
          })}
        </ol>
      </ContentCard>

      {paragraphsCard(
        'Detaylar',
        'Galerinin altındaki uygulama detayları.',
        'detailsTitle',
        'detailsText',
      )}

      <VideoCard
        control={control}
        id={`${page}-youtube`}
        title={`${editor.heading} videosu önizlemesi`}
        schemaError={formState.errors.youtubeLink?.message}
        {...register('youtubeLink')}
      />

      <ContentCard
        title="Alt Bilgi"
        description="Sayfanın sonundaki 'Bilgi Al' bandının metinleri."
      >
        {text('bottomInfoTitle')}
        {area('bottomInfoText', { rows: 3 })}
      </ContentCard>

      <DocumentLinksCard control={control} />

      <SeoCard
        control={control}
        fallback={(values) => ({ ...servicePageSeoFallback(values), title: editor.publicTitle })}
        path={editor.publicPath}
        idPrefix={`${page}-seo`}
      />
    </ContentEditorForm>
  );
}

/**
 * The video link and its preview. It watches the link itself, so typing a link re-renders this card
 * and not the whole form (every keystroke re-rendered all fourteen fields and the SEO card before).
 */
function VideoCard({
  control,
  id,
  title,
  schemaError,
  ...link
}: UseFormRegisterReturn<'youtubeLink'> & {
  control: Control<ServicePageFormValues>;
  id: string;
  title: string;
  schemaError: string | undefined;
}) {
  const youtubeLink = useWatch({ control, name: 'youtubeLink' });
  const valid = Boolean(toEmbedUrl(youtubeLink));
  const error = schemaError ?? (youtubeLink.trim() && !valid ? VIDEO_LINK_ERROR : undefined);
  return (
    <AdminCard
      title="Video"
      description="YouTube bağlantısı: youtu.be/..., youtube.com/watch?v=... veya embed bağlantısı."
    >
      <div className="space-y-5">
        <TextField
          id={id}
          label={LABELS.youtubeLink}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          error={error}
          {...link}
        />
        {!youtubeLink.trim() ? (
          <p className="text-small text-concrete-700">
            Bağlantı boş: sayfada video gösterilmeyecek.
          </p>
        ) : valid ? (
          <div className="max-w-xl space-y-2">
            <p className="text-small text-concrete-700">Geçerli YouTube bağlantısı. Önizleme:</p>
            <VideoEmbed link={youtubeLink} title={title} />
          </div>
        ) : null}
      </div>
    </AdminCard>
  );
}
