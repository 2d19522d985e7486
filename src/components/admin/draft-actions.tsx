import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { deletePreviewLink } from '../../api/generated/backend/endpoints/preview/preview';
import type { PreviewLink } from '../../api/generated/backend/model';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal } from '../modal';
import { EmptyState, LoadError, LoadingState } from '../query-states';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { useSave } from '../../lib/save';
import { describeFailure } from '../../lib/failure';
import type { ApiError } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../lib/toast';
import { MESSAGES } from '../../../core/domain/messages';
import { FormStatus } from './form-status';
import { buttonClass } from '../button-class';
import { Button } from './button';
import { ModalCloseButton } from './modal-close-button';

/** What the dialog shows of a link: a product's and a content page's have these alike. */
type LinkFields = Pick<PreviewLink, 'id' | 'path' | 'expiresAt' | 'createdBy'>;

/**
 * How the texts name the record (Turkish cases): 'ürünü' / 'ürünün', 'sayfayı' / 'sayfanın',
 * 'dosyayı' / 'dosyanın' (the panel calls documents 'Dosya'); and the toast of dropped changes.
 */
const NOUNS = {
  product: { it: 'ürünü', its: 'ürünün', discarded: MESSAGES.pendingDiscarded },
  page: { it: 'sayfayı', its: 'sayfanın', discarded: MESSAGES.pagePendingDiscarded },
  document: { it: 'dosyayı', its: 'dosyanın', discarded: MESSAGES.documentPendingDiscarded },
} as const;

/**
 * A record with drafts (issue 21): a product, a content page or a document. Its preview links are read with
 * `links` (the generated list query, its reply read to the links with `select`), made with
 * `createLink` (resolving with the server's message, if it sends one) and revoked with the
 * backend's `deletePreviewLink`, as every link is; `discard` drops its pending changes.
 */
export interface DraftTarget<TReply = unknown> {
  kind: keyof typeof NOUNS;
  links: UseQueryOptions<TReply, Error, readonly LinkFields[]> & { queryKey: QueryKey };
  createLink: () => Promise<string | null | undefined>;
  discard: () => Promise<{ message?: string | null }>;
}

/** The dialog's words, for a product, a page or a document. */
export function draftTexts(kind: DraftTarget['kind']) {
  const { it, its, discarded } = NOUNS[kind];
  return {
    /** Issue 21 section 2: what the form of a record with pending changes holds. */
    pending:
      `Bu formda ${its} yayımlanmamış değişiklikleri var; ziyaretçiler yayındaki hâlini görüyor. ` +
      'Yayınla’ya basana kadar sitede hiçbir şey değişmez.',
    description:
      `Bu bağlantıyı açan herkes ${it} ziyaretçilerin göreceği gibi görür; giriş yapması gerekmez. ` +
      'Bağlantı arama motorlarına kapalıdır ve süresi dolunca ya da iptal edilince çalışmaz.',
    unsaved: 'Önizleme kaydedilmiş taslağı gösterir; kaydedilmemiş değişiklikleriniz görünmez.',
    none: `Bu ${its} çalışan bir önizleme bağlantısı yok.`,
    revoke: `Bu bağlantıyı açan kimse ${it} artık göremez. Bu işlem geri alınamaz.`,
    discard: `Yayımlanmamış değişiklikler silinecek; ${its} yayındaki hâli olduğu gibi kalır. Bu işlem geri alınamaz.`,
    discarded,
  };
}

/** The note above an editor whose record has pending changes (`show`); nothing without them. */
export function PendingNote({ kind, show }: { kind: DraftTarget['kind']; show: boolean }) {
  return show ? (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-small text-amber-950">
      {draftTexts(kind).pending}
    </p>
  ) : null;
}

const FAILED = {
  load: 'Önizleme bağlantıları yüklenemedi.',
  create: 'Önizleme bağlantısı oluşturulamadı. Lütfen tekrar deneyin.',
  revoke: 'Önizleme bağlantısı iptal edilemedi. Lütfen tekrar deneyin.',
  copy: 'Bağlantı kopyalanamadı; bağlantıyı seçip kendiniz kopyalayın.',
  discard: 'Taslak silinemedi. Lütfen tekrar deneyin.',
} as const;

/**
 * A refusal in the server's own words: a 400's field messages ('Bu dosya yayındaki hiçbir ürünün
 * sayfasında yok; ...') say more than the dialog's fallback.
 */
const refusal = (error: ApiError) => {
  const words = error.status === 400 ? Object.values(error.errors ?? {}).flat() : [];
  return words.length > 0 ? { title: words.join(' ') } : undefined;
};

