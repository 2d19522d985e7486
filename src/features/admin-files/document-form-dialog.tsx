import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createDocument,
  getDocumentById,
  updateDocument,
} from '../../api/generated/backend/endpoints/document/document';
import type { Document, PublishStatus } from '../../api/generated/backend/model';
import {
  createDocumentBodyCategoryMax,
  createDocumentBodyDescriptionMax,
  createDocumentBodyNameMax,
  createDocumentBodySlugMax,
  createDocumentBodyUrlMax,
} from '../../api/generated/backend-zod/backend.zod';
import {
  DocumentDraftRead,
  DocumentPublishBar,
  documentSavedMessage,
  publishingFields,
  type DocumentPublishing,
} from '../../components/admin/document-drafts';
import { HistoryButton } from '../../components/admin/history/history-dialog';
import { PendingNote } from '../../components/admin/draft-actions';
import { keptStatus, publishState } from '../../components/admin/publish-bar';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { Modal } from '../../components/modal';
import { showNotice } from '../../components/notice/notice-store';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { SaveStepError, stepFailure, useSave } from '../../lib/save';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { useRecordEditing } from '../../components/admin/use-record-editing';
import { DocumentFileFields } from './document-file-fields';
import {
  DOCUMENT_FIELD_LABELS,
  DOCUMENT_MESSAGES,
  DOCUMENT_SAVE_WORDING,
  documentFormSchema,
  emptyDocumentForm,
  formFromDocument,
  hasMainSource,
  prepareDocumentPayload,
  slugFromName,
  type DocumentFormValues,
} from './document-form';
import { useDocumentFiles } from './use-document-files';

const failed = (title: string, text: string) =>
  showNotice({ title, text, variant: 'error', confirmLabel: 'Tamam' });

interface DocumentFormProps {
  categories: readonly string[];
  /** After a save: what the notice says ('Dosya güncellendi.', or how it waits for visitors). */
  onSaved: (message: string) => Promise<void> | void;
  /** After a revision's restore ('Geçmiş'): the document as it is now. */
  onRestored?: (document: Document) => Promise<void> | void;
}

/**
 * The create/edit dialog of a document (docs/SPEC.md section 2, admin screen 9, and section 5
 * "Document form (file management page)"). An existing document is read again with its pending
 * changes (issue 21), the version the form edits. A new main file or preview image waits for the
 * save: it is uploaded first, with its progress shown, and its id goes into the document.
 */
export function DocumentFormDialog({
  document,
  onClose,
  ...form
}: DocumentFormProps & {
  /** The list's document; null for a new one. */
  document: Document | null;
  onClose: () => void;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={document ? 'Dosyayı Düzenle' : 'Yeni Dosya'}
      size="3xl"
      closeButton
      description={
        document
          ? `“${document.name}” belgesinin bilgilerini değiştirin.`
          : 'Bir dosya yükleyin, sistemden seçin veya harici bir bağlantı girin.'
      }
    >
      {document ? (
        <DocumentDraftRead documentId={document.id}>
          {(read, readAgain) => (
            <DocumentForm
              document={read}
              onSavingChange={setSaving}
              onDiscarded={() => void readAgain()}
              {...form}
            />
          )}
        </DocumentDraftRead>
      ) : (
        <DocumentForm document={null} onSavingChange={setSaving} {...form} />
      )}
    </Modal>
  );
}

