import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  Controller,
  useForm,
  type Control,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import {
  createContentPreviewLink,
  discardContentDraft,
  getListContentPreviewLinksQueryOptions,
} from '../../api/generated/content/endpoints/publishing/publishing';
import type {
  ContentPage,
  ContentPreviewLink,
  ContentStatus,
  UploadKind,
} from '../../api/generated/content/model';
import {
  DiscardDraftButton,
  PreviewLinksButton,
  type DraftTarget,
} from '../../components/admin/draft-actions';
import { ImageField } from '../../components/admin/image-field';
import { HistoryButton } from '../../components/admin/history/history-dialog';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { keptStatus, PublishBar } from '../../components/admin/publish-bar';
import { PagePendingNote, pageRecord } from '../../components/admin/page-drafts';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { LoadingState } from '../../components/query-states';
import { useSave } from '../../lib/save';
import type { RequestOptions } from '../../api/create-client';
import { useVersionedWrite } from '../../components/admin/use-versioned-write';
import { useKeptWork } from '../../components/admin/use-kept-work';
import { notifyError } from '../../lib/toast';
import { MESSAGES } from '../../../core/domain/messages';
import { SAVE_FAILED, SAVE_SUCCESS, turkishIssues, uploadFailedMessage } from './content-forms';
import { Button } from '../../components/admin/button';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import { CONTENT_LABELS } from '../../components/admin/field-labels/content';
import { fieldBinding } from '../../components/admin/field-binding';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { servicePageEditors } from './queries';
import type { ServicePageKey } from '../../../core/domain/types';

/** What the panel's read (`Drafts=true`) says of a page's pending changes. */
interface PendingFields {
  hasPendingChanges?: boolean;
  pendingPublishAt?: string | null;
}

/** A page's preview links and pending changes, for 'Önizle' and 'Taslağı sil'. */
const pageDraftTarget = (page: ContentPage): DraftTarget<ContentPreviewLink[]> => ({
  kind: 'page',
  links: getListContentPreviewLinksQueryOptions(page, { request: { withToken: true } }),
  createLink: async () => {
    await createContentPreviewLink(page, {});
    return null;
  },
  discard: () => discardContentDraft(page),
});

/** What an editor's form needs of its frame: the page, a report of unsaved edits, a new read. */
interface FrameContext {
  page: ContentPage;
  reportDirty: (dirty: boolean) => void;
  readAgain: () => Promise<void>;
}

const Frame = createContext<FrameContext | null>(null);

/** Each content editor's heading and the line under it. */
const contentScreens: Record<ContentPage, { title: string; description: string }> = {
  contact: {
    title: 'İletişim Sayfası',
    description:
      'İletişim sayfasındaki banner, iletişim bilgileri, mesaj formu metinleri ve harita.',
  },
  asilnunx: {
    title: 'AsilNunX Sayfası',
    description: '/AsilNunX sayfasının metinleri, görseli, dokümanları ve bağlantısı.',
  },
  'aydinlatma-metni': {
    title: 'Aydınlatma Metni',
    description:
      'İletişim formunun altında bağlantısı verilen KVKK metni ve mesajların saklama süresi.',
  },
  menuler: {
    title: 'Menüler',
    description:
      'Sitenin üst menüsündeki ve alt menüsündeki bağlantılar: adları, hedefleri ve sıraları.',
  },
  ...servicePageScreens(),
};

function servicePageScreens() {
  const keys = Object.keys(servicePageEditors) as ServicePageKey[];
  return Object.fromEntries(
    keys.map((key) => {
      const { heading, publicPath } = servicePageEditors[key];
      return [
        key,
        { title: heading, description: `${publicPath} sayfasının içeriği ve anasayfadaki kartı.` },
      ];
    }),
  ) as Record<ServicePageKey, { title: string; description: string }>;
}

/**
 * The frame of a content editor: the heading, then the form once the content is there, the
 * loading view before, and after a failed load the 'Hata!' notice plus an inline retry. Content
 * already in the form stays when a later background read fails. The content is the panel's read:
 * its pending changes when it has some, said above the form.
 */
