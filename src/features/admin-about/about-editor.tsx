import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { getPageById, updatePage } from '../../api/generated/backend/endpoints/page/page';
import type { Page, PublishStatus } from '../../api/generated/backend/model';
import {
  updatePageBodyOneBannerImageUrlMax,
  updatePageBodyOneDescriptionsItemMax,
  updatePageBodyOneListItemsItemMax,
  updatePageBodyOneListTitlesItemMax,
  updatePageBodyOneMainImageUrlMax,
  updatePageBodyOneSlugMax,
  updatePageBodyOneSubtitlesItemMax,
  updatePageBodyOneTitlesItemMax,
} from '../../api/generated/backend-zod/backend.zod';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import {
  ImageField,
  uploadPendingImage,
  type ImageUploadTarget,
  type ImageValue,
} from '../../components/admin/image-field';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import {
  PagePendingNote,
  PagePublishBar,
  pageRecord,
  pageSavedMessage,
} from '../../components/admin/page-drafts';
import { keptStatus } from '../../components/admin/publish-bar';
import { seoFormFields } from '../../components/admin/seo-form';
import { SeoCard } from '../../components/admin/seo-section';
import { TextListController } from '../../components/admin/text-list-field';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { useRecordEditing } from '../../components/admin/use-record-editing';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { LoadError, LoadingState } from '../../components/query-states';
import { TextField } from '../../components/text-field';
import { stepFailure, useSave } from '../../lib/save';
import { SaveStepError } from '../../lib/failure';
import { pageSeoFallback } from '../../../core/lib/seo-fields';
import { notifyError } from '../../lib/toast';
import {
  ABOUT_GALLERY_MAX,
  ABOUT_MESSAGES,
  DEFAULT_ABOUT_SLUG,
  DEFAULT_ABOUT_TITLE,
  formFromPage,
  prepareAboutPage,
  updateNotApplied,
  type AboutForm,
} from './about-form';
import { textListProps } from '../../components/admin/field-labels/lists';
import { ABOUT_FIELD_LABELS } from '../../components/admin/field-labels/page';
import { GalleryField } from './gallery-field';
import { aboutEditorQuery, aboutPageQueryKey } from './queries';
import { tooLongMessage } from '../../lib/form-rules';
import { buttonClass } from '../../components/button-class';
import { BoundField } from '../../components/admin/bound-field';
import { fieldBinding } from '../../components/admin/field-binding';

const BACKEND: ImageUploadTarget = { service: 'backend' };

type ListName = 'titles' | 'subtitles' | 'descriptions' | 'services';

/** The contract's limit of an entry of each text list. */
const LIST_LIMITS: Record<ListName, number> = {
  titles: updatePageBodyOneTitlesItemMax,
  subtitles: updatePageBodyOneSubtitlesItemMax,
  descriptions: updatePageBodyOneDescriptionsItemMax,
  services: updatePageBodyOneListItemsItemMax,
};

const tooLong = tooLongMessage;
const texts = (max: number) => z.array(z.string().max(max, tooLong(max)));
const image = (max: number) =>
  z.object({
    url: z.string().max(max, `Görsel adresi en fazla ${max} karakter olabilir.`),
    fileId: z.string().nullish(),
    file: z.custom<File>().nullish(),
  });

/** The editor's fields, with the contract's limits (UpdatePageBody) and Turkish messages. */
const aboutFormSchema = z.object({
  slug: z.string().max(updatePageBodyOneSlugMax, tooLong(updatePageBodyOneSlugMax)),
  bannerImage: image(updatePageBodyOneBannerImageUrlMax),
  mainImage: image(updatePageBodyOneMainImageUrlMax),
  titles: texts(LIST_LIMITS.titles),
  subtitles: texts(LIST_LIMITS.subtitles),
  descriptions: texts(LIST_LIMITS.descriptions),
  servicesTitle: z
    .string()
    .max(updatePageBodyOneListTitlesItemMax, tooLong(updatePageBodyOneListTitlesItemMax)),
  services: texts(LIST_LIMITS.services),
  gallery: z
    .array(z.object({ id: z.string(), path: z.string(), name: z.string() }))
    .max(ABOUT_GALLERY_MAX, ABOUT_MESSAGES.galleryFull),
  ...seoFormFields,
}) satisfies z.ZodType<AboutForm>;

/**
 * What the page's search result and share card show when an SEO field is empty: the public
 * page's own title ('Hakkımızda'), the first paragraph, the banner image.
 */
const aboutFallback = (values: AboutForm, page: Page) => ({
  ...pageSeoFallback({
    name: page.name,
    titles: values.titles,
    subtitles: values.subtitles,
    descriptions: values.descriptions,
    bannerImageUrl: values.bannerImage.url,
    backgroundImageUrl: page.backgroundImageUrl,
    mainImageUrl: values.mainImage.url,
    files: values.gallery,
  }),
  title: DEFAULT_ABOUT_TITLE,
});

