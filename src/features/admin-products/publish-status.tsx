import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { discardProductDraft } from '../../api/generated/backend/endpoints/product/product';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { notifyError, notifySuccess } from '../../lib/toast';
import type { Product } from '../../api/generated/backend/model';
import { primaryButton, secondaryButton } from '../../components/admin/admin-page';
import { Modal, ModalClose } from '../../components/modal';
import { formatScheduleTime, fromTurkeyInput, turkeyInputValue } from '../../lib/format';
import { MESSAGES } from '../../../core/domain/messages';

type StatusOf = Pick<Product, 'status' | 'publishAt' | 'hasPendingChanges'>;

/** Issue 21: where a product stands, in the panel's words ('Zamanlandı: 12 Aralık 09:00'). */
function statusText(product: StatusOf): string {
  if (product.status === 'scheduled' && product.publishAt) {
    return `Zamanlandı: ${formatScheduleTime(product.publishAt)}`;
  }
  if (product.status === 'draft') return 'Taslak';
  return product.hasPendingChanges ? 'Yayımlanmamış değişiklikler var' : 'Yayında';
}

const BADGE_CLASSES = {
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
} as const;

/** The status as a badge (the product dialog and the grid's cards). */
export function StatusBadge({ product }: { product: StatusOf }) {
  const kind =
    product.status === 'published' && product.hasPendingChanges ? 'pending' : product.status;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-caption font-semibold ${BADGE_CLASSES[kind]}`}
    >
      {statusText(product)}
    </span>
  );
}

const HOUR = 60 * 60 * 1000;

/** The time the dialog offers first: the schedule's, or the next full hour after one from now. */
function firstChoice(publishAt: string | null | undefined): string {
  if (publishAt) return turkeyInputValue(publishAt);
  const next = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
  return turkeyInputValue(next.toISOString());
}

/**
 * 'Zamanla' (issue 21 section 4): a date and time in Turkey's time, ahead of now. `onSchedule`
 * saves the product with it; a product already scheduled can also have its schedule removed
 * ('Zamanlamayı kaldır': it stays a draft).
 */
export function ScheduleDialog({
  publishAt,
  busy,
  onSchedule,
  onUnschedule,
  onClose,
}: {
  /** The schedule the product has; null for a product that has none. */
  publishAt: string | null;
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onUnschedule: (() => void) | null;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() => firstChoice(publishAt));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The product form's own submit must not run as well (React passes it up through portals).
    event.stopPropagation();
    const chosen = fromTurkeyInput(value);
    if (!chosen) return setError(MESSAGES.publishAtRequired);
    if (Date.parse(chosen) <= Date.now()) return setError(MESSAGES.publishAtPast);
    setError(null);
    onSchedule(chosen);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Yayını zamanla"
      description="Ürün bu tarih ve saatte kendiliğinden yayınlanır (en geç bir dakika içinde). O zamana kadar ziyaretçiler göremez."
      size="md"
    >
      <form noValidate onSubmit={submit} aria-label="Yayın zamanı formu" className="space-y-4">
        <div>
          <label htmlFor={`${id}-at`} className="block text-small font-semibold text-concrete-800">
            Yayın zamanı (Türkiye saati)
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={value}
            min={turkeyInputValue(new Date().toISOString())}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3.5 py-2.5 text-body focus:border-brand-500 aria-invalid:border-red-600"
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-small text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <ModalClose className={secondaryButton} disabled={busy}>
            Vazgeç
          </ModalClose>
          {onUnschedule ? (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={onUnschedule}
            >
              Zamanlamayı kaldır
            </button>
          ) : null}
          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            Zamanla
          </button>
        </div>
      </form>
    </Modal>
  );
}

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
  const discard = useMutation({
    mutationFn: () => withReauth(() => discardProductDraft(productId)),
    onSuccess: (reply) => {
      notifySuccess(reply.message ?? MESSAGES.pendingDiscarded);
      onDiscarded();
    },
    onError: (error) => {
      if (!(error instanceof ReauthCancelledError)) notifyError(DISCARD_FAILED);
    },
  });
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} flex-1 sm:flex-none`}
        disabled={disabled || discard.isPending}
        aria-busy={discard.isPending || undefined}
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
          discard.mutate();
        }}
      />
    </>
  );
}

const DISCARD_FAILED = 'Taslak silinemedi. Lütfen tekrar deneyin.';