export function ContentEditorFrame<T extends PendingFields>({
  contentKey,
  query,
  children,
}: {
  /**
   * The page's key in the content service (`contact`, ...): its heading, its 'Geçmiş', its
   * drafts, its fields' labels.
   */
  contentKey: ContentPage;
  query: UseQueryResult<T>;
  children: (content: T) => ReactNode;
}) {
  const { title, description } = contentScreens[contentKey];
  const loadFailed = query.isError && query.data === undefined;
  useLoadErrorNotice(loadFailed);
  // The form reports unsaved edits (ContentPublishBar); a restored revision, or pending changes
  // dropped, start it again from a new read.
  const [dirty, setDirty] = useState(false);
  const [restores, setRestores] = useState(0);
  const readAgain = async () => {
    await query.refetch();
    setRestores((count) => count + 1);
  };
  const history =
    query.data !== undefined ? (
      <HistoryButton kind="content" itemId={contentKey} dirty={dirty} onRestored={readAgain} />
    ) : undefined;
  return (
    <AdminPage title={title} description={description} actions={history}>
      {query.data !== undefined ? (
        <Frame.Provider value={{ page: contentKey, reportDirty: setDirty, readAgain }}>
          <Fragment key={restores}>
            <PagePendingNote page={query.data} />
            {children(query.data)}
          </Fragment>
        </Frame.Provider>
      ) : loadFailed ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">İçerik yüklenemedi.</p>
          <p className="mt-1 text-small">
            Sayfa içeriği şu anda okunamıyor. Bağlantınızı kontrol edip tekrar deneyin.
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Tekrar Dene
          </Button>
        </div>
      ) : (
        <LoadingState text="İçerik yükleniyor..." className="px-0 py-12 sm:px-0" />
      )}
    </AdminPage>
  );
}

/** How a save publishes (issue 21): at once, as pending changes, or as pending changes with a time. */
interface Publishing {
  status: ContentStatus;
  publishAt?: string;
}

/** The toast of a save, by how it published: the editor's own words when it went live. */
const SAVED_MESSAGES: Record<ContentStatus, string> = {
  published: SAVE_SUCCESS,
  draft: MESSAGES.pagePendingSaved,
  scheduled: MESSAGES.pagePendingScheduled,
};

/**
 * Saves the whole content object (docs/decisions/0011) on the panel's one save path, with how it
 * publishes (issue 21): the form starts again from what the service stored, which is also the
 * panel's read of the page now (the publish bar says at once where the page stands), and every
 * other read of the page (the public one) is read again when next shown. A 400 naming fields puts the server's
 * words under them.
 *
 * The form's own submit (`submit`: its first button, and Enter) keeps the status, so pending
 * changes stay pending and a schedule keeps its time; `saveWith` saves with another one.
 */
