import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Asks before leaving an editor with unsaved edits: by a link, the browser's Back button (both
 * through the router), a reload or closing the tab (the browser's own question).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.status === 'blocked') blocker.reset();
      }}
      title="Kaydedilmemiş değişiklikler"
      description="Bu sayfada kaydetmediğiniz değişiklikler var. Sayfadan ayrılırsanız kaybolacaklar."
      confirmLabel="Sayfadan Ayrıl"
      cancelLabel="Sayfada Kal"
      destructive
      onConfirm={() => blocker.status === 'blocked' && blocker.proceed()}
    />
  );
}
