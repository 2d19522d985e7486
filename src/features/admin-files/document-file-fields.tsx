import { useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FilePickerDialog } from '../../components/admin/file-picker-dialog';
import { SmartImage } from '../../components/smart-image';
import { TextField } from '../../components/text-field';
import { IMAGE_ACCEPT, MAIN_FILE_ACCEPT } from './document-file-checks';
import type { DocumentFormValues } from './document-form';
import type { DocumentFiles } from './use-document-files';
import { Button } from '../../components/admin/button';

function ProgressLine({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <p role="status" className="text-small font-semibold text-brand-800">
      {progress >= 100 ? 'Yüklendi: %100' : `Yükleniyor: %${progress}`}
    </p>
  );
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-small text-red-700">
      {text}
    </p>
  ) : null;
}

/** A button that opens the computer's file chooser; the chosen file goes to `onFile`. */
function UploadButton({
  label,
  inputLabel,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  inputLabel: string;
  accept: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}

/**
 * The document form's 'Ana Dosya' and 'Önizleme Görseli': each uploaded from the computer (at
 * save time) or picked from the system, and removable.
 */
export function DocumentFileFields({
  id,
  form,
  files,
  saving,
}: {
  /** The prefix of the fields' ids. */
  id: string;
  form: UseFormReturn<DocumentFormValues>;
  files: DocumentFiles;
  saving: boolean;
}) {
  const [picking, setPicking] = useState<'main' | 'preview' | null>(null);
  const [fileName, fileId, previewImageUrl] = useWatch({
    control: form.control,
    name: ['fileName', 'fileId', 'previewImageUrl'],
  });
  const { pendingMain, pendingPreview } = files;

  const previewUrlField = form.register('previewImageUrl', { onChange: files.typedPreviewUrl });
  const mainLabel = pendingMain
    ? `${pendingMain.name} (kaydettiğinizde yüklenecek)`
    : fileName || (fileId ? 'Seçili dosya' : 'Dosya seçilmedi');
  const previewSource = files.pendingPreviewUrl ?? previewImageUrl.trim();

  return (
    <>
      <fieldset className="space-y-2 rounded-lg border border-concrete-200 p-4">
        <legend className="px-1 text-small font-semibold text-concrete-800">Ana Dosya</legend>
        <p className="text-small text-concrete-700">
          PDF, Word, Excel, PowerPoint, TXT, ZIP veya RAR; en fazla 10 MB. Dosya ya da harici URL
          zorunludur.
        </p>
        <p className="text-body font-semibold break-all text-concrete-950">{mainLabel}</p>
        <div className="flex flex-wrap gap-2">
          <UploadButton
            label="Dosya Yükle"
            inputLabel="Ana dosya"
            accept={MAIN_FILE_ACCEPT}
            disabled={saving}
            onFile={files.chooseMain}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={saving}
            onClick={() => setPicking('main')}
          >
            Sistemden Seç
          </Button>
          {pendingMain || fileId ? (
            <Button variant="secondary" size="sm" disabled={saving} onClick={files.clearMain}>
              Dosyayı Kaldır
            </Button>
          ) : null}
        </div>
        <ProgressLine progress={files.mainProgress} />
        <Problem text={files.mainProblem} />
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
              error={form.formState.errors.previewImageUrl?.message}
              {...previewUrlField}
            />
            <p className="text-small text-concrete-700">
              jpg, jpeg, png, gif veya webp; en fazla 5 MB.
            </p>
            <div className="flex flex-wrap gap-2">
              <UploadButton
                label="Görsel Yükle"
                inputLabel="Önizleme görseli dosyası"
                accept={IMAGE_ACCEPT}
                disabled={saving}
                onFile={files.choosePreview}
              />
              <Button
                variant="secondary"
                size="sm"
                disabled={saving}
                onClick={() => setPicking('preview')}
              >
                Sistemden Görsel Seç
              </Button>
              {pendingPreview || previewImageUrl ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={saving}
                  onClick={files.clearPreview}
                >
                  Görseli Kaldır
                </Button>
              ) : null}
            </div>
            <ProgressLine progress={files.previewProgress} />
            {pendingPreview ? (
              <p className="text-small text-concrete-700">
                {`${pendingPreview.name}: kaydettiğinizde yüklenecek.`}
              </p>
            ) : null}
            <Problem text={files.previewProblem} />
          </div>
        </div>
      </fieldset>

      <FilePickerDialog
        open={picking === 'main'}
        onOpenChange={(open) => setPicking(open ? 'main' : null)}
        title="Ana dosya: sistemden seç"
        onPick={files.pickMain}
      />
      <FilePickerDialog
        open={picking === 'preview'}
        onOpenChange={(open) => setPicking(open ? 'preview' : null)}
        title="Önizleme görseli: sistemden seç"
        initialType="images"
        onPick={files.pickPreview}
      />
    </>
  );
}
