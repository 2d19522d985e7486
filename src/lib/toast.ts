import { toast } from 'sonner';

/** docs/SPEC.md section 9: toasts last 2 s on success and 3 s on error. */
const TOAST_SUCCESS_MS = 2000;
const TOAST_ERROR_MS = 3000;
const TOAST_NOTE_MS = 8000;

export const notifySuccess = (message: string) =>
  toast.success(message, { duration: TOAST_SUCCESS_MS });
export const notifyError = (message: string) => toast.error(message, { duration: TOAST_ERROR_MS });
/** Something a save did besides saving (an old address taken over): long enough to be read. */
export const notifyNote = (message: string) => toast.info(message, { duration: TOAST_NOTE_MS });
