import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteProduct } from '../../api/generated/backend/endpoints/product/product';
import type { Product } from '../../api/generated/backend/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialogState, type DialogState } from '../../components/use-dialog-state';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { notifyError, notifySuccess } from '../../lib/toast';
import { refreshProductReads } from './product-cache';
import { ProductDialog } from './product-dialog';
import { PRODUCT_MESSAGES } from './product-form';

/** The product grid's dialogs: the form (a new product, or one by id) and the delete question. */
type ProductsDialog =
  { kind: 'edit'; productId: string | null } | { kind: 'delete'; product: Product };

export const useProductsDialogs = () => useDialogState<ProductsDialog>();

/**
 * Every dialog of the product grid. `onSaved` says whether a product was created, so the grid can
 * move to the page that holds it.
 */
export function ProductsDialogs({
  state,
  onSaved,
}: {
  state: DialogState<ProductsDialog>;
  onSaved: (created: boolean) => void;
}) {
  const { dialog, close } = state;
  const queryClient = useQueryClient();
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const deleting = dialog?.kind === 'delete' ? dialog.product : null;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteFailed(false);
    try {
      await withReauth(() => deleteProduct(deleting.id));
      void refreshProductReads(queryClient);
      notifySuccess(PRODUCT_MESSAGES.deleted);
      close();
    } catch (error) {
      if (!(error instanceof ReauthCancelledError)) {
        setDeleteFailed(true);
        notifyError(PRODUCT_MESSAGES.deleteFailed);
      }
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <>
      {dialog?.kind === 'edit' ? (
        <ProductDialog
          productId={dialog.productId}
          onClose={close}
          onSaved={(_product, created) => {
            onSaved(created);
            close();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteBusy) {
            setDeleteFailed(false);
            close();
          }
        }}
        title="Ürünü Sil"
        description={
          <>
            {`'${deleting?.name ?? ''}' ürününü silmek istediğinizden emin misiniz? Ürün sayfası ve ana sayfadaki kartı kaldırılır; ürün 30 gün Çöp Kutusu’nda kalır ve oradan eski yerine geri yüklenebilir.`}
            {deleteFailed ? (
              <span role="alert" className="mt-3 block font-semibold text-red-800">
                {PRODUCT_MESSAGES.deleteFailed}
              </span>
            ) : null}
          </>
        }
        confirmLabel={deleteBusy ? 'Siliniyor...' : 'Evet, Sil'}
        cancelLabel="İptal"
        destructive
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
