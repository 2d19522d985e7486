import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { ServicePageContent } from '../../api/generated/content/model';
import { AdminCard } from '../../components/admin/admin-page';
import { ImageField } from '../../components/admin/image-field';
import { SeoCard } from '../../components/admin/seo-section';
import { TextListController } from '../../components/admin/text-list-field';
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
  turkishIssues,
  uploadFailedMessage,
  type ServicePageFormValues,
} from './content-forms';
import {
  ContentEditorFrame,
  ContentPublishBar,
  useContentForm,
  ContentImageField,
} from './content-editor';
import { DocumentLinksCard } from './document-links-field';
import { servicePageEditors, servicePageQuery, type ServicePageKey } from './queries';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { SERVICE_PAGE_LABELS } from '../../components/admin/field-labels/content';
import { TextAreaField } from '../../components/text-area-field';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { fieldBinding } from '../../components/admin/field-binding';

/**
 * Admin screen 4 (docs/SPEC.md section 2) and its two siblings (docs/DESIGN.md section 3): one editor for
 * the polyurethane injection, chemical anchoring and wire-rope cutting pages.
 */
export function ServicePageEditor({ page }: { page: ServicePageKey }) {
  const query = useQuery({ ...servicePageQuery(page), ...NOTICE_READS });
  const { heading, publicPath } = servicePageEditors[page];
  return (
    <ContentEditorFrame
      title={heading}
      description={`${publicPath} sayfasının içeriği ve anasayfadaki kartı.`}
      contentKey={page}
      query={query}
    >
      {/* A new page is a new form: nothing typed for one page carries over to another. */}
      {(content) => <ServicePageForm key={page} page={page} content={content} />}
    </ContentEditorFrame>
  );
}

function ServicePageForm({ page, content }: { page: ServicePageKey; content: ServicePageContent }) {
  const editor = servicePageEditors[page];
  const schema = useMemo(() => servicePageFormSchema(page), [page]);
  const { form, publishing } = useContentForm({
    resolver: zodResolver(schema, { error: turkishIssues }),
    content,
    payload: (values: ServicePageFormValues, how) => ({
      ...toServicePagePayload(values),
      ...how,
    }),
    save: editor.save,
    queryKey: servicePageQuery(page).queryKey,
    toFormValues: toServicePageFormValues,
    labels: SERVICE_PAGE_LABELS,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const bind = fieldBinding(form);
  const field = (name: string) => `${page}-${name}`;

  return (
    <form noValidate onSubmit={publishing.submit} className="space-y-6">
      <KeptWorkBanner kept={publishing.keptWork} />
      <AdminCard
        title="Anasayfa Kartı"
        description="Anasayfadaki hizmet kartında görünen başlık, alt başlık ve görsel."
      >
        <div className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label={SERVICE_PAGE_LABELS.homepageTitle}
              {...bind('homepageTitle', field('homepage-title'))}
            />
            <TextField
              label={SERVICE_PAGE_LABELS.homepageSubtitle}
              {...bind('homepageSubtitle', field('homepage-subtitle'))}
            />
          </div>
          <ContentImageField
            control={control}
            name="homepageImage"
            label={SERVICE_PAGE_LABELS.homepageImage}
            description="Anasayfa kartının görseli."
            kind={editor.homepageKind}
          />
        </div>
      </AdminCard>

      <AdminCard title="Banner" description="Sayfanın en üstündeki başlık ve görsel.">
        <div className="space-y-5">
          <TextField
            label={SERVICE_PAGE_LABELS.mainTitle}
            {...bind('mainTitle', field('main-title'))}
          />
          <ContentImageField
            control={control}
            name="mainBannerImage"
            label={SERVICE_PAGE_LABELS.mainBannerImage}
            description="Geniş, yatay bir görsel seçin."
            kind={editor.bannerKind}
          />
        </div>
      </AdminCard>

      <AdminCard title="Açıklama" description="Sayfanın giriş bölümü.">
        <div className="space-y-5">
          <TextField
            label={SERVICE_PAGE_LABELS.descriptionTitle}
            {...bind('descriptionTitle', field('description-title'))}
          />
          <TextAreaField
            label={SERVICE_PAGE_LABELS.descriptionText}
            hint="Paragrafları boş bir satırla ayırın."
            rows={8}
            {...bind('descriptionText', field('description-text'))}
          />
        </div>
      </AdminCard>

      <AdminCard
        title="Uygulama Alanları"
        description="Açıklamanın yanındaki liste. Boş satırlar kaydederken atlanır."
      >
        <div className="space-y-5">
          <TextField
            label={SERVICE_PAGE_LABELS.applicationAreasTitle}
            {...bind('applicationAreasTitle', field('areas-title'))}
          />
          <TextListController
            control={control}
            name="applicationAreas"
            label={SERVICE_PAGE_LABELS.applicationAreas}
            itemLabel="Uygulama alanı"
            addLabel="Uygulama alanı ekle"
            maxLength={300}
          />
          {errors.applicationAreas?.message ? (
            <p className="text-small text-red-700">{errors.applicationAreas.message}</p>
          ) : null}
        </div>
      </AdminCard>

      <AdminCard
        title="Galeri"
        description={`${GALLERY_SLOTS} görsellik alan. Boş bırakılan yerler sayfada gösterilmez.`}
      >
        <div className="space-y-5">
          <TextField
            label={SERVICE_PAGE_LABELS.galleryTitle}
            {...bind('galleryTitle', field('gallery-title'))}
          />
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
        </div>
      </AdminCard>

      <AdminCard title="Detaylar" description="Galerinin altındaki uygulama detayları.">
        <div className="space-y-5">
          <TextField
            label={SERVICE_PAGE_LABELS.detailsTitle}
            {...bind('detailsTitle', field('details-title'))}
          />
          <TextAreaField
            label={SERVICE_PAGE_LABELS.detailsText}
            hint="Paragrafları boş bir satırla ayırın."
            rows={8}
            {...bind('detailsText', field('details-text'))}
          />
        </div>
      </AdminCard>

      <VideoCard
        control={control}
        id={field('youtube')}
        title={`${editor.heading} videosu önizlemesi`}
        schemaError={errors.youtubeLink?.message}
        {...register('youtubeLink')}
      />

      <AdminCard title="Alt Bilgi" description="Sayfanın sonundaki 'Bilgi Al' bandının metinleri.">
        <div className="space-y-5">
          <TextField
            label={SERVICE_PAGE_LABELS.bottomInfoTitle}
            {...bind('bottomInfoTitle', field('bottom-title'))}
          />
          <TextAreaField
            label={SERVICE_PAGE_LABELS.bottomInfoText}
            rows={3}
            {...bind('bottomInfoText', field('bottom-text'))}
          />
        </div>
      </AdminCard>

      <DocumentLinksCard control={control} />

      <SeoCard
        control={control}
        fallback={(values) => ({
          ...servicePageSeoFallback(values),
          title: editor.publicTitle,
        })}
        path={editor.publicPath}
        idPrefix={field('seo')}
      />

      <ContentPublishBar publishing={publishing} dirty={isDirty} />
    </form>
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
          label={SERVICE_PAGE_LABELS.youtubeLink}
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
