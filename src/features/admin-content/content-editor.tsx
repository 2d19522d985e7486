import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createContext, Fragment, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { UploadKind } from '../../api/generated/content/model';
import { AdminPage, secondaryButton } from '../../components/admin/admin-page';
import { ImageField } from '../../components/admin/image-field';
import { HistoryButton } from '../../components/admin/history/history-dialog';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { SaveButton } from '../../components/admin/save-button';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { LoadingState } from '../../components/query-states';
import { useSave } from '../../lib/save';
import { notifyError } from '../../lib/toast';
import { SAVE_FAILED, SAVE_SUCCESS, uploadFailedMessage } from './content-forms';

/**
 * The frame of a content editor: the heading, then the form once the content is there, the
 * loading view before, and after a failed load the 'Hata!' notice plus an inline retry. Content
 * already in the form stays when a later background read fails.
 */
export function ContentEditorFrame<T>({
  title,
  description,
  contentKey,
  query,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The page's key in the content service (`contact`, ...): its 'Geçmiş'. */
  contentKey: string;
  query: UseQueryResult<T>;
  children: (content: T) => ReactNode;
}) {
  const loadFailed = query.isError && query.data === undefined;
  useLoadErrorNotice(loadFailed);
  // The form reports unsaved edits (EditorSaveBar); a restored revision starts it again.
  const [dirty, setDirty] = useState(false);
  const [restores, setRestores] = useState(0);
  const history =
    query.data !== undefined ? (
      <HistoryButton
        kind="content"
        itemId={contentKey}
        dirty={dirty}
        onRestored={async () => {
          await query.refetch();
          setRestores((count) => count + 1);
        }}
      />
    ) : undefined;
  return (
    <AdminPage title={title} description={description} actions={history}>
      {query.data !== undefined ? (
        <ReportDirty.Provider value={setDirty}>
          <Fragment key={restores}>{children(query.data)}</Fragment>
        </ReportDirty.Provider>
      ) : loadFailed ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">İçerik yüklenemedi.</p>
          <p className="mt-1 text-small">
            Sayfa içeriği şu anda okunamıyor. Bağlantınızı kontrol edip tekrar deneyin.
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-4`}
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Tekrar Dene
          </button>
        </div>
      ) : (
        <LoadingState text="İçerik yükleniyor..." className="px-0 py-12 sm:px-0" />
      )}
    </AdminPage>
  );
}

/**
 * Saves the whole content object (docs/decisions/0011) on the panel's one save path: the form
 * starts again from what the service stored, and the query the public page reads is invalidated.
 * A 400 naming fields puts the server's words under them.
 */
export function useContentSave<TValues extends FieldValues, TSaved>({
  form,
  save,
  queryKey,
  toFormValues,
}: {
  form: UseFormReturn<TValues>;
  save: (values: TValues) => Promise<TSaved>;
  queryKey: readonly unknown[];
  toFormValues: (saved: TSaved) => TValues;
}) {
  const queryClient = useQueryClient();
  const { run } = useSave({
    save,
    failure: SAVE_FAILED,
    success: SAVE_SUCCESS,
    onSaved: (saved) => {
      form.reset(toFormValues(saved));
      void queryClient.invalidateQueries({ queryKey });
    },
    form: { setError: form.setError, fields: Object.keys(form.getValues()) as Path<TValues>[] },
  });
  return run;
}

/**
 * Starts the form again from newer content read in the background (e.g. after a save elsewhere),
 * unless the administrator has already changed something.
 */
export function useFollowContent<TValues extends FieldValues, TContent>(
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

/** Tells the frame whether its form holds unsaved edits (for the restore's confirmation). */
const ReportDirty = createContext<((dirty: boolean) => void) | null>(null);

/** The end of every editor form: the guard against leaving with unsaved edits, and Save. */
export function EditorSaveBar({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  const reportDirty = useContext(ReportDirty);
  useEffect(() => reportDirty?.(dirty), [dirty, reportDirty]);
  return (
    <>
      <UnsavedChangesGuard when={dirty && !saving} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-concrete-200 bg-concrete-50/95 px-4 py-4 sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border sm:bg-white/95 sm:px-6 sm:shadow-card">
        <p className="text-small text-concrete-700" aria-live="polite">
          {dirty ? 'Kaydedilmemiş değişiklikleriniz var.' : ''}
        </p>
        <SaveButton saving={saving}>Değişiklikleri Kaydet</SaveButton>
      </div>
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
