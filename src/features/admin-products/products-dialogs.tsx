import { useQueryClient } from '@tanstack/react-query';
import { deleteProduct } from '../../api/generated/backend/endpoints/product/product';
import type { Product } from '../../api/generated/backend/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialogState, type DialogState } from '../../components/use-dialog-state';
import { useSave } from '../../lib/save';
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
  const deleting = dialog?.kind === 'delete' ? dialog.product : null;
  const remove = useSave({
    save: (product: Product) => deleteProduct(product.id),
    failure: PRODUCT_MESSAGES.deleteFailed,
    success: PRODUCT_MESSAGES.deleted,
    onSaved: () => {
      void refreshProductReads(queryClient);
      close();
    },
  });
  const deleteBusy = remove.saving;
  const deleteFailed = remove.feedback !== null;
  const confirmDelete = () => (deleting ? remove.run(deleting) : undefined);

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
            remove.clearFeedback();
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
