import { useCallback, useRef, useState } from 'react';
import {
  FILE_MAX_BYTES,
  PDF_MAX_BYTES,
  isPdf,
  uploadSystemFile,
  type UploadedSystemFile,
} from '../../../api/upload';
import { ReauthCancelledError } from '../../../lib/reauth';

/**
 * A file dropped on the file manager (or chosen with 'Dosya Yükle') becomes a system file through
 * POST /api/File/upload. Before sending: not empty, and within docs/SPEC.md's upload ceilings (50 MB for
 * a PDF, 100 MB for others); the server checks the content.
 */
export function checkSystemUpload(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (file.size === 0) return 'Dosya boş; yüklenemez.';
  const limit = isPdf(file) ? PDF_MAX_BYTES : FILE_MAX_BYTES;
  if (file.size > limit)
    return `Dosya boyutu çok büyük. Maksimum ${limit / 1024 / 1024}MB olmalıdır.`;
  return null;
}

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  name: string;
  status: UploadStatus;
  /** 0..100 while uploading. */
  progress: number;
  /** Why it failed. */
  message?: string;
}

/** The summary after a batch: how many went up and how many did not. */
export function uploadSummary(done: number, failed: number): { ok: boolean; text: string } {
  if (failed === 0) return { ok: true, text: `${done} dosya yüklendi.` };
  if (done === 0) return { ok: false, text: `${failed} dosya yüklenemedi.` };
  return { ok: false, text: `${done} dosya yüklendi, ${failed} dosya yüklenemedi.` };
}

/**
 * Uploads files one after another and tracks each: waiting, its percentage, done, or why it
 * failed. `onFinished` gets the stored files and the counts once the batch ends.
 */
export function useBatchUpload(
  onFinished: (result: { stored: UploadedSystemFile[]; done: number; failed: number }) => void,
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);

  const update = (id: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const batch = files.map((file) => ({ file, id: nextId.current++ }));
      setItems((current) => [
        ...current.filter((item) => item.status === 'uploading' || item.status === 'waiting'),
        ...batch.map(({ file, id }) => ({
          id,
          name: file.name,
          status: 'waiting' as const,
          progress: 0,
        })),
      ]);
      setBusy(true);
      const stored: UploadedSystemFile[] = [];
      let failed = 0;
      for (const { file, id } of batch) {
        const problem = checkSystemUpload(file);
        if (problem) {
          failed += 1;
          update(id, { status: 'failed', message: problem });
          continue;
        }
        update(id, { status: 'uploading', progress: 0 });
        try {
          stored.push(
            await uploadSystemFile(file, { onProgress: (progress) => update(id, { progress }) }),
          );
          update(id, { status: 'done', progress: 100 });
        } catch (error) {
          failed += 1;
          update(id, {
            status: 'failed',
            message:
              error instanceof ReauthCancelledError
                ? 'Oturum yenilenmedi.'
                : error instanceof Error
                  ? error.message
                  : 'Dosya yüklenemedi',
          });
        }
      }
      setBusy(false);
      onFinished({ stored, done: stored.length, failed });
    },
    [onFinished],
  );

  const clearFinished = useCallback(
    () =>
      setItems((current) =>
        current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
      ),
    [],
  );

  return { items, busy, start, clearFinished };
}