/** How a save publishes (issue 21): at once, as pending changes, or as pending changes with a time. */
interface Publishing {
  status: PublishStatus;
  publishAt: string | null;
}

/**
 * /admin/aboutus (docs/SPEC.md section 2, admin screen 2): the page 'Hakkımızda' — slug, banner and
 * main image, titles, subtitles and paragraphs, the services section and the 4-image gallery.
 * The form holds the panel's read: the page's pending changes when it has some (issue 21).
 */
export function AboutEditor() {
  const query = useQuery({ ...aboutEditorQuery(), ...NOTICE_READS });
  useLoadErrorNotice(query.isError);
  const page = query.data?.data;
  // A restored revision ('Geçmiş') replaces the form: it starts again from the page read anew.
  const [restores, setRestores] = useState(0);
  const onRestored = async () => {
    await query.refetch();
    setRestores((count) => count + 1);
  };

  return (
    <AdminPage
      title="Hakkımızda Sayfası"
      description="Şirket tanıtımı, hizmetler ve galeri."
      actions={
        // The public site is another app (docs/decisions/0073): a plain link, a full load.
        <a href="/about" className={buttonClass('secondary')}>
          Sayfayı Görüntüle
        </a>
      }
    >
      {query.isPending ? (
        <LoadingState className="py-12" />
      ) : page ? (
        <AboutEditorForm key={`${page.id}-${restores}`} page={page} onRestored={onRestored} />
      ) : (
        <LoadError
          variant="box"
          message={ABOUT_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
        />
      )}
    </AdminPage>
  );
}

function AboutEditorForm({ page, onRestored }: { page: Page; onRestored: () => Promise<void> }) {
  const queryClient = useQueryClient();
  // The page as the server last confirmed it: the base of the next PUT and of the read-back check.
  const [saved, setSaved] = useState(page);
  const form = useForm<AboutForm>({
    defaultValues: formFromPage(page),
    resolver: zodResolver(aboutFormSchema),
  });
  const { control, formState } = form;
  const bind = fieldBinding(form);
  const { kept, versioned } = useRecordEditing({
    form,
    kind: 'page',
    id: page.id,
    labels: ABOUT_FIELD_LABELS satisfies Record<keyof AboutForm, string>,
  });

  /** Uploads a pending image; a failure stops the save with the image's message. */
  const upload = async (
    name: 'bannerImage' | 'mainImage',
    value: ImageValue,
    message: string,
  ): Promise<ImageValue> => {
    if (!value.file) return value;
    const stored = await uploadPendingImage(value, BACKEND).catch((error: unknown) => {
      throw stepFailure(error, message, { otherwise: ABOUT_MESSAGES.imageUploadFailed });
    });
    // Kept in the form, so that a later failure does not upload the same file again.
    form.setValue(name, stored, { shouldDirty: true });
    return stored;
  };

  const { run, saving, feedback } = useSave({
    save: async ({ values, publishing }: { values: AboutForm; publishing: Publishing }) => {
      const bannerImage = await upload(
        'bannerImage',
        values.bannerImage,
        ABOUT_MESSAGES.bannerUploadFailed,
      );
      const mainImage = await upload(
        'mainImage',
        values.mainImage,
        ABOUT_MESSAGES.mainImageUploadFailed,
      );
      // What was sent in the end: the conflict view may have merged in someone else's changes.
      let body = prepareAboutPage({ ...values, bannerImage, mainImage }, saved);
      const reply = await versioned.write({ ...body, ...publishing }, (data, options) => {
        body = data;
        return updatePage(data, options);
      });
      // docs/SPEC.md section 4: read the page back to see that the update was applied (the panel's
      // read: pending changes are what a draft saves). A failed read leaves the PUT's own reply as
      // the best knowledge.
      const readBack = await getPageById(body.id, { Drafts: true }, { withToken: true })
        .then((result) => result.data)
        .catch(() => reply.data);
      void queryClient.invalidateQueries({ queryKey: aboutPageQueryKey() });
      if (updateNotApplied(body, saved, readBack))
        throw new SaveStepError(
          ABOUT_MESSAGES.notApplied,
          'Sunucu isteği kabul etti ama değişiklikler sayfada görünmüyor. Değerleriniz korunuyor; lütfen tekrar deneyin.',
        );
      return readBack;
    },
    // docs/SPEC.md section 8: the server's message, or 'Güncelleme sırasında bir hata oluştu.'.
    failure: { fallback: ABOUT_MESSAGES.saveFailed, reason: 'title' },
    success: (_readBack, { publishing }) =>
      pageSavedMessage(publishing.status, ABOUT_MESSAGES.saved),
    onSaved: (readBack) => {
      setSaved(readBack);
      form.reset(formFromPage(readBack));
      kept.saved();
    },
  });
  const record = pageRecord(saved);
  const publish = (values: AboutForm, status: PublishStatus, publishAt: string | null) =>
    run({ values, publishing: { status, publishAt } });
  const saveWith = (status: PublishStatus, publishAt: string | null = null) =>
    void form.handleSubmit((values) => publish(values, status, publishAt))();
  // The form's own submit keeps the status: pending changes stay pending (issue 21).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // React passes a dialog's own submit up through portals: it must not save the page as well.
    if (event.target !== event.currentTarget) return;
    const kept = keptStatus(record);
    void form.handleSubmit((values) => publish(values, kept.status, kept.publishAt))(event);
  };
  const busy = saving || formState.isSubmitting;
  const list = (name: ListName, item: string) => (
    <TextListController
      control={control}
      {...textListProps(
        name,
        ABOUT_FIELD_LABELS[name],
        item,
        LIST_LIMITS[name],
        name === 'descriptions',
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label="Hakkımızda sayfasını düzenle"
      onSubmit={submit}
      className="space-y-6"
    >
      <UnsavedChangesGuard when={formState.isDirty && !saving} />
      <KeptWorkBanner kept={kept} />
      {versioned.view}
      <PagePendingNote page={saved} />

      <AdminCard title="Sayfa Bilgileri">
        <TextField
          label={ABOUT_FIELD_LABELS.slug}
          maxLength={updatePageBodyOneSlugMax}
          aria-describedby={`about-slug-hint${formState.errors.slug ? ' about-slug-error' : ''}`}
          {...bind('slug', 'about-slug')}
        />
        <p id="about-slug-hint" className="mt-1 text-small text-concrete-700">
          {`Türkçe karakterler ve boşluklar kaydederken dönüştürülür; boş bırakılırsa '${DEFAULT_ABOUT_SLUG}' kullanılır.`}
        </p>
      </AdminCard>

      <AdminCard title="Görseller" description="Yüklenen görseller kaydettiğinizde gönderilir.">
        <div className="space-y-8">
          <AboutImageField control={control} name="bannerImage" />
          <AboutImageField
            control={control}
            name="mainImage"
            description="Tanıtım metninin yanında gösterilir."
          />
        </div>
      </AdminCard>

      <AdminCard
        title="Tanıtım Metinleri"
        description="Boş satırlar kaydederken atılır. İlk başlık sayfanın ana başlığıdır."
      >
        <div className="space-y-6">
          {list('titles', 'Başlık')}
          {list('subtitles', 'Alt başlık')}
          {list('descriptions', 'Paragraf')}
        </div>
      </AdminCard>

      <AdminCard title="Hizmetler" description="Hizmetler bölümünün başlığı ve maddeleri.">
        <div className="space-y-6">
          <TextField
            label={ABOUT_FIELD_LABELS.servicesTitle}
            maxLength={updatePageBodyOneListTitlesItemMax}
            {...bind('servicesTitle', 'about-services-title')}
          />
          {list('services', 'Hizmet')}
        </div>
      </AdminCard>

      <AdminCard title="Galeri" description="Hizmetler bölümünde gösterilen görseller.">
        <BoundField control={control} name="gallery" field={GalleryField} />
      </AdminCard>

      <SeoCard
        control={control}
        fallback={(values) => aboutFallback(values, saved)}
        path="/about"
        idPrefix="about"
      />

      <PagePublishBar
        page={saved}
        bar={{ saving: busy, feedback, dirty: formState.isDirty, onSave: saveWith }}
        onRestored={onRestored}
        className="sticky bottom-0 z-10 -mx-1 rounded-xl border border-concrete-200 bg-white shadow-card"
      />
    </form>
  );
}

/** The first message of an object field's nested errors (an image's url). */
function errorOf(error: unknown): string | undefined {
  const nested = error as { url?: { message?: string } } | undefined;
  return nested?.url?.message;
}

/** A banner or main image, uploaded when the page is saved, with its error under it. */
function AboutImageField({
  control,
  name,
  description,
}: {
  control: Control<AboutForm>;
  name: 'bannerImage' | 'mainImage';
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <ImageField
            label={ABOUT_FIELD_LABELS[name]}
            description={description}
            value={field.value}
            onChange={field.onChange}
            target={BACKEND}
            mode="on-save"
            onUploadError={() => notifyError(ABOUT_MESSAGES.imageUploadFailed)}
          />
          <FieldError message={fieldState.error?.message ?? errorOf(fieldState.error)} />
        </div>
      )}
    />
  );
}

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="mt-1 text-small text-red-700">{message}</p> : null;
}
