import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type PathValue } from 'react-hook-form';
import {
  createDocument,
  updateDocument,
} from '../../api/generated/backend/endpoints/document/document';
import type { Document, FileInfo, PublishStatus } from '../../api/generated/backend/model';
import { uploadSystemFile } from '../../api/upload';
import { checkBackendHealth, type HealthResult } from '../../lib/health-check';
import { checkPdf, type PdfCheck } from '../../lib/pdf-check';
import { useSave } from '../../lib/save';
import { useRecordEditing } from './use-record-editing';
import { KeptWorkBanner } from './kept-work-banner';
import { slugify } from '../../../core/lib/slug';
import { Modal } from '../modal';
import { showNotice } from '../notice/notice-store';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';
import { checkDialogFile, validateDocumentDialog } from './document-dialog-rules';
import {
  DocumentDraftRead,
  DocumentPublishBar,
  documentSavedMessage,
  publishingFields,
  type DocumentPublishing,
} from './document-drafts';
import { PendingNote } from './draft-actions';
import { keptStatus, publishState } from './publish-bar';
import { FilePickerDialog } from './file-picker-dialog';
import { useUploadProgress } from './use-upload';
import { Button } from './button';

interface Values {
  name: string;
  slug: string;
  description: string;
  category: string;
  url: string;
  isActive: boolean;
}

/**
 * The dialog's whole unsaved state, in one form so that it is kept on the device (ADR 0035): the
 * fields, whether the slug was edited, the file picked from the system and the one chosen from
 * the computer (not uploaded yet).
 */
interface DialogValues extends Values {
  slugEdited: boolean;
  picked: Pick<FileInfo, 'id' | 'name'> | null;
  file: File | null;
}

const valuesOf = (document: Document | null | undefined): Values => ({
  name: document?.name ?? '',
  slug: document?.slug ?? '',
  description: document?.description ?? '',
  category: document?.category ?? '',
  url: document?.url ?? '',
  isActive: document?.isActive ?? true,
});

/**
 * The document form dialog (docs/SPEC.md section 2, admin screen 8): a datasheet or certificate by
 * external URL, a file picked from the system, or an uploaded .pdf/.doc/.docx; with a local PDF
 * test and a backend health check, and the publish bar (issue 21). An existing document is read
 * again with its pending changes, the version the form edits. The parent mounts it with a `key`
 * per document being edited.
 */
export function DocumentDialog({
  open,
  onOpenChange,
  document,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document?: Document | null;
  onSaved: (document: Document) => void;
}) {
  const [saving, setSaving] = useState(false);
  const form = { onSaved, onClose: () => onOpenChange(false), onSavingChange: setSaving };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={document ? 'Belgeyi Düzenle' : 'Yeni Belge'}
      description="Bir dosya yükleyin, sistemden seçin veya harici bir bağlantı girin."
      size="2xl"
      body="fill"
    >
      {document ? (
        <DocumentDraftRead documentId={document.id}>
          {(read, readAgain) => (
            <DocumentDialogForm document={read} onDiscarded={() => void readAgain()} {...form} />
          )}
        </DocumentDraftRead>
      ) : (
        <DocumentDialogForm document={null} onDiscarded={() => undefined} {...form} />
      )}
    </Modal>
  );
}

/** The document's fields by the dialog's labels (the conflict view's names). */
const DOCUMENT_LABELS = {
  name: 'Dosya adı',
  slug: 'URL slug',
  description: 'Açıklama',
  category: 'Kategori',
  url: 'Harici URL',
  fileId: 'Dosya',
  isActive: 'Aktif',
  slugEdited: 'URL slug',
  picked: 'Dosya',
  file: 'Dosya',
};

interface DialogFormProps {
  /** The document as the panel reads it (its pending version); null for a new one. */
  document: Document | null;
  onSaved: (document: Document) => void;
  onClose: () => void;
  onSavingChange: (saving: boolean) => void;
  onDiscarded: () => void;
}

