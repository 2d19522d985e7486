import { useCallback, useState } from 'react';

/**
 * Which of a screen's dialogs is open, and what it shows (a row, a product): one value, so two
 * dialogs can never be open at once. `T` is a union tagged by `kind`.
 */
export function useDialogState<T extends { kind: string }>() {
  const [dialog, setDialog] = useState<T | null>(null);
  const close = useCallback(() => setDialog(null), []);
  return { dialog, open: setDialog, close };
}

export type DialogState<T extends { kind: string }> = ReturnType<typeof useDialogState<T>>;
