import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useState,
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
  type Resolver,
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
import { AdminPage } from '../../components/admin/admin-page';
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
import { SAVE_FAILED, SAVE_SUCCESS, uploadFailedMessage } from './content-forms';
import { Button } from '../../components/admin/button';

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

/**
 * The frame of a content editor: the heading, then the form once the content is there, the
 * loading view before, and after a failed load the 'Hata!' notice plus an inline retry. Content
 * already in the form stays when a later background read fails. The content is the panel's read:
 * its pending changes when it has some, said above the form.
 */
export function ContentEditorFrame<T extends PendingFields>({
  title,
  description,
  contentKey,
  query,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The page's key in the content service (`contact`, ...): its 'Geçmiş', its drafts. */
  contentKey: ContentPage;
  query: UseQueryResult<T>;
  children: (content: T) => ReactNode;
}) {
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
  labels = {},
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
  /** The form's field labels, for the conflict view. */
  labels?: Partial<Record<string, string>>;
}) {
  const queryClient = useQueryClient();
  const frame = useContext(Frame);
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
export function useContentForm<TValues extends FieldValues, TBody extends object, TContent>({
  resolver,
  ...save
}: Omit<Parameters<typeof useContentSave<TValues, TBody, TContent>>[0], 'form' | 'content'> & {
  resolver: Resolver<TValues>;
  content: TContent & PendingFields;
}) {
  const form = useForm<TValues>({
    resolver,
    defaultValues: save.toFormValues(save.content) as DefaultValues<TValues>,
  });
  useFollowContent(form, save.content, save.toFormValues);
  const publishing = useContentSave({ form, ...save });
  return { form, publishing };
}

/**
 * The end of every editor form (issue 21): the guard against leaving with unsaved edits, and the
 * publish bar — 'Değişiklikleri Kaydet' or 'Taslak olarak kaydet', 'Yayınla', 'Zamanla', and with
 * pending changes 'Önizle' and 'Taslağı sil'.
 */
export function ContentPublishBar({
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
export function ContentImageField<TValues extends FieldValues>({
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