function DocumentDialogForm({ document, onDiscarded, ...parent }: DialogFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<DialogValues>({
    defaultValues: {
      ...valuesOf(document),
      slugEdited: Boolean(document?.slug),
      picked: document?.fileId
        ? { id: document.fileId, name: document.file?.name ?? document.name }
        : null,
      file: null,
    },
  });
  const { slugEdited, picked, file, ...values } = useWatch({
    control: form.control,
  }) as DialogValues;
  const change = <K extends keyof DialogValues>(key: K, value: DialogValues[K]) =>
    form.setValue(key, value as PathValue<DialogValues, K>, { shouldDirty: true });
  const setPicked = (next: DialogValues['picked']) => change('picked', next);
  const setFile = (next: File | null) => change('file', next);
  // Kept under its own kind: the file manager's document form keeps other fields (ADR 0035).
  const { kept, versioned } = useRecordEditing({
    form,
    kind: 'document',
    keptKind: 'document-dialog',
    id: document?.id ?? null,
    labels: DOCUMENT_LABELS,
  });
  const [pdfCheck, setPdfCheck] = useState<PdfCheck | null>(null);
  const [health, setHealth] = useState<HealthResult | 'checking' | null>(null);
  const [picking, setPicking] = useState(false);
  const { progress, run } = useUploadProgress();
  const {
    run: saveDocument,
    saving,
    feedback,
  } = useSave({
    save: async ({
      pickedId,
      publishing,
    }: {
      pickedId: string | null;
      publishing: DocumentPublishing;
    }) => {
      let fileId = pickedId;
      if (file) {
        const stored = await run((onProgress) => uploadSystemFile(file, { onProgress }));
        fileId = stored.id;
        setFile(null);
        setPicked({ id: stored.id, name: stored.name });
      }
      const url = values.url.trim();
      const body = {
        name: values.name.trim(),
        slug: slugify(values.slug) || slugify(values.name) || 'document-slug',
        description: values.description.trim() || null,
        category: values.category.trim() || null,
        url: url || null,
        fileId,
        // The server takes the type and size from the stored file; a link-only document has none.
        mimeType: null,
        fileSize: null,
        isActive: values.isActive,
        previewImageFileId: document?.previewImageFileId ?? null,
        previewImageUrl: document?.previewImageUrl ?? null,
        order: document?.order ?? null,
        ...publishingFields(publishing),
      };
      return document
        ? versioned.write({ ...body, id: document.id }, (data, options) =>
            updateDocument(data, options),
          )
        : createDocument(body);
    },
    failure: 'Belge kaydedilemedi.',
    success: (reply, { publishing }) =>
      documentSavedMessage(
        document,
        reply.data,
        publishing,
        document ? 'Belge güncellendi.' : 'Belge oluşturuldu.',
      ),
    onSaved: async (reply) => {
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0] ?? '').startsWith('/api/Document'),
      });
      kept.saved();
      parent.onSaved(reply.data);
      parent.onClose();
    },
    // Said in the 'Hata!' notice, over the dialog, rather than in a toast.
    onRefused: (_error, { title, detail }) => {
      showNotice({
        title: 'Hata!',
        text: detail ? `${title} ${detail}` : title,
        variant: 'error',
        confirmLabel: 'Tamam',
      });
      return true;
    },
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    change(key, value as DialogValues[K]);
    if (key === 'name' && !slugEdited) change('slug', slugify(String(value)));
  };

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkDialogFile(chosen);
    if (problem) {
      showNotice({
        title: problem.title,
        text: problem.message,
        variant: 'warning',
        confirmLabel: 'Tamam',
      });
      return;
    }
    setFile(chosen);
    setPicked(null);
    setPdfCheck(null);
  };

  useEffect(() => parent.onSavingChange(saving), [saving, parent]);

  const save = async (publishing: DocumentPublishing) => {
    const problem = validateDocumentDialog({
      name: values.name,
      url: values.url,
      fileId: picked?.id ?? null,
      file,
    });
    if (problem) {
      showNotice({
        title: problem.title,
        text: problem.message,
        variant: 'warning',
        confirmLabel: 'Tamam',
      });
      return;
    }
    await saveDocument({ pickedId: picked?.id ?? null, publishing });
  };
  // Issue 21: the form's own submit keeps the status; the bar's other buttons save with theirs.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through portals: a form around this dialog must not submit too.
    event.stopPropagation();
    void save(keptStatus(document));
  };
  const saveWith = (status: PublishStatus, publishAt: string | null = null) =>
    void save({ status, publishAt });
  const bar = { saving, feedback, dirty: false, onSave: saveWith };

  const testPdf = async () =>
    setPdfCheck(
      file
        ? await checkPdf(file)
        : {
            ok: false,
            title: 'Dosya Seçilmedi',
            message: 'Önce bilgisayarınızdan bir PDF dosyası seçin.',
          },
    );

  const testHealth = async () => {
    setHealth('checking');
    setHealth(await checkBackendHealth());
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-5">
        <KeptWorkBanner kept={kept} />
        {versioned.view}
        <PendingNote kind="document" show={publishState(document).pending} />
        <TextField
          id={`${id}-name`}
          label="Dosya adı"
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          id={`${id}-slug`}
          label="URL slug"
          value={values.slug}
          onChange={(event) => {
            change('slugEdited', true);
            set('slug', event.target.value);
          }}
        />
        <TextAreaField
          id={`${id}-description`}
          label="Açıklama"
          rows={3}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <TextField
          id={`${id}-category`}
          label="Kategori"
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        />
        <TextField
          id={`${id}-url`}
          label="Harici URL"
          type="url"
          inputMode="url"
          placeholder="https://..."
          value={values.url}
          onChange={(event) => set('url', event.target.value)}
        />

        <fieldset className="rounded-lg border border-concrete-200 p-4">
          <legend className="px-1 text-small font-semibold text-concrete-800">Dosya</legend>
          <p className="text-small text-concrete-700">
            {file
              ? `Yüklenecek: ${file.name}`
              : picked
                ? `Seçili dosya: ${picked.name}`
                : 'Dosya seçilmedi.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              Dosya Yükle
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
              Sistemden Seç
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void testPdf()}>
              PDF Test Et
            </Button>
            {file || picked ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setFile(null);
                  setPicked(null);
                  setPdfCheck(null);
                }}
              >
                Dosyayı Kaldır
              </Button>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-label="Yüklenecek dosya"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              chooseFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {progress !== null ? (
            <p role="status" className="mt-2 text-small text-brand-700">
              {`Yükleniyor: %${progress}`}
            </p>
          ) : null}
          {pdfCheck ? (
            <div
              role={pdfCheck.ok ? 'status' : 'alert'}
              className={`mt-3 rounded-lg p-3 text-small ${pdfCheck.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
            >
              <p className="font-semibold">{pdfCheck.title}</p>
              <p>{pdfCheck.message}</p>
            </div>
          ) : null}
        </fieldset>

        <label className="flex items-center gap-2 text-small font-semibold text-concrete-800">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
            className="size-4"
          />
          Aktif
        </label>

        <div className="rounded-lg border border-concrete-200 p-4">
          <Button
            variant="secondary"
            size="sm"
            disabled={health === 'checking'}
            onClick={() => void testHealth()}
          >
            {health === 'checking' ? 'Kontrol ediliyor...' : 'Backend Bağlantısını Test Et'}
          </Button>
          {health && health !== 'checking' ? (
            <div
              role={health.isHealthy ? 'status' : 'alert'}
              className={`mt-3 rounded-lg p-3 text-small ${health.isHealthy ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
            >
              <p className="font-semibold">{health.message}</p>
              {health.suggestions.length > 0 ? (
                <ul className="mt-1 list-disc pl-5">
                  {health.suggestions.map((suggestion) => (
                    <li key={suggestion}>{suggestion}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <DocumentPublishBar document={document} bar={bar} onDiscarded={onDiscarded} />
      <FilePickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Belge dosyası: sistemden seç"
        initialType="pdf"
        onPick={(chosen) => {
          setPicked({ id: chosen.id, name: chosen.name });
          setFile(null);
          setPdfCheck(null);
        }}
      />
    </form>
  );
}
