import { useEffect, useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { FileInfo } from '../../../api/generated/backend/model';
import { uploadSystemFile, type UploadedSystemFile } from '../../../api/upload';
import { useUploadProgress } from '../use-upload';
import { showNotice } from '../../notice/notice-store';
import { checkPreviewImage, type Problem } from './document-file-checks';
import { mainFileFields, type DocumentFormValues } from './document-form-rules';

const warn = (problem: Problem) =>
  showNotice({ ...problem, variant: 'warning', confirmLabel: 'Tamam' });

/**
 * The document form's two files, the main file and the preview image (docs/SPEC.md section 5): one
 * chosen from the computer waits for the save (checked first, refused with a notice); one picked
 * from the system goes into the form at once. `uploadPending` uploads the waiting ones, with
 * their progress, and keeps each stored file in the form. `checkMain`: the place's rules for the
 * main file.
 */
export function useDocumentFiles(
  { control, setValue }: Pick<UseFormReturn<DocumentFormValues>, 'control' | 'setValue'>,
  checkMain: (file: File) => Problem | null,
) {
  // The chosen files are form values, kept on the device with the rest (ADR 0035).
  const pendingMain = useWatch({ control, name: 'pendingMain' });
  const pendingPreview = useWatch({ control, name: 'pendingPreview' });
  const setPendingMain = (file: File | null) =>
    setValue('pendingMain', file, { shouldDirty: true });
  const setPendingPreview = (file: File | null) =>
    setValue('pendingPreview', file, { shouldDirty: true });
  const [mainProblem, setMainProblem] = useState<string | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const mainUpload = useUploadProgress();
  const previewUpload = useUploadProgress();

  const pendingPreviewUrl = useMemo(
    () => (pendingPreview ? URL.createObjectURL(pendingPreview) : null),
    [pendingPreview],
  );
  useEffect(
    () => () => (pendingPreviewUrl ? URL.revokeObjectURL(pendingPreviewUrl) : undefined),
    [pendingPreviewUrl],
  );

  const setMainFields = (file: Parameters<typeof mainFileFields>[0]) => {
    for (const [field, value] of Object.entries(mainFileFields(file)))
      setValue(field as keyof DocumentFormValues, value, { shouldDirty: true });
  };

  const setPreviewFields = (fileId: string, url: string) => {
    setValue('previewImageFileId', fileId, { shouldDirty: true });
    setValue('previewImageUrl', url, { shouldDirty: true });
  };

  /** A file chosen from the computer waits for the save if it passes its check. */
  const chooser =
    (
      check: (file: File) => Problem | null,
      setProblem: (text: string | null) => void,
      setPending: (file: File) => void,
    ) =>
    (file: File | undefined) => {
      if (!file) return;
      const problem = check(file);
      setProblem(problem?.text ?? null);
      if (problem) warn(problem);
      else setPending(file);
    };
  const chooseMain = chooser(checkMain, setMainProblem, setPendingMain);
  const choosePreview = chooser(checkPreviewImage, setPreviewProblem, setPendingPreview);

  const pickMain = (file: FileInfo) => {
    setPendingMain(null);
    setMainProblem(null);
    setMainFields(file);
  };

  const pickPreview = (file: FileInfo) => {
    setPendingPreview(null);
    setPreviewProblem(null);
    setPreviewFields(file.id, file.path || file.url || '');
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
    setPreviewFields('', '');
  };

  /** A typed address is a URL-based preview: no system file behind it. */
  const typedPreviewUrl = () => {
    setPendingPreview(null);
    setValue('previewImageFileId', '', { shouldDirty: true });
  };

  /** docs/SPEC.md section 5: a new main file or preview image is uploaded first. Throws on failure. */
  const uploadPending = async () => {
    let mainFile: UploadedSystemFile | null = null;
    let previewImage: UploadedSystemFile | null = null;
    if (pendingMain) {
      mainFile = await mainUpload.run((onProgress) =>
        uploadSystemFile(pendingMain, { onProgress }),
      );
      // Kept in the form, so that a failed save does not upload the same file again.
      setPendingMain(null);
      setMainFields(mainFile);
    }
    if (pendingPreview) {
      previewImage = await previewUpload.run((onProgress) =>
        uploadSystemFile(pendingPreview, { onProgress }),
      );
      setPendingPreview(null);
      setPreviewFields(previewImage.id, previewImage.path);
    }
    return { mainFile, previewImage };
  };

  return {
    pendingMain,
    pendingPreview,
    pendingPreviewUrl,
    mainProblem,
    previewProblem,
    mainProgress: mainUpload.progress,
    previewProgress: previewUpload.progress,
    dirty: pendingMain !== null || pendingPreview !== null,
    chooseMain,
    choosePreview,
    pickMain,
    pickPreview,
    clearMain,
    clearPreview,
    typedPreviewUrl,
    uploadPending,
  };
}

export type DocumentFiles = ReturnType<typeof useDocumentFiles>;
