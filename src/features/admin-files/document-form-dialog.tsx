import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createDocument,
  getDocumentById,
  updateDocument,
} from '../../api/generated/backend/endpoints/document/document';
import type { Document } from '../../api/generated/backend/model';
import {
  createDocumentBodyCategoryMax,
  createDocumentBodyDescriptionMax,
  createDocumentBodyNameMax,
  createDocumentBodySlugMax,
  createDocumentBodyUrlMax,
} from '../../api/generated/backend-zod/backend.zod';
import { secondaryButton } from '../../components/admin/admin-page';
import { HistoryButton } from '../../components/admin/history/history-dialog';
import { SaveButton } from '../../components/admin/save-button';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { Modal } from '../../components/modal';
import { showNotice } from '../../components/notice/notice-store';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { SaveStepError, stepFailure, useSave } from '../../lib/save';
import { DocumentFileFields } from './document-file-fields';
import {
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

/**
 * The create/edit dialog of a document (docs/SPEC.md section 2, admin screen 9, and section 5
 * "Document form (file management page)"). A new main file or preview image waits for the save:
 * it is uploaded first, with its progress shown, and its id goes into the document.
 */
export function DocumentFormDialog({
  document,
  categories,
  onClose,
  onSaved,
  onRestored,
}: {
  document: Document | null;
  categories: readonly string[];
  onClose: () => void;
  onSaved: (result: 'created' | 'updated') => Promise<void> | void;
  /** After a revision's restore ('Geçmiş'): the document as it is now. */
  onRestored?: (document: Document) => Promise<void> | void;
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

  const dirty = formState.isDirty || files.dirty;

  const { run, saving, feedback } = useSave({
    save: async (values: DocumentFormValues) => {
      const uploaded = await files.uploadPending().catch((error: unknown) => {
        throw stepFailure(error, DOCUMENT_MESSAGES.uploadFailed);
      });
      const body = prepareDocumentPayload(values, uploaded);
      return document ? updateDocument({ ...body, id: document.id }) : createDocument(body);
    },
    failure: DOCUMENT_SAVE_WORDING,
    onSaved: async () => {
      form.reset(form.getValues());
      await onSaved(document ? 'updated' : 'created');
    },
    // docs/SPEC.md section 8: the popup 'Hata!' with the error text and detail, not a toast; the
    // status line above the fields (`feedback`) keeps what it said.
    onRefused: (error, { title, detail }) => {
      const upload = error instanceof SaveStepError;
      failed(
        DOCUMENT_MESSAGES.saveFailedTitle,
        detail ? `${title}${upload ? ':' : ''} ${detail}` : title,
      );
      return true;
    },
  });

  const save = async (values: DocumentFormValues) => {
    if (!hasMainSource(values, files.pendingMain)) {
      showNotice({
        title: DOCUMENT_MESSAGES.missingTitle,
        text: DOCUMENT_MESSAGES.missingSource,
        variant: 'warning',
        confirmLabel: 'Tamam',
      });
      return;
    }
    await run(values);
  };

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
      <form
        noValidate
        aria-label={document ? 'Dosyayı düzenle' : 'Yeni dosya'}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        className="space-y-5 p-5"
      >
        <UnsavedChangesGuard when={dirty && !saving} />
        {feedback ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <p className="font-semibold">{feedback.title}</p>
            {feedback.detail ? <p className="mt-1 text-small">{feedback.detail}</p> : null}
          </div>
        ) : null}

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

        <div className="flex flex-col-reverse gap-3 border-t border-concrete-200 pt-4 sm:flex-row sm:justify-end">
          {document && onRestored ? (
            <HistoryButton
              kind="document"
              itemId={document.id}
              dirty={dirty}
              className="sm:mr-auto"
              onRestored={async () => {
                const reply = await getDocumentById(document.id);
                await onRestored(reply.data);
              }}
            />
          ) : null}
          <button type="button" className={secondaryButton} disabled={saving} onClick={onClose}>
            İptal
          </button>
          <SaveButton saving={saving}>Kaydet</SaveButton>
        </div>
      </form>
    </Modal>
  );
}
