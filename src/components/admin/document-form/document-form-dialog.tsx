import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createDocument,
  getDocumentById,
  updateDocument,
} from '../../../api/generated/backend/endpoints/document/document';
import type { Document, PublishStatus } from '../../../api/generated/backend/model';
import {
  createDocumentBodyCategoryMax,
  createDocumentBodyDescriptionMax,
  createDocumentBodyNameMax,
  createDocumentBodySlugMax,
  createDocumentBodyUrlMax,
} from '../../../api/generated/backend-zod/backend.zod';
import { stepFailure, useSave } from '../../../lib/save';
import { SaveStepError } from '../../../lib/failure';
import { Modal } from '../../modal';
import { showNotice } from '../../notice/notice-store';
import { TextAreaField } from '../../text-area-field';
import { TextField } from '../../text-field';
import {
  DocumentDraftRead,
  DocumentPublishBar,
  documentSavedMessage,
  publishingFields,
  type DocumentPublishing,
} from '../document-drafts';
import { PendingNote } from '../draft-actions';
import { HistoryButton } from '../history/history-dialog';
import { KeptWorkBanner } from '../kept-work-banner';
import { keptStatus, publishState } from '../publish-bar';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';
import { useRecordEditing } from '../use-record-editing';
import { BackendCheck, PdfTest } from './document-checks';
import { DocumentFileFields } from './document-file-fields';
import {
  DOCUMENT_FORM_PLACES,
  DOCUMENT_MESSAGES,
  emptyDocumentForm,
  formFromDocument,
  prepareDocumentPayload,
  slugFromName,
  type DocumentFormPlace,
  type DocumentFormValues,
} from './document-form-rules';
import { useDocumentFiles } from './use-document-files';

interface DocumentFormProps {
  /** Offered in the category field's list. */
  categories?: readonly string[];
  /**
   * After a save: the document, and what to tell ('Dosya güncellendi.', 'Belge oluşturuldu.', or
   * how it waits for visitors). The caller closes the dialog.
   */
  onSaved: (saved: Document, message: string) => Promise<void> | void;
  /** After a revision's restore ('Geçmiş', offered when given): the document as it is now. */
  onRestored?: (document: Document) => Promise<void> | void;
}

/**
 * The one create/edit dialog of a document (docs/SPEC.md section 2, admin screens 8 and 9;
 * section 5 gives its two rule sets): opened from the file manager ('files') or from the product
 * editor's 'Yeni Belge' ('product'); `DOCUMENT_FORM_PLACES` says what each checks and shows. An
 * existing document is read again with its pending changes (issue 21), the version the form
 * edits. A new main file or preview image waits for the save: it is uploaded first, with its
 * progress shown, and its id goes into the document. The parent mounts it with a `key` per
 * document being edited.
 */
export function DocumentFormDialog({
  place,
  document,
  onClose,
  ...form
}: DocumentFormProps & {
  place: keyof typeof DOCUMENT_FORM_PLACES;
  /** The list's document; null for a new one. */
  document: Document | null;
  onClose: () => void;
}) {
  const rules: DocumentFormPlace = DOCUMENT_FORM_PLACES[place];
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={document ? rules.titles.edit : rules.titles.create}
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
              place={rules}
              document={read}
              onSavingChange={setSaving}
              onDiscarded={() => void readAgain()}
              {...form}
            />
          )}
        </DocumentDraftRead>
      ) : (
        <DocumentForm place={rules} document={null} onSavingChange={setSaving} {...form} />
      )}
    </Modal>
  );
}