function DocumentForm({
  document,
  categories,
  onSaved,
  onRestored,
  onSavingChange,
  onDiscarded = () => undefined,
}: DocumentFormProps & {
  /** The document as the panel reads it (its pending version); null for a new one. */
  document: Document | null;
  onSavingChange: (saving: boolean) => void;
  /** After 'Taslağı sil': the dialog reads the live document again. */
  onDiscarded?: () => void;
}) {
  const id = useId();
  const form = useForm<DocumentFormValues>({
    defaultValues: document ? formFromDocument(document) : emptyDocumentForm,
    resolver: zodResolver(documentFormSchema),
  });
  const { register, formState, setValue } = form;
  // docs/SPEC.md section 5: the slug follows the name until it is edited (an existing document keeps
  // its address unless the administrator changes it).
  const [slugEdited, setSlugEdited] = useState(document !== null);
  const files = useDocumentFiles(form);
  // Kept on the device: the fields and the files chosen from the computer (ADR 0035).
  const { kept, versioned } = useRecordEditing({
    form,
    kind: 'document',
    id: document?.id ?? null,
    labels: DOCUMENT_FIELD_LABELS,
  });

  const dirty = formState.isDirty || files.dirty;

  const { run, saving, feedback } = useSave({
    save: async ({
      values,
      publishing,
    }: {
      values: DocumentFormValues;
      publishing: DocumentPublishing;
    }) => {
      const uploaded = await files.uploadPending().catch((error: unknown) => {
        throw stepFailure(error, DOCUMENT_MESSAGES.uploadFailed);
      });
      const body = { ...prepareDocumentPayload(values, uploaded), ...publishingFields(publishing) };
      return document
        ? versioned.write({ ...body, id: document.id }, (data, options) =>
            updateDocument(data, options),
          )
        : createDocument(body);
    },
    failure: DOCUMENT_SAVE_WORDING,
    onSaved: async (reply, { publishing }) => {
      form.reset(form.getValues());
      kept.saved();
      const done = document ? DOCUMENT_MESSAGES.updated : DOCUMENT_MESSAGES.created;
      await onSaved(documentSavedMessage(document, reply.data, publishing, done));
    },
    // docs/SPEC.md section 8: the popup 'Hata!' with the error text and detail, not a toast; the
    // status line beside the save buttons (`feedback`) keeps what it said.
    onRefused: (error, { title, detail }) => {
      const upload = error instanceof SaveStepError;
      failed(
        DOCUMENT_MESSAGES.saveFailedTitle,
        detail ? `${title}${upload ? ':' : ''} ${detail}` : title,
      );
      return true;
    },
  });
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);

  const save = async (values: DocumentFormValues, publishing: DocumentPublishing) => {
    if (!hasMainSource(values, files.pendingMain)) {
      showNotice({
        title: DOCUMENT_MESSAGES.missingTitle,
        text: DOCUMENT_MESSAGES.missingSource,
        variant: 'warning',
        confirmLabel: 'Tamam',
      });
      return;
    }
    await run({ values, publishing });
  };
  // Issue 21: the form's own submit keeps the status; the bar's other buttons save with theirs.
  const saveWith = (status: PublishStatus, publishAt: string | null = null) =>
    void form.handleSubmit((values) => save(values, { status, publishAt }))();

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugFromName(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) =>
      // An emptied slug follows the name again.
      setSlugEdited(event.target.value.trim() !== ''),
  });

  const history =
    document && onRestored ? (
      <HistoryButton
        kind="document"
        itemId={document.id}
        dirty={dirty}
        onRestored={async () => {
          const reply = await getDocumentById(document.id);
          await onRestored(reply.data);
        }}
      />
    ) : null;

  return (
    <form
      noValidate
      aria-label={document ? 'Dosyayı düzenle' : 'Yeni dosya'}
      onSubmit={(event) =>
        void form.handleSubmit((values) => save(values, keptStatus(document)))(event)
      }
    >
      <UnsavedChangesGuard when={dirty && !saving} />
      <div className="space-y-5 p-5">
        <KeptWorkBanner kept={kept} />
        {versioned.view}
        <PendingNote kind="document" show={publishState(document).pending} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label="Dosya Adı"
            required
            aria-required="true"
            maxLength={createDocumentBodyNameMax}
            error={formState.errors.name?.message}
            {...nameField}
          />
          <div>
            <TextField
              id={`${id}-slug`}
              label="URL Slug"
              required
              aria-required="true"
              maxLength={createDocumentBodySlugMax}
              aria-describedby={`${id}-slug-hint${formState.errors.slug ? ` ${id}-slug-error` : ''}`}
              error={formState.errors.slug?.message}
              {...slugField}
            />
            <p id={`${id}-slug-hint`} className="mt-1 text-small text-concrete-700">
              Addan otomatik oluşturulur; boş bırakılırsa kaydederken yeniden oluşturulur.
            </p>
          </div>
        </div>

        <TextAreaField
          id={`${id}-description`}
          label="Açıklama"
          rows={3}
          maxLength={createDocumentBodyDescriptionMax}
          error={formState.errors.description?.message}
          {...register('description')}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-category`}
            label="Kategori"
            list={`${id}-categories`}
            autoComplete="off"
            maxLength={createDocumentBodyCategoryMax}
            error={formState.errors.category?.message}
            {...register('category')}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <TextField
            id={`${id}-order`}
            label="Sıra"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={formState.errors.order?.message}
            {...register('order')}
          />
        </div>

        <TextField
          id={`${id}-url`}
          label="Harici URL"
          type="url"
          inputMode="url"
          placeholder="https://..."
          maxLength={createDocumentBodyUrlMax}
          error={formState.errors.url?.message}
          {...register('url')}
        />

        <DocumentFileFields id={id} form={form} files={files} saving={saving} />

        <label className="flex items-center gap-3 text-body font-semibold text-concrete-900">
          <input type="checkbox" className="size-5 accent-brand-800" {...register('isActive')} />
          Aktif
        </label>
      </div>
      <DocumentPublishBar
        document={document}
        bar={{ saving, feedback, dirty, onSave: saveWith }}
        history={history}
        onDiscarded={onDiscarded}
      />
    </form>
  );
}
