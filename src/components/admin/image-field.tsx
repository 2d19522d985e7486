import { useEffect, useId, useMemo, useState } from 'react';
import type { UploadKind } from '../../api/generated/content/model';
import { uploadContentFile, uploadSystemFile, type UploadError } from '../../api/upload';
import { notifyError } from '../../lib/toast';
import { AltTextFieldForPath } from './alt-text-field';
import { FilePickerDialog } from './file-picker-dialog';
import { useUploadProgress } from './use-upload';
import { Button } from './button';
import { FileInputButton } from './file-input-button';
import { ImagePreviewBox } from './image-preview-box';

/** Where an uploaded image goes: the backend's file store, or the content service by kind. */
export type ImageUploadTarget = { service: 'backend' } | { service: 'content'; kind: UploadKind };

/**
 * An image chosen in an editor: its address (a path, a URL, or empty), the system file's id when
 * it is one, and — in 'on-save' mode — a picked file still waiting to be uploaded.
 */
export interface ImageValue {
  url: string;
  fileId?: string | null;
  file?: File | null;
}

const emptyImage: ImageValue = { url: '', fileId: null, file: null };

async function uploadImage(
  file: File,
  target: ImageUploadTarget,
  onProgress?: (percent: number) => void,
): Promise<ImageValue> {
  if (target.service === 'backend') {
    const stored = await uploadSystemFile(file, { onProgress });
    return { url: stored.path, fileId: stored.id, file: null };
  }
  return {
    url: await uploadContentFile(target.kind, file, { onProgress }),
    fileId: null,
    file: null,
  };
}

/** Uploads a picked file that waits for the save ('on-save' mode); other values pass through. */
export const uploadPendingImage = (value: ImageValue, target: ImageUploadTarget) =>
  value.file ? uploadImage(value.file, target) : Promise.resolve(value);

/**
 * An image by URL, by upload, or picked from the system's files (the one shared picker).
 * 'immediate' uploads as soon as a file is chosen; 'on-save' keeps the file until the editor saves
 * (so that a failed upload can stop the save with the editor's own message).
 */
export function ImageField({
  label,
  value,
  onChange,
  target,
  mode = 'immediate',
  onUploadError,
  description,
  placeholder = 'https://... veya /uploads/...',
}: {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  target: ImageUploadTarget;
  mode?: 'immediate' | 'on-save';
  /** Called when an immediate upload fails; by default an error toast says 'Dosya yüklenemedi'. */
  onUploadError?: (error: UploadError) => void;
  description?: string;
  /** The address field's placeholder, e.g. what is used when it stays empty. */
  placeholder?: string;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { progress, uploading, run } = useUploadProgress();
  const pendingPreview = useMemo(
    () => (value.file ? URL.createObjectURL(value.file) : null),
    [value.file],
  );
  useEffect(
    () => () => (pendingPreview ? URL.revokeObjectURL(pendingPreview) : undefined),
    [pendingPreview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (!file.type.startsWith('image/')) {
      setFailure('Lütfen bir görsel dosyası seçin (jpg, jpeg, png, gif, webp, svg).');
      return;
    }
    if (mode === 'on-save') {
      onChange({ url: value.url, fileId: value.fileId ?? null, file });
      return;
    }
    try {
      onChange(await run((onProgress) => uploadImage(file, target, onProgress)));
    } catch (error) {
      const uploadError = error as UploadError;
      setFailure(uploadError.message);
      if (onUploadError) onUploadError(uploadError);
      else notifyError('Dosya yüklenemedi');
    }
  };

  const preview = pendingPreview ?? value.url;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-3">
      <p id={`${id}-label`} className="text-small font-semibold text-concrete-800">
        {label}
      </p>
      {description ? <p className="text-small text-concrete-600">{description}</p> : null}
      <div className="flex flex-col gap-4 sm:flex-row">
        <ImagePreviewBox
          source={preview}
          alt={`${label} önizlemesi`}
          width={300}
          height={200}
          className="aspect-[3/2] sm:w-48"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={`${id}-url`} className="block text-small text-concrete-700">
            {`${label} adresi (URL)`}
          </label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            value={value.file ? value.file.name : value.url}
            readOnly={Boolean(value.file)}
            onChange={(event) => onChange({ url: event.target.value, fileId: null, file: null })}
            placeholder={placeholder}
            className="block w-full rounded-lg border border-concrete-300 px-3 py-2"
          />
          <div className="flex flex-wrap gap-2">
            <FileInputButton
              size="sm"
              disabled={uploading}
              accept="image/*"
              inputLabel={`${label} dosyası`}
              onFiles={([file]) => void choose(file)}
            >
              Görsel Yükle
            </FileInputButton>
            <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
              Sistemden Seç
            </Button>
            {value.url || value.file ? (
              <Button variant="secondary" size="sm" onClick={() => onChange(emptyImage)}>
                Kaldır
              </Button>
            ) : null}
          </div>
          {progress !== null ? (
            <p role="status" className="text-small text-brand-700">
              {progress >= 100 ? 'Yüklendi: %100' : `Yükleniyor: %${progress}`}
            </p>
          ) : null}
          {value.file ? (
            <p className="text-small text-concrete-600">Görsel, kaydettiğinizde yüklenecek.</p>
          ) : null}
          {failure ? (
            <p role="alert" className="text-small text-red-700">
              {failure}
            </p>
          ) : null}
        </div>
      </div>
      {value.file ? null : <AltTextFieldForPath path={value.url} image={label} />}
      <FilePickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={`${label}: sistemden seç`}
        initialType="images"
        onPick={(file) => onChange({ url: file.path, fileId: file.id, file: null })}
      />
    </div>
  );
}
