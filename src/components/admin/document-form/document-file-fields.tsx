import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../text-field';
import { Button } from '../button';
import { FileInputButton } from '../file-input-button';
import { FilePickerDialog } from '../file-picker-dialog';
import { ImagePreviewBox } from '../image-preview-box';
import { IMAGE_ACCEPT } from './document-file-checks';
import type { DocumentFormPlace, DocumentFormValues } from './document-form-rules';
import type { DocumentFiles } from './use-document-files';

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

/** A file's three ways: uploaded from the computer, picked from the system, or removed. */
function SourceButtons({
  upload,
  pick,
  remove,
  disabled,
}: {
  upload: { label: string; inputLabel: string; accept: string; onFile: (file?: File) => void };
  pick: { label: string; onPick: () => void };
  /** Shown when there is something to remove. */
  remove: { label: string; onRemove: () => void } | null;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <FileInputButton
        size="sm"
        disabled={disabled}
        inputLabel={upload.inputLabel}
        accept={upload.accept}
        onFiles={([file]) => upload.onFile(file)}
      >
        {upload.label}
      </FileInputButton>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={pick.onPick}>
        {pick.label}
      </Button>
      {remove ? (
        <Button variant="secondary" size="sm" disabled={disabled} onClick={remove.onRemove}>
          {remove.label}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The document form's main file and, where the place has it, its 'Önizleme Görseli': each
 * uploaded from the computer (at save time) or picked from the system, and removable. `children`
 * go under the main file (the product editor's PDF test).
 */
export function DocumentFileFields({
  id,
  form,
  files,
  place,
  saving,
  children,
}: {
  /** The prefix of the fields' ids. */
  id: string;
  form: UseFormReturn<DocumentFormValues>;
  files: DocumentFiles;
  place: DocumentFormPlace;
  saving: boolean;
  children?: ReactNode;
}) {
  const [picking, setPicking] = useState<'main' | 'preview' | null>(null);
  const [fileName, fileId] = useWatch({ control: form.control, name: ['fileName', 'fileId'] });
  const { mainFile } = place;
  const picker = (which: 'main' | 'preview') => ({
    open: picking === which,
    onOpenChange: (open: boolean) => setPicking(open ? which : null),
  });

  return (
    <>
      <fieldset className="space-y-2 rounded-lg border border-concrete-200 p-4">
        <legend className="px-1 text-small font-semibold text-concrete-800">
          {mainFile.legend}
        </legend>
        {mainFile.hint ? <p className="text-small text-concrete-700">{mainFile.hint}</p> : null}
        <p className="text-body font-semibold break-all text-concrete-950">
          {mainFile.describe({ pending: files.pendingMain, name: fileName, id: fileId })}
        </p>
        <SourceButtons
          upload={{
            label: 'Dosya Yükle',
            inputLabel: mainFile.inputLabel,
            accept: mainFile.accept,
            onFile: files.chooseMain,
          }}
          pick={{ label: 'Sistemden Seç', onPick: () => setPicking('main') }}
          remove={
            files.pendingMain || fileId
              ? { label: 'Dosyayı Kaldır', onRemove: files.clearMain }
              : null
          }
          disabled={saving}
        />
        <ProgressLine progress={files.mainProgress} />
        <Problem text={files.mainProblem} />
        {children}
      </fieldset>
      {place.parts.preview ? (
        <PreviewImageField
          id={id}
          form={form}
          files={files}
          saving={saving}
          onPick={() => setPicking('preview')}
        />
      ) : null}

      <FilePickerDialog
        {...picker('main')}
        title={mainFile.pickerTitle}
        initialType={mainFile.pickerType}
        onPick={files.pickMain}
      />
      {place.parts.preview ? (
        <FilePickerDialog
          {...picker('preview')}
          title="Önizleme görseli: sistemden seç"
          initialType="images"
          onPick={files.pickPreview}
        />
      ) : null}
    </>
  );
}

function PreviewImageField({
  id,
  form,
  files,
  saving,
  onPick,
}: {
  id: string;
  form: UseFormReturn<DocumentFormValues>;
  files: DocumentFiles;
  saving: boolean;
  onPick: () => void;
}) {
  const previewImageUrl = useWatch({ control: form.control, name: 'previewImageUrl' });
  const { pendingPreview } = files;
  const previewUrlField = form.register('previewImageUrl', { onChange: files.typedPreviewUrl });

  return (
    <fieldset className="space-y-3 rounded-lg border border-concrete-200 p-4">
      <legend className="px-1 text-small font-semibold text-concrete-800">Önizleme Görseli</legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <ImagePreviewBox
          source={files.pendingPreviewUrl ?? previewImageUrl.trim()}
          alt="Önizleme görseli"
          width={160}
          height={120}
          className="aspect-[4/3] sm:w-40"
        />
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
          <SourceButtons
            upload={{
              label: 'Görsel Yükle',
              inputLabel: 'Önizleme görseli dosyası',
              accept: IMAGE_ACCEPT,
              onFile: files.choosePreview,
            }}
            pick={{ label: 'Sistemden Görsel Seç', onPick }}
            remove={
              pendingPreview || previewImageUrl
                ? { label: 'Görseli Kaldır', onRemove: files.clearPreview }
                : null
            }
            disabled={saving}
          />
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
  );
}