function DocumentForm({
  place,
  document,
  categories = [],
  onSaved,
  onRestored,
  onSavingChange,
  onDiscarded = () => undefined,
}: DocumentFormProps & {
  place: DocumentFormPlace;
  /** The document as the panel reads it (its pending version); null for a new one. */
  document: Document | null;
  onSavingChange: (saving: boolean) => void;
  /** After 'Taslağı sil': the dialog reads the live document again. */
  onDiscarded?: () => void;
}) {
  const id = useId();
  const form = useForm<DocumentFormValues>({
    defaultValues: document ? formFromDocument(document) : emptyDocumentForm,
    resolver: zodResolver(place.schema),
  });
  const { register, formState, setValue } = form;
  // docs/SPEC.md section 5: the slug follows the name until it is edited (an existing document keeps
  // its address unless the administrator changes it).
  const [slugEdited, setSlugEdited] = useState(document !== null);
  const files = useDocumentFiles(form, place.mainFile.check);
  // Kept on the device: the fields and the files chosen from the computer (ADR 0035).
  const { kept, versioned } = useRecordEditing({
    form,
    kind: 'document',
    keptKind: place.keptKind,
    id: document?.id ?? null,
    labels: place.labels,
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
    failure: place.failure,
    onSaved: async (reply, { publishing }) => {
      form.reset(form.getValues());
      kept.saved();
      const done = document ? place.saved.updated : place.saved.created;
      await onSaved(reply.data, documentSavedMessage(document, reply.data, publishing, done));
    },
    // docs/SPEC.md section 8: the popup 'Hata!' with the error text and detail, not a toast; the
    // status line beside the save buttons (`feedback`) keeps what it said.
    onRefused: (error, { title, detail }) => {
      const upload = error instanceof SaveStepError;
      showNotice({
        title: DOCUMENT_MESSAGES.saveFailedTitle,
        text: detail ? `${title}${upload ? ':' : ''} ${detail}` : title,
        variant: 'error',
        confirmLabel: 'Tamam',
      });
      return true;
    },
  });
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);

  const save = async (values: DocumentFormValues, publishing: DocumentPublishing) => {
    const problem = place.check(values);
    if (problem) {
      showNotice({ ...problem, variant: 'warning', confirmLabel: 'Tamam' });
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

  /** A text field's id, label, length limit and error message. */
  const fieldOf = (
    field: 'name' | 'slug' | 'description' | 'category' | 'order' | 'url',
    maxLength?: number,
  ) => ({
    id: `${id}-${field}`,
    label: place.labels[field],
    maxLength,
    error: formState.errors[field]?.message,
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
      aria-label={document ? place.titles.edit : place.titles.create}
      onSubmit={(event) => {
        // React passes events up through portals: a form around this dialog must not submit too.
        event.stopPropagation();
        void form.handleSubmit((values) => save(values, keptStatus(document)))(event);
      }}
    >
      {place.parts.guard ? <UnsavedChangesGuard when={dirty && !saving} /> : null}
      <div className="space-y-5 p-5">
        <KeptWorkBanner kept={kept} />
        {versioned.view}
        <PendingNote kind="document" show={publishState(document).pending} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldOf('name', createDocumentBodyNameMax)}
            required
            aria-required="true"
            {...nameField}
          />
          <div>
            <TextField
              {...fieldOf('slug', createDocumentBodySlugMax)}
              required
              aria-required="true"
              aria-describedby={`${id}-slug-hint${formState.errors.slug ? ` ${id}-slug-error` : ''}`}
              {...slugField}
            />
            <p id={`${id}-slug-hint`} className="mt-1 text-small text-concrete-700">
              Addan otomatik oluşturulur; boş bırakılırsa kaydederken yeniden oluşturulur.
            </p>
          </div>
        </div>

        <TextAreaField
          {...fieldOf('description', createDocumentBodyDescriptionMax)}
          rows={3}
          {...register('description')}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldOf('category', createDocumentBodyCategoryMax)}
            list={`${id}-categories`}
            autoComplete="off"
            {...register('category')}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          {place.parts.order ? (
            <TextField
              {...fieldOf('order')}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...register('order')}
            />
          ) : null}
        </div>

        <TextField
          {...fieldOf('url', createDocumentBodyUrlMax)}
          type="url"
          inputMode="url"
          placeholder="https://..."
          {...register('url')}
        />

        <DocumentFileFields id={id} form={form} files={files} place={place} saving={saving}>
          {place.parts.checks ? <PdfTest file={files.pendingMain} /> : null}
        </DocumentFileFields>

        <label className="flex items-center gap-3 text-body font-semibold text-concrete-900">
          <input type="checkbox" className="size-5 accent-brand-800" {...register('isActive')} />
          {place.labels.isActive}
        </label>
        {place.parts.checks ? <BackendCheck /> : null}
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
