import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createPreviewLink,
  deletePreviewLink,
  getListPreviewLinksQueryKey,
  getListPreviewLinksQueryOptions,
} from '../../api/generated/backend/endpoints/preview/preview';
import type { PreviewLink } from '../../api/generated/backend/model';
import { primaryButton, secondaryButton } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal, ModalClose } from '../../components/modal';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { formatDateTime } from '../../lib/format';
import { useSave } from '../../lib/save';
import { notifyError, notifySuccess } from '../../lib/toast';
import { MESSAGES } from '../../../core/domain/messages';

export const PREVIEW_TEXTS = {
  description:
    'Bu bağlantıyı açan herkes ürünü ziyaretçilerin göreceği gibi görür; giriş yapması gerekmez. ' +
    'Bağlantı arama motorlarına kapalıdır ve süresi dolunca ya da iptal edilince çalışmaz.',
  unsaved: 'Önizleme kaydedilmiş taslağı gösterir; kaydedilmemiş değişiklikleriniz görünmez.',
  none: 'Bu ürünün çalışan bir önizleme bağlantısı yok.',
  loadFailed: 'Önizleme bağlantıları yüklenemedi.',
  createFailed: 'Önizleme bağlantısı oluşturulamadı. Lütfen tekrar deneyin.',
  revokeFailed: 'Önizleme bağlantısı iptal edilemedi. Lütfen tekrar deneyin.',
  copied: 'Bağlantı kopyalandı.',
  copyFailed: 'Bağlantı kopyalanamadı; bağlantıyı seçip kendiniz kopyalayın.',
} as const;

/** The address to send: the link's path on this site. */
const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * 'Önizle' (issue 21 section 3): the product's preview links that still work, each to copy, open
 * or revoke ('Önizleme bağlantısını iptal et', after a question), and a button that makes a new one.
 */
export function PreviewLinksButton({ productId, dirty }: { productId: string; dirty: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} flex-1 sm:flex-none`}
        onClick={() => setOpen(true)}
      >
        Önizle
      </button>
      {open ? (
        <PreviewLinksDialog productId={productId} dirty={dirty} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function PreviewLinksDialog({
  productId,
  dirty,
  onClose,
}: {
  productId: string;
  dirty: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const params = { ProductId: productId };
  const query = useQuery({
    ...getListPreviewLinksQueryOptions(params, { request: { withToken: true } }),
    staleTime: 0,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getListPreviewLinksQueryKey(params) });
  const create = useSave({
    save: () => createPreviewLink({ productId }),
    failure: PREVIEW_TEXTS.createFailed,
    success: (reply) => reply.message ?? MESSAGES.previewCreated,
    onSettled: refresh,
  });
  const revoke = useSave({
    save: (link: PreviewLink) => deletePreviewLink(link.id),
    failure: PREVIEW_TEXTS.revokeFailed,
    success: (reply) => reply.message ?? MESSAGES.previewRevoked,
    onSettled: refresh,
  });
  const [revoking, setRevoking] = useState<PreviewLink | null>(null);
  const links = query.data?.data;

  return (
    <>
      <Modal
        open
        onOpenChange={(next) => (next ? undefined : onClose())}
        title="Önizleme bağlantıları"
        description={PREVIEW_TEXTS.description}
        size="lg"
        footer={
          <>
            <ModalClose className={secondaryButton}>Kapat</ModalClose>
            <button
              type="button"
              className={primaryButton}
              disabled={create.saving}
              aria-busy={create.saving || undefined}
              onClick={() => void create.run()}
            >
              {create.saving ? 'Oluşturuluyor...' : 'Yeni önizleme bağlantısı'}
            </button>
          </>
        }
      >
        {dirty ? <p className="mb-3 text-small text-amber-900">{PREVIEW_TEXTS.unsaved}</p> : null}
        {query.isError && !links ? (
          <LoadError title={PREVIEW_TEXTS.loadFailed} onRetry={() => void query.refetch()} />
        ) : !links ? (
          <LoadingState className="py-6" />
        ) : links.length === 0 ? (
          <EmptyState>{PREVIEW_TEXTS.none}</EmptyState>
        ) : (
          <ul aria-label="Çalışan önizleme bağlantıları" className="space-y-3">
            {links.map((link) => (
              <PreviewLinkRow
                key={link.id}
                link={link}
                busy={revoke.pending?.id === link.id}
                onRevoke={() => setRevoking(link)}
              />
            ))}
          </ul>
        )}
      </Modal>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => (next ? undefined : setRevoking(null))}
        title="Önizleme bağlantısını iptal et"
        description="Bu bağlantıyı açan kimse ürünü artık göremez. Bu işlem geri alınamaz."
        confirmLabel="İptal et"
        cancelLabel="Vazgeç"
        destructive
        onConfirm={() => {
          if (revoking) void revoke.run(revoking);
          setRevoking(null);
        }}
      />
    </>
  );
}

function PreviewLinkRow({
  link,
  busy,
  onRevoke,
}: {
  link: PreviewLink;
  busy: boolean;
  onRevoke: () => void;
}) {
  const address = absolute(link.path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notifySuccess(PREVIEW_TEXTS.copied);
    } catch {
      notifyError(PREVIEW_TEXTS.copyFailed);
    }
  };
  return (
    <li className="rounded-lg border border-concrete-200 p-3">
      <label className="block text-caption text-concrete-700">
        Bağlantı
        <input
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full rounded border border-concrete-300 bg-concrete-50 px-2 py-1.5 font-mono text-small text-brand-950"
        />
      </label>
      <p className="mt-2 text-caption text-concrete-700">
        {formatDateTime(link.expiresAt)} tarihine kadar geçerli
        {link.createdBy ? ` · ${link.createdBy} oluşturdu` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          Bağlantıyı kopyala
        </button>
        <a className={secondaryButton} href={address} target="_blank" rel="noopener noreferrer">
          Önizlemeyi aç
        </a>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onRevoke}
        >
          Önizleme bağlantısını iptal et
        </button>
      </div>
    </li>
  );
}
