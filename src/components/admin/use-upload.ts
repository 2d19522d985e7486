import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/SPEC.md section 4: the upload percentage is shown, and reset 1 s after success. */
const PROGRESS_RESET_MS = 1000;

/**
 * Runs an upload and tracks its progress for the screen: `progress` is null when idle, 0..100
 * while sending, 100 for a second after success.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    async <T>(upload: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> => {
      window.clearTimeout(timer.current);
      setUploading(true);
      setProgress(0);
      try {
        const result = await upload(setProgress);
        setProgress(100);
        timer.current = window.setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
        return result;
      } catch (error) {
        setProgress(null);
        throw error;
      } finally {
        setUploading(false);
      }
    },
    [],
  );

  return { progress, uploading, run };
}
