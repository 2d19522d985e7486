import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Product, PublishStatus } from '../../api/generated/backend/model';
import { keptStatus, PublishBar, publishState } from '../../components/admin/publish-bar';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { useRecordEditing } from '../../components/admin/use-record-editing';
import {
  emptyProductForm,
  followSlug,
  formFromProduct,
  productFormSchema,
  type ProductFormValues,
} from './product-form';
import { PRODUCT_FIELD_LABELS } from '../../components/admin/field-labels/product';
import {
  DiscardDraftButton,
  PendingNote,
  PreviewLinksButton,
} from '../../components/admin/draft-actions';
import { productDraftTarget } from './queries';
import { ProductFormSections } from './product-form-sections';
import { useProductSave } from './use-product-save';
import { ModalCloseButton } from '../../components/admin/modal-close-button';

/**
 * The product form inside the product dialog: a new product when `product` is null. It tells the
 * dialog whether it holds unsaved edits and whether it is saving, so a close can ask first.
 */
export function ProductEditor({
  product,
  onDirtyChange,
  onSavingChange,
  onSaved,
  onDraftDiscarded,
  history,
}: {
  product: Product | null;
  onDirtyChange: (dirty: boolean) => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: (product: Product, created: boolean) => void;
  /** After 'Taslağı sil': the dialog reads the live product again. */
  onDraftDiscarded?: () => void;
  /** An existing product's 'Geçmiş' button (components/admin/history). */
  history?: ReactNode;
}) {
  const id = useId();
  // docs/SPEC.md section 5: the slug follows the name until it is edited. An existing product's slug is
  // its public address, so it stays unless the administrator changes it (or it is empty).
  const [slugEdited, setSlugEdited] = useState(Boolean(product?.slug.trim()));
  const form = useForm<ProductFormValues>({
    defaultValues: product ? formFromProduct(product) : emptyProductForm(),
    resolver: zodResolver(productFormSchema),
  });
  const { formState } = form;
  const { kept, versioned } = useRecordEditing({
    form,
    kind: 'product',
    id: product?.id ?? null,
    labels: PRODUCT_FIELD_LABELS satisfies Record<keyof ProductFormValues, string>,
  });
  const { saving, feedback, save } = useProductSave({
    product,
    form,
    write: versioned.write,
    onSaved: (saved, created) => {
      kept.saved();
      onSaved(saved, created);
    },
  });
  // Issue 21: a draft stays one, and a schedule keeps its time, until 'Yayınla'; a new product may
  // start as either. A published product's form may hold its pending changes.
  const { unpublished, pending } = publishState(product);
  const saveWith = (next: PublishStatus, publishAt: string | null = null) =>
    void form.handleSubmit((values) => save(values, next, publishAt))();

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited)
        form.setValue('slug', followSlug(event.target.value, '', false), { shouldDirty: true });
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugEdited(true) });

  return (
    <form
      noValidate
      aria-label="Ürün formu"
      onSubmit={(event) => {
        // React passes events up through portals: the document dialog opened from this form
        // submits its own form, which must not save the product as well.
        if (event.target !== event.currentTarget) return;
        // The form's own submit (its first button, and Enter) keeps the status.
        const kept = keptStatus(product);
        void form.handleSubmit((values) => save(values, kept.status, kept.publishAt))(event);
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <UnsavedChangesGuard when={formState.isDirty && !saving} />
      <div className="min-h-0 flex-1 space-y-8 overflow-y-auto p-4 sm:p-5">
        <KeptWorkBanner kept={kept} />
        {versioned.view}
        <PendingNote kind="product" show={pending} />
        <ProductFormSections form={form} id={id} nameField={nameField} slugField={slugField} />
      </div>

      <PublishBar
        record={product}
        saving={saving}
        feedback={feedback}
        dirty={formState.isDirty}
        onSave={saveWith}
        actions={
          <>
            {history}
            {product && (unpublished || pending) ? (
              <PreviewLinksButton
                target={productDraftTarget(product.id)}
                dirty={formState.isDirty}
              />
            ) : null}
            {product && pending && onDraftDiscarded ? (
              <DiscardDraftButton
                target={productDraftTarget(product.id)}
                disabled={saving}
                onDiscarded={onDraftDiscarded}
              />
            ) : null}
            <ModalCloseButton variant="secondary" className="flex-1 sm:flex-none" disabled={saving}>
              İptal
            </ModalCloseButton>
          </>
        }
      />
    </form>
  );
}
