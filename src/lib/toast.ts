import { toast } from 'sonner';

/** docs/SPEC.md section 9: toasts last 2 s on success and 3 s on error. */
const TOAST_SUCCESS_MS = 2000;
const TOAST_ERROR_MS = 3000;

export const notifySuccess = (message: string) =>
  toast.success(message, { duration: TOAST_SUCCESS_MS });
export const notifyError = (message: string) => toast.error(message, { duration: TOAST_ERROR_MS });
