import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  createDocument,
  updateDocument,
} from '../../api/generated/backend/endpoints/document/document';
import type { Document } from '../../api/generated/backend/model';
import {
  createDocumentBodyCategoryMax,
  createDocumentBodyDescriptionMax,
  createDocumentBodyNameMax,
  createDocumentBodyPreviewImageUrlMax,
  createDocumentBodySlugMax,
  createDocumentBodyUrlMax,
} from '../../api/generated/backend-zod/backend.zod';
import { UploadError, uploadSystemFile, type UploadedSystemFile } from '../../api/upload';
import { secondaryButton } from '../../components/admin/admin-page';
import { FilePickerDialog } from '../../components/admin/file-picker-dialog';
import { SaveButton } from '../../components/admin/save-button';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { useUploadProgress } from '../../components/admin/use-upload';
import { showNotice } from '../../components/notice/notice-store';
import { SmartImage } from '../../components/smart-image';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import {
  DOCUMENT_MESSAGES,
  MAIN_FILE_EXTENSIONS,
  checkMainFile,
  checkPreviewImage,
  classifySaveError,
  emptyDocumentForm,
  formFromDocument,
  hasMainSource,
  mainFileFields,
  prepareDocumentPayload,
  slugFromName,
  type DocumentFormValues,
  type FileProblem,
  type SaveFailure,
} from './document-form';
import { Modal } from '../../components/modal';
import { isHttpUrl as isWebAddress, tooLongMessage } from '../../lib/form-rules';

const tooLong = tooLongMessage;

/** The form's fields with the contract's limits (CreateDocumentBody) and SPEC's messages. */
const documentFormSchema = z.object({
  name: z
    .string()
    .refine((value) => value.trim() !== '', DOCUMENT_MESSAGES.nameRequired)
    .refine(
      (value) => value.trim().length <= createDocumentBodyNameMax,
      tooLong(createDocumentBodyNameMax),
    ),
  slug: z.string().max(createDocumentBodySlugMax, tooLong(createDocumentBodySlugMax)),
  description: z
    .string()
    .max(createDocumentBodyDescriptionMax, tooLong(createDocumentBodyDescriptionMax)),
  category: z.string().max(createDocumentBodyCategoryMax, tooLong(createDocumentBodyCategoryMax)),
  order: z.string().refine((value) => {
    const text = value.trim();
    return text === '' || (Number.isInteger(Number(text)) && Number(text) >= 0);
  }, DOCUMENT_MESSAGES.orderMin),
  url: z
    .string()
    .max(createDocumentBodyUrlMax, tooLong(createDocumentBodyUrlMax))
    .refine(
      (value) => value.trim() === '' || isWebAddress(value.trim()),
      DOCUMENT_MESSAGES.invalidUrl,
    ),
  fileId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.string(),
  previewImageFileId: z.string(),
  previewImageUrl: z
    .string()
    .max(createDocumentBodyPreviewImageUrlMax, tooLong(createDocumentBodyPreviewImageUrlMax)),
  isActive: z.boolean(),
}) satisfies z.ZodType<DocumentFormValues>;

const MAIN_FILE_ACCEPT = MAIN_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

/** An upload refused for an expired session asks to sign in again, then tries once more. */
const uploadWithReauth = (file: File, onProgress: (percent: number) => void) =>
  withReauth(() => uploadSystemFile(file, { onProgress }));

const warn = (problem: FileProblem) =>
  showNotice({ ...problem, variant: 'warning', confirmLabel: 'Tamam' });

function ProgressLine({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <p role="status" className="text-small font-semibold text-brand-800">
      {progress >= 100 ? 'Yüklendi: %100' : `Yükleniyor: %${progress}`}
    </p>
  );
}