/** A question before a step that cannot be undone: 'Vazgeç' closes it. */
const question = (title: string, confirmLabel: string, open: boolean, close: () => void) => ({
  title,
  confirmLabel,
  open,
  onOpenChange: (next: boolean) => (next ? undefined : close()),
  cancelLabel: 'Vazgeç',
  destructive: true,
});

/** The address to send: the link's path on this site. */
const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * 'Önizle' (issue 21 section 3): the record's preview links that still work, each to copy, open
 * or revoke ('Önizleme bağlantısını iptal et', after a question), and a button that makes a new one.
 */
export function PreviewLinksButton<TReply>({
  target,
  dirty,
}: {
  target: DraftTarget<TReply>;
  dirty: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setOpen(true)}>
        Önizle
      </Button>
      {open ? (
        <PreviewLinksDialog target={target} dirty={dirty} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function PreviewLinksDialog<TReply>({
  target,
  dirty,
  onClose,
}: {
  target: DraftTarget<TReply>;
  dirty: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const texts = draftTexts(target.kind);
  const query = useQuery({ ...target.links, staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: target.links.queryKey });
  const create = useSave({
    save: target.createLink,
    failure: { fallback: FAILED.create, refusal },
    success: (message) => message ?? MESSAGES.previewCreated,
    onSettled: refresh,
  });
  const revoke = useSave({
    save: (link: LinkFields) => deletePreviewLink(link.id),
    failure: FAILED.revoke,
    success: (reply) => reply.message ?? MESSAGES.previewRevoked,
    onSettled: refresh,
  });
  const [revoking, setRevoking] = useState<LinkFields | null>(null);
  const links = query.data;
  const loadFailure = query.error
    ? describeFailure(query.error, { fallback: FAILED.load, refusal })
    : null;

  return (
    <>
      <Modal
        open
        onOpenChange={(next) => (next ? undefined : onClose())}
        title="Önizleme bağlantıları"
        description={texts.description}
        size="lg"
        footer={
          <>
            <ModalCloseButton variant="secondary">Kapat</ModalCloseButton>
            <Button
              variant="primary"
              disabled={create.saving}
              aria-busy={create.saving || undefined}
              onClick={() => void create.run()}
            >
              {create.saving ? 'Oluşturuluyor...' : 'Yeni önizleme bağlantısı'}
            </Button>
          </>
        }
      >
        {dirty ? <p className="mb-3 text-small text-amber-900">{texts.unsaved}</p> : null}
        {create.feedback ? (
          <div className="mb-3">
            <FormStatus feedback={create.feedback} dirty={false} />
          </div>
        ) : null}
        {query.isError && !links ? (
          <LoadError
            title={FAILED.load}
            message={loadFailure?.title === FAILED.load ? undefined : loadFailure?.title}
            onRetry={() => void query.refetch()}
          />
        ) : !links ? (
          <LoadingState className="py-6" />
        ) : links.length === 0 ? (
          <EmptyState>{texts.none}</EmptyState>
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
        {...question('Önizleme bağlantısını iptal et', 'İptal et', revoking !== null, () =>
          setRevoking(null),
        )}
        description={texts.revoke}
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
  link: LinkFields;
  busy: boolean;
  onRevoke: () => void;
}) {
  const address = absolute(link.path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notifySuccess('Bağlantı kopyalandı.');
    } catch {
      notifyError(FAILED.copy);
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
        <Button variant="secondary" onClick={() => void copy()}>
          Bağlantıyı kopyala
        </Button>
        <a
          className={buttonClass('secondary')}
          href={address}
          target="_blank"
          rel="noopener noreferrer"
        >
          Önizlemeyi aç
        </a>
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onRevoke}
        >
          Önizleme bağlantısını iptal et
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Taslağı sil' (issue 21 section 2): after a question, a published record's pending changes are
 * dropped; the live record is as it was, and the editor reads it again (`onDiscarded`).
 */
export function DiscardDraftButton<TReply>({
  target,
  disabled,
  onDiscarded,
}: {
  target: DraftTarget<TReply>;
  disabled: boolean;
  onDiscarded: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const texts = draftTexts(target.kind);
  const discard = useSave({
    save: target.discard,
    failure: FAILED.discard,
    success: (reply) => reply.message ?? texts.discarded,
    onSaved: onDiscarded,
  });
  return (
    <>
      <Button
        variant="secondary"
        className="flex-1 sm:flex-none"
        disabled={disabled || discard.saving}
        aria-busy={discard.saving || undefined}
        onClick={() => setAsking(true)}
      >
        Taslağı sil
      </Button>
      <ConfirmDialog
        {...question('Taslağı sil', 'Taslağı sil', asking, () => setAsking(false))}
        description={texts.discard}
        onConfirm={() => {
          setAsking(false);
          void discard.run();
        }}
      />
    </>
  );
}
