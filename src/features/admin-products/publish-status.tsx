import { useState } from 'react';
import { discardProductDraft } from '../../api/generated/backend/endpoints/product/product';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSave } from '../../lib/save';
import { secondaryButton } from '../../components/admin/admin-page';
import { MESSAGES } from '../../../core/domain/messages';

/**
 * 'Taslağı sil' (issue 21 section 2): after a question, a published product's pending changes are
 * dropped; the live product is as it was, and the dialog reads it again (`onDiscarded`).
 */
export function DiscardDraftButton({
  productId,
  disabled,
  onDiscarded,
}: {
  productId: string;
  disabled: boolean;
  onDiscarded: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const discard = useSave({
    save: () => discardProductDraft(productId),
    failure: DISCARD_FAILED,
    success: (reply) => reply.message ?? MESSAGES.pendingDiscarded,
    onSaved: onDiscarded,
  });
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} flex-1 sm:flex-none`}
        disabled={disabled || discard.saving}
        aria-busy={discard.saving || undefined}
        onClick={() => setAsking(true)}
      >
        Taslağı sil
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Taslağı sil"
        description="Yayımlanmamış değişiklikler silinecek; ürünün yayındaki hâli olduğu gibi kalır. Bu işlem geri alınamaz."
        confirmLabel="Taslağı sil"
        cancelLabel="Vazgeç"
        destructive
        onConfirm={() => {
          setAsking(false);
          void discard.run();
        }}
      />
    </>
  );
}

const DISCARD_FAILED = 'Taslak silinemedi. Lütfen tekrar deneyin.';