const smallButton = `${secondaryButton} px-3 py-2 text-small`;

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
}: {
  document: Document | null;
  categories: readonly string[];
  onClose: () => void;
  onSaved: (result: 'created' | 'updated') => Promise<void> | void;
}) {
  const id = useId();
  const form = useForm<DocumentFormValues>({
    defaultValues: document ? formFromDocument(document) : emptyDocumentForm,
    resolver: zodResolver(documentFormSchema),
  });
  const { register, formState, setValue, control } = form;
  // docs/SPEC.md section 5: the slug follows the name until it is edited (an existing document keeps
  // its address unless the administrator changes it).
  const [slugEdited, setSlugEdited] = useState(document !== null);
  const [pendingMain, setPendingMain] = useState<File | null>(null);
  const [pendingPreview, setPendingPreview] = useState<File | null>(null);
  const [mainProblem, setMainProblem] = useState<string | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState<'main' | 'preview' | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const mainUpload = useUploadProgress();
  const previewUpload = useUploadProgress();
  const mainInput = useRef<HTMLInputElement>(null);
  const previewInput = useRef<HTMLInputElement>(null);

  const [fileName, fileId, previewImageUrl] = useWatch({
    control,
    name: ['fileName', 'fileId', 'previewImageUrl'],
  });
  const pendingPreviewUrl = useMemo(
    () => (pendingPreview ? URL.createObjectURL(pendingPreview) : null),
    [pendingPreview],
  );
  useEffect(
    () => () => (pendingPreviewUrl ? URL.revokeObjectURL(pendingPreviewUrl) : undefined),
    [pendingPreviewUrl],
  );

  const dirty = formState.isDirty || pendingMain !== null || pendingPreview !== null;

  const chooseMain = (file: File | undefined) => {
    if (!file) return;
    const problem = checkMainFile(file);
    if (problem) {
      setMainProblem(problem.text);
      warn(problem);
      return;
    }
    setMainProblem(null);
    setPendingMain(file);
  };

  const choosePreview = (file: File | undefined) => {
    if (!file) return;
    const problem = checkPreviewImage(file);
    if (problem) {
      setPreviewProblem(problem.text);
      warn(problem);
      return;
    }
    setPreviewProblem(null);
    setPendingPreview(file);
  };

  const clearMain = () => {
    setPendingMain(null);
    setMainProblem(null);
    for (const field of ['fileId', 'fileName', 'mimeType', 'fileSize'] as const)
      setValue(field, '', { shouldDirty: true });
  };

  const clearPreview = () => {
    setPendingPreview(null);
    setPreviewProblem(null);
    setValue('previewImageFileId', '', { shouldDirty: true });
    setValue('previewImageUrl', '', { shouldDirty: true });
  };

  const reportUploadFailure = (error: unknown) => {
    const detail = error instanceof UploadError ? error.message : undefined;
    setFailure({ message: DOCUMENT_MESSAGES.uploadFailed, detail });
    showNotice({
      title: DOCUMENT_MESSAGES.saveFailedTitle,
      text: detail
        ? `${DOCUMENT_MESSAGES.uploadFailed}: ${detail}`
        : DOCUMENT_MESSAGES.uploadFailed,
      variant: 'error',
      confirmLabel: 'Tamam',
    });
  };

  const save = async (values: DocumentFormValues) => {
    if (!hasMainSource(values, pendingMain)) {
      showNotice({
        title: DOCUMENT_MESSAGES.missingTitle,
        text: DOCUMENT_MESSAGES.missingSource,
        variant: 'warning',
        confirmLabel: 'Tamam',
      });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      // docs/SPEC.md section 5: a new main file or preview image is uploaded first.
      let mainFile: UploadedSystemFile | null = null;
      let previewImage: UploadedSystemFile | null = null;
      try {
        if (pendingMain) {
          mainFile = await mainUpload.run((onProgress) =>
            uploadWithReauth(pendingMain, onProgress),
          );
          // Kept in the form, so that a failed save does not upload the same file again.
          setPendingMain(null);
          for (const [field, value] of Object.entries(mainFileFields(mainFile)))
            setValue(field as keyof DocumentFormValues, value, { shouldDirty: true });
        }
        if (pendingPreview) {
          previewImage = await previewUpload.run((onProgress) =>
            uploadWithReauth(pendingPreview, onProgress),
          );
          setPendingPreview(null);
          setValue('previewImageFileId', previewImage.id, { shouldDirty: true });
          setValue('previewImageUrl', previewImage.path, { shouldDirty: true });
        }
      } catch (error) {
        if (!(error instanceof ReauthCancelledError)) reportUploadFailure(error);
        return;
      }

      const body = prepareDocumentPayload(values, { mainFile, previewImage });
      try {
        await withReauth(() =>
          document ? updateDocument({ ...body, id: document.id }) : createDocument(body),
        );
      } catch (error) {
        if (error instanceof ReauthCancelledError) return;
        const saveFailure = classifySaveError(error);
        setFailure(saveFailure);
        showNotice({
          title: DOCUMENT_MESSAGES.saveFailedTitle,
          text: saveFailure.detail
            ? `${saveFailure.message} ${saveFailure.detail}`
            : saveFailure.message,
          variant: 'error',
          confirmLabel: 'Tamam',
        });
        return;
      }
      form.reset(form.getValues());
      await onSaved(document ? 'updated' : 'created');
    } finally {
      setSaving(false);
    }
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
  const previewUrlField = register('previewImageUrl', {
    onChange: () => {
      // A typed address is a URL-based preview: no system file behind it.
      setPendingPreview(null);
      setValue('previewImageFileId', '', { shouldDirty: true });
    },
  });

  const mainLabel = pendingMain
    ? `${pendingMain.name} (kaydettiğinizde yüklenecek)`
    : fileName || (fileId ? 'Seçili dosya' : 'Dosya seçilmedi');
  const previewSource = pendingPreviewUrl ?? previewImageUrl.trim();

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
        {failure ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <p className="font-semibold">{failure.message}</p>
            {failure.detail ? <p className="mt-1 text-small">{failure.detail}</p> : null}
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

        <fieldset className="space-y-2 rounded-lg border border-concrete-200 p-4">
          <legend className="px-1 text-small font-semibold text-concrete-800">Ana Dosya</legend>
          <p className="text-small text-concrete-700">
            PDF, Word, Excel, PowerPoint, TXT, ZIP veya RAR; en fazla 10 MB. Dosya ya da harici URL
            zorunludur.
          </p>
          <p className="text-body font-semibold break-all text-concrete-950">{mainLabel}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButton}
              disabled={saving}
              onClick={() => mainInput.current?.click()}
            >
              Dosya Yükle
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={saving}
              onClick={() => setPicking('main')}
            >
              Sistemden Seç
            </button>
            {pendingMain || fileId ? (
              <button type="button" className={smallButton} disabled={saving} onClick={clearMain}>
                Dosyayı Kaldır
              </button>
            ) : null}
          </div>
          <input
            ref={mainInput}
            type="file"
            accept={MAIN_FILE_ACCEPT}
            aria-label="Ana dosya"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              chooseMain(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <ProgressLine progress={mainUpload.progress} />
          {mainProblem ? (
            <p role="alert" className="text-small text-red-700">
              {mainProblem}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="space-y-3 rounded-lg border border-concrete-200 p-4">
          <legend className="px-1 text-small font-semibold text-concrete-800">
            Önizleme Görseli
          </legend>
          <div className="flex flex-col gap-4 sm:flex-row">
            <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-concrete-200 bg-concrete-100 sm:w-40">
              {previewSource ? (
                <SmartImage
                  sources={[previewSource]}
                  placeholder={false}
                  alt="Önizleme görseli"
                  width={160}
                  height={120}
                  className="size-full object-cover"
                />
              ) : (
                <span className="text-small text-concrete-700">Görsel seçilmedi</span>
              )}
            </div>
            <div className="min-w-0 flex-1 space-y-2">
              <TextField
                id={`${id}-preview-url`}
                label="Önizleme Görseli URL"
                type="url"
                inputMode="url"
                placeholder="https://... veya /uploads/..."
                readOnly={pendingPreview !== null}
                error={formState.errors.previewImageUrl?.message}
                {...previewUrlField}
              />
              <p className="text-small text-concrete-700">
                jpg, jpeg, png, gif veya webp; en fazla 5 MB.
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={saving}
                  onClick={() => previewInput.current?.click()}
                >
                  Görsel Yükle
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={saving}
                  onClick={() => setPicking('preview')}
                >
                  Sistemden Görsel Seç
                </button>
                {pendingPreview || previewImageUrl ? (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={saving}
                    onClick={clearPreview}
                  >
                    Görseli Kaldır
                  </button>
                ) : null}
              </div>
              <input
                ref={previewInput}
                type="file"
                accept={IMAGE_ACCEPT}
                aria-label="Önizleme görseli dosyası"
                className="sr-only"
                tabIndex={-1}
                onChange={(event) => {
                  choosePreview(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <ProgressLine progress={previewUpload.progress} />
              {pendingPreview ? (
                <p className="text-small text-concrete-700">
                  {`${pendingPreview.name}: kaydettiğinizde yüklenecek.`}
                </p>
              ) : null}
              {previewProblem ? (
                <p role="alert" className="text-small text-red-700">
                  {previewProblem}
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>

        <label className="flex items-center gap-3 text-body font-semibold text-concrete-900">
          <input type="checkbox" className="size-5 accent-brand-800" {...register('isActive')} />
          Aktif
        </label>

        <div className="flex flex-col-reverse gap-3 border-t border-concrete-200 pt-4 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} disabled={saving} onClick={onClose}>
            İptal
          </button>
          <SaveButton saving={saving}>Kaydet</SaveButton>
        </div>
      </form>

      <FilePickerDialog
        open={picking === 'main'}
        onOpenChange={(open) => setPicking(open ? 'main' : null)}
        title="Ana dosya: sistemden seç"
        onPick={(file) => {
          setPendingMain(null);
          setMainProblem(null);
          for (const [field, value] of Object.entries(mainFileFields(file)))
            setValue(field as keyof DocumentFormValues, value, { shouldDirty: true });
        }}
      />
      <FilePickerDialog
        open={picking === 'preview'}
        onOpenChange={(open) => setPicking(open ? 'preview' : null)}
        title="Önizleme görseli: sistemden seç"
        initialType="images"
        onPick={(file) => {
          setPendingPreview(null);
          setPreviewProblem(null);
          setValue('previewImageFileId', file.id, { shouldDirty: true });
          setValue('previewImageUrl', file.path || file.url || '', { shouldDirty: true });
        }}
      />
    </Modal>
  );
}
