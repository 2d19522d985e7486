import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetProductByIdQueryOptions } from '../../api/generated/backend/endpoints/product/product';
import type { Product } from '../../api/generated/backend/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { HistoryButton } from '../../components/admin/history/history-dialog';
import { LoadingState } from '../../components/query-states';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { refreshProductReads } from './product-cache';
import { ProductEditor } from './product-editor';
import { Button } from '../../components/admin/button';
import { ModalCloseButton } from '../../components/admin/modal-close-button';

/**
 * The product form dialog (docs/SPEC.md section 2, admin screen 5): a new product when `productId`
 * is null, else the product read fresh by id. Closing it with unsaved edits asks first.
 */
export function ProductDialog({
  productId,
  onClose,
  onSaved,
}: {
  /** null: a new product. */
  productId: string | null;
  onClose: () => void;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  const form = { onDirtyChange: setDirty, onSavingChange: setSaving, onSaved };
  return (
    <>
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : requestClose())}
        title={productId ? 'Ürünü Düzenle' : 'Yeni Ürün'}
        description="Ürün kartı, ürün sayfası ve ana sayfa için bilgiler. Boş satırlar kaydederken atılır."
        size="4xl"
        body="fill"
      >
        {productId ? (
          <ExistingProduct productId={productId} dirty={dirty} {...form} />
        ) : (
          <ProductEditor product={null} {...form} />
        )}
      </Modal>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Kaydedilmemiş değişiklikler"
        description="Ürün formunda kaydetmediğiniz değişiklikler var. Formu kapatırsanız kaybolacaklar."
        confirmLabel="Kaydetmeden Kapat"
        cancelLabel="Formda Kal"
        destructive
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
      />
    </>
  );
}

/** GET /api/Product/{id}: the product as it is now, so the whole-object PUT loses nothing. */
function ExistingProduct({
  productId,
  dirty,
  ...form
}: {
  productId: string;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: (product: Product, created: boolean) => void;
}) {
  const query = useQuery({
    ...getGetProductByIdQueryOptions(productId, { Drafts: true }, { request: { withToken: true } }),
    staleTime: 0,
    // Saves made elsewhere are noticed (the editor's notice); the form is not filled again.
    ...NOTICE_READS,
  });
  const queryClient = useQueryClient();
  const [restores, setRestores] = useState(0);
  // Not from the cache alone: a read taken before the last save would start the form stale, and
  // the whole-object PUT would then undo that save. The editor starts from this mount's read.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount))
    return <LoadingState text="Ürün bilgileri yükleniyor..." className="py-12" />;
  if (query.isError)
    return (
      <div role="alert" className="p-6 text-center text-red-800">
        <p className="font-semibold">Ürün bilgileri yüklenirken bir hata oluştu.</p>
        <div className="mt-4 flex justify-center gap-2">
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Tekrar Dene
          </Button>
          <ModalCloseButton variant="secondary">Kapat</ModalCloseButton>
        </div>
      </div>
    );
  // A restored revision, or pending changes dropped: the form starts again from a new read.
  const readAgain = async () => {
    await query.refetch();
    void refreshProductReads(queryClient);
    setRestores((count) => count + 1);
  };
  const history = (
    <HistoryButton kind="product" itemId={productId} dirty={dirty} onRestored={readAgain} />
  );
  return (
    <ProductEditor
      key={`${query.data.data.id}-${restores}`}
      product={query.data.data}
      history={history}
      onDraftDiscarded={() => void readAgain()}
      {...form}
    />
  );
}