function useContentSave<TValues extends FieldValues, TBody extends object, TSaved>({
  form,
  content,
  payload,
  save,
  queryKey,
  toFormValues,
}: {
  form: UseFormReturn<TValues>;
  /** The page as the panel read it. */
  content: PendingFields;
  /** What is sent for the form's values. */
  payload: (values: TValues, publishing: Publishing) => TBody;
  /** The write, with the request options that carry `If-Match` (issue 22 section 1). */
  save: (body: TBody, options: RequestOptions) => Promise<TSaved>;
  /** The key of the panel's read (a generated key: the request path first). */
  queryKey: readonly unknown[];
  toFormValues: (saved: TSaved) => TValues;
}) {
  const queryClient = useQueryClient();
  const frame = useContext(Frame);
  // The form's field labels, for the kept copy's list and the conflict view.
  const labels = frame ? CONTENT_LABELS[frame.page] : {};
  // The version is kept under the read's path (`/api/contact`), the save's path too.
  // Unsaved work kept on the device (ADR 0035), per page; its version goes with a restore.
  const keptWork = useKeptWork({
    form,
    kind: 'content',
    id: frame?.page ?? String(queryKey[0]),
    versionKey: String(queryKey[0]),
    labels,
  });
  const versioned = useVersionedWrite({
    versionKey: String(queryKey[0]),
    labels,
    history: frame ? { kind: 'content', itemId: frame.page } : undefined,
    restoredVersion: keptWork.restoredVersion,
  });
  // Newer content the form followed while it held no edits (useFollowContent) is its base now.
  useEffect(() => {
    if (!form.formState.isDirty) versioned.rebase();
    // Only newly read content counts, not each edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
  const { run, saving, feedback } = useSave({
    save: ({ values, publishing }: { values: TValues; publishing: Publishing }) =>
      versioned.write(payload(values, publishing), save),
    failure: SAVE_FAILED,
    success: (_saved, { publishing }) => SAVED_MESSAGES[publishing.status],
    onSaved: (saved) => {
      form.reset(toFormValues(saved));
      keptWork.saved();
      queryClient.setQueryData(queryKey, saved);
      // The other reads of the page (the public one) are read again when next shown; this one
      // already holds the reply.
      void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 1), refetchType: 'none' });
    },
    form: { setError: form.setError, fields: Object.keys(form.getValues()) as Path<TValues>[] },
  });
  // A page is always live: what it may have is pending changes, with or without a time.
  const record = pageRecord(content);
  const publish = (values: TValues, status: ContentStatus, publishAt: string | null) =>
    run({ values, publishing: publishAt ? { status, publishAt } : { status } });
  const saveWith = (status: ContentStatus, publishAt: string | null = null) =>
    void form.handleSubmit((values) => publish(values, status, publishAt))();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // React passes a dialog's own submit up through portals: it must not save the page as well.
    if (event.target !== event.currentTarget) return;
    const kept = keptStatus(record);
    void form.handleSubmit((values) => publish(values, kept.status, kept.publishAt))(event);
  };
  return {
    submit,
    /** The offer of unsaved work kept on the device: `<KeptWorkBanner>` at the top of the form. */
    keptWork,
    /** The notice of a save made elsewhere, and the conflict view: shown by the publish bar. */
    versionView: versioned.view,
    /** The publish bar's own props. */
    bar: { record, saving: saving || form.formState.isSubmitting, feedback, onSave: saveWith },
  };
}

/**
 * Starts the form again from newer content read in the background (e.g. after a save elsewhere),
 * unless the administrator has already changed something.
 */
function useFollowContent<TValues extends FieldValues, TContent>(
  form: UseFormReturn<TValues>,
  content: TContent,
  toFormValues: (content: TContent) => TValues,
) {
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    if (!isDirty && !isSubmitting) form.reset(toFormValues(content));
    // Only newly read content counts, not each edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
}

/**
 * An editor's form over the page it read: its rules, the page followed while nothing is typed
 * (useFollowContent), and the save (useContentSave).
 */
export function useContentForm<TValues extends FieldValues, TContent extends object>({
  schema,
  toPayload,
  ...save
}: Omit<
  Parameters<typeof useContentSave<TValues, TContent, TContent>>[0],
  'form' | 'content' | 'payload'
> & {
  /** The form's rules; the generated schemas' own rules get Turkish messages (turkishIssues). */
  schema: z.ZodType<TValues, TValues>;
  /** The content object to send for the form's values (without how it publishes). */
  toPayload: (values: TValues) => TContent;
  content: TContent & PendingFields;
}) {
  const form = useForm<TValues>({
    resolver: zodResolver(schema, { error: turkishIssues }),
    defaultValues: save.toFormValues(save.content) as DefaultValues<TValues>,
  });
  useFollowContent(form, save.content, save.toFormValues);
  const publishing = useContentSave({
    form,
    payload: (values, how) => ({ ...toPayload(values), ...how }),
    ...save,
  });
  return { form, publishing, ...useContentFields(form) };
}

type ContentEditing<TValues extends FieldValues> = ReturnType<
  typeof useContentForm<TValues, object>
>;

/**
 * An editor's form: the offer of unsaved work kept on the device at the top, the editor's cards,
 * and the publish bar at the end (ContentPublishBar).
 */
