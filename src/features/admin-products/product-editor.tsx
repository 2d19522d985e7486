import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Product, PublishStatus } from '../../api/generated/backend/model';
import { secondaryButton } from '../../components/admin/admin-page';
import { FormStatus } from '../../components/admin/form-status';
import { SaveButton } from '../../components/admin/save-button';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard';
import { ModalClose } from '../../components/modal';
import {
  emptyProductForm,
  followSlug,
  formFromProduct,
  productFormSchema,
  type ProductFormValues,
} from './product-form';
import { PreviewLinksButton } from './preview-links';
import { DiscardDraftButton, ScheduleDialog, StatusBadge } from './publish-status';

/** Issue 21 section 2: what the form of a published product with pending changes holds. */
const PENDING_NOTE =
  'Bu formda ürünün yayımlanmamış değişiklikleri var; ziyaretçiler yayındaki hâlini görüyor. ' +
  'Yayınla’ya basana kadar sitede hiçbir şey değişmez.';
import { ProductFormSections } from './product-form-sections';
import { useProductSave } from './use-product-save';

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
  const { saving, feedback, save } = useProductSave({ product, form, onSaved });
  // Issue 21: a draft stays one, and a schedule keeps its time, until 'Yayınla'; a new product may
  // start as either.
  const status = product?.status ?? null;
  const unpublished = status === 'draft' || status === 'scheduled';
  // A published product whose form holds its pending changes (the panel reads that version).
  const pending = status === 'published' && product?.hasPendingChanges === true;
  const [scheduling, setScheduling] = useState(false);
  const saveWith = (next: PublishStatus, publishAt: string | null = null) =>
    void form.handleSubmit((values) => save(values, next, publishAt))();
  /** The other way to save: a plain button beside the form's own submit. */
  const saveAs = (next: PublishStatus) => ({
    disabled: saving,
    'aria-busy': saving || undefined,
    className: `${secondaryButton} flex-1 sm:flex-none`,
    onClick: () => saveWith(next),
  });
  const scheduleButton = (
    <button
      type="button"
      disabled={saving}
      className={`${secondaryButton} flex-1 sm:flex-none`}
      onClick={() => setScheduling(true)}
    >
      Zamanla
    </button>
  );

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
        // The form's own submit (its first button, and Enter) keeps the status: it never
        // publishes a draft, a schedule or pending changes.
        void form.handleSubmit((values) =>
          status === 'scheduled'
            ? save(values, 'scheduled', product?.publishAt ?? null)
            : save(values, status === 'draft' || pending ? 'draft' : 'published'),
        )(event);
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <UnsavedChangesGuard when={formState.isDirty && !saving} />
      <div className="min-h-0 flex-1 space-y-8 overflow-y-auto p-4 sm:p-5">
        {pending ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-small text-amber-950">
            {PENDING_NOTE}
          </p>
        ) : null}
        <ProductFormSections form={form} id={id} nameField={nameField} slugField={slugField} />
      </div>

      <div className="flex flex-col gap-3 border-t border-concrete-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          {product ? (
            <p className="text-caption text-concrete-700">
              Durum: <StatusBadge product={product} />
            </p>
          ) : null}
          <FormStatus feedback={feedback} dirty={formState.isDirty} />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {history}
          {product && (unpublished || pending) ? (
            <PreviewLinksButton productId={product.id} dirty={formState.isDirty} />
          ) : null}
          {product && pending && onDraftDiscarded ? (
            <DiscardDraftButton
              productId={product.id}
              disabled={saving}
              onDiscarded={onDraftDiscarded}
            />
          ) : null}
          <ModalClose className={`${secondaryButton} flex-1 sm:flex-none`} disabled={saving}>
            İptal
          </ModalClose>
          {!product || unpublished ? scheduleButton : null}
          {unpublished || pending ? (
            <>
              <SaveButton saving={saving} className="flex-1 sm:flex-none">
                {status === 'scheduled' ? 'Kaydet' : 'Taslak olarak kaydet'}
              </SaveButton>
              <button type="button" {...saveAs('published')}>
                Yayınla
              </button>
            </>
          ) : (
            <>
              {/* A new product starts as a draft; a published one gets pending changes. */}
              <button type="button" {...saveAs('draft')}>
                Taslak olarak kaydet
              </button>
              <SaveButton saving={saving} className="flex-1 sm:flex-none">
                Kaydet
              </SaveButton>
            </>
          )}
        </div>
      </div>
      {scheduling ? (
        <ScheduleDialog
          publishAt={product?.publishAt ?? null}
          busy={saving}
          onClose={() => setScheduling(false)}
          onSchedule={(publishAt) => {
            setScheduling(false);
            saveWith('scheduled', publishAt);
          }}
          onUnschedule={
            status === 'scheduled'
              ? () => {
                  setScheduling(false);
                  saveWith('draft');
                }
              : null
          }
        />
      ) : null}
    </form>
  );
}