export function ContentEditorForm<TValues extends FieldValues>({
  editing: { form, publishing },
  children,
}: {
  editing: Pick<ContentEditing<TValues>, 'form' | 'publishing'>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={publishing.submit} className="space-y-6">
      <KeptWorkBanner kept={publishing.keptWork} />
      {children}
      <ContentPublishBar publishing={publishing} dirty={form.formState.isDirty} />
    </form>
  );
}

/** A card of an editor's fields, one under another or (`grid`) in two columns from md up. */
export function ContentCard({
  title,
  description,
  grid = false,
  children,
}: {
  title: string;
  description: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminCard title={title} description={description}>
      <div className={grid ? 'grid gap-5 md:grid-cols-2' : 'space-y-5'}>{children}</div>
    </AdminCard>
  );
}

type TextProps = Omit<ComponentProps<typeof TextField>, 'label' | 'id'>;
type TextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'label' | 'id'>;

/**
 * An editor's fields by name, each under its label in the page's table (field-labels): text
 * fields with the id `${page}-${name}`, its error and what `register` gives; images kept as their
 * URL ({@link ContentImageField}).
 */
function useContentFields<TValues extends FieldValues>(form: UseFormReturn<TValues>) {
  const page = useContext(Frame)?.page;
  const labels: Partial<Record<string, string>> = page ? CONTENT_LABELS[page] : {};
  const bind = fieldBinding(form);
  const field = (name: Path<TValues>) => ({
    label: labels[name] ?? name,
    ...bind(name, `${page ?? 'content'}-${name}`),
  });
  return {
    text: (name: Path<TValues>, props: TextProps = {}) => <TextField {...props} {...field(name)} />,
    area: (name: Path<TValues>, props: TextAreaProps = {}) => (
      <TextAreaField {...props} {...field(name)} />
    ),
    image: (name: FieldPathByValue<TValues, string>, kind: UploadKind, description?: string) => (
      <ContentImageField
        control={form.control}
        name={name}
        label={labels[name] ?? name}
        description={description}
        kind={kind}
      />
    ),
  };
}

/**
 * The end of every editor form (issue 21): the guard against leaving with unsaved edits, and the
 * publish bar — 'Değişiklikleri Kaydet' or 'Taslak olarak kaydet', 'Yayınla', 'Zamanla', and with
 * pending changes 'Önizle' and 'Taslağı sil'.
 */
function ContentPublishBar({
  publishing: { bar, versionView },
  dirty,
}: {
  publishing: ReturnType<typeof useContentSave>;
  dirty: boolean;
}) {
  const frame = useContext(Frame);
  const reportDirty = frame?.reportDirty;
  useEffect(() => reportDirty?.(dirty), [dirty, reportDirty]);
  const target = frame && bar.record.hasPendingChanges ? pageDraftTarget(frame.page) : null;
  return (
    <>
      <UnsavedChangesGuard when={dirty && !bar.saving} />
      {versionView}
      <PublishBar
        {...bar}
        dirty={dirty}
        saveLabel="Değişiklikleri Kaydet"
        className="-mx-4 border-t border-concrete-200 bg-concrete-50/95 sm:mx-0 sm:rounded-xl sm:border sm:bg-white/95 sm:px-6 sm:shadow-card md:sticky md:bottom-0 md:z-10"
        actions={
          frame && target ? (
            <>
              <PreviewLinksButton target={target} dirty={dirty} />
              <DiscardDraftButton
                target={target}
                disabled={bar.saving}
                onDiscarded={() => void frame.readAgain()}
              />
            </>
          ) : null
        }
      />
    </>
  );
}

/**
 * An image of a content page, kept as its URL in the form: typed, picked from the system, or
 * uploaded at once to the content service under `kind` (a failed upload names the kind).
 */
function ContentImageField<TValues extends FieldValues>({
  control,
  name,
  label,
  description,
  kind,
}: {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, string>;
  label: string;
  description?: string;
  kind: UploadKind;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageField
          label={label}
          description={description}
          value={{ url: field.value }}
          onChange={(image) => field.onChange(image.url)}
          target={{ service: 'content', kind }}
          mode="immediate"
          onUploadError={() => notifyError(uploadFailedMessage(kind))}
        />
      )}
    />
  );
}
