import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_READS } from './use-versioned-write';
import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import {
  discardDocumentDraft,
  getGetDocumentByIdQueryOptions,
} from '../../api/generated/backend/endpoints/document/document';
import {
  createDocumentPreviewLink,
  getListDocumentPreviewLinksQueryOptions,
} from '../../api/generated/backend/endpoints/preview/preview';
import type {
  Document,
  DocumentPreviewLinkListResponse,
  PublishStatus,
} from '../../api/generated/backend/model';
import { MESSAGES } from '../../../core/domain/messages';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { LoadError, LoadingState } from '../query-states';
import { DiscardDraftButton, PreviewLinksButton, type DraftTarget } from './draft-actions';
import { PublishBar, publishState } from './publish-bar';
import { ModalCloseButton } from './modal-close-button';

// The drafts of documents (issue 21): both document dialogs, the file manager's and the product
// editor's, read, save and publish a document the same way.

/** A document's preview links and pending changes, for 'Önizle' and 'Taslağı sil'. */
const documentDraftTarget = (documentId: string): DraftTarget<DocumentPreviewLinkListResponse> => ({
  kind: 'document',
  links: getListDocumentPreviewLinksQueryOptions(documentId, {
    query: { select: (reply) => reply.data },
    request: { withToken: true },
  }),
  createLink: async () => (await createDocumentPreviewLink(documentId, {})).message,
  discard: () => discardDocumentDraft(documentId),
});

/** How a document is saved: its status, and with 'scheduled' the time (else left out). */
export interface DocumentPublishing {
  status: PublishStatus;
  publishAt: string | null;
}

/** What a save sends besides the document's fields. */
export const publishingFields = ({ status, publishAt }: DocumentPublishing) => ({
  status,
  ...(status === 'scheduled' ? { publishAt } : {}),
});

/**
 * The words of a document's save, by how it was saved: a published document's changes wait as
 * its pending version ('draft', 'scheduled'); a new or unpublished one stays from visitors until
 * its time; `published` is the dialog's own words for a plain save.
 */
export function documentSavedMessage(
  before: Document | null,
  saved: Document,
  { status }: DocumentPublishing,
  published: string,
): string {
  const { unpublished, pending } = publishState(before);
  const live = before !== null && !unpublished;
  if (status === 'draft')
    return live
      ? MESSAGES.documentPendingSaved
      : 'Taslak kaydedildi. Ziyaretçiler bu dosyayı yayınlanana kadar göremez.';
  if (status === 'scheduled')
    return live
      ? MESSAGES.documentPendingScheduled
      : `Yayın zamanlandı: ${formatDateTime(saved.publishAt ?? '')}. Ziyaretçiler o zamana kadar göremez.`;
  return unpublished || pending ? 'Dosya yayınlandı.' : published;
}

/**
 * An existing document as the panel edits it: GET /api/Document/{id} with Drafts, the pending
 * version when there is one. `children` gets it, and `readAgain` (after 'Taslağı sil'), which
 * starts the form again on a new read.
 */
export function DocumentDraftRead({
  documentId,
  children,
}: {
  documentId: string;
  children: (document: Document, readAgain: () => Promise<void>) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getGetDocumentByIdQueryOptions(
      documentId,
      { Drafts: true },
      { request: { withToken: true } },
    ),
    staleTime: 0,
    // Saves made elsewhere are noticed (the dialog's notice); the form is not filled again.
    ...NOTICE_READS,
  });
  const [reads, setReads] = useState(0);
  // This mount's read: the whole-document PUT must not start from an older one.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount))
    return <LoadingState text="Dosya bilgileri yükleniyor..." className="py-12" />;
  if (query.isError)
    return <LoadError title="Dosya bilgileri yüklenemedi." onRetry={() => void query.refetch()} />;
  const readAgain = async () => {
    await query.refetch();
    void queryClient.invalidateQueries({
      predicate: (cached) => String(cached.queryKey[0] ?? '').startsWith('/api/Document'),
    });
    setReads((count) => count + 1);
  };
  return (
    <Fragment key={`${query.data.data.id}-${reads}`}>
      {children(query.data.data, readAgain)}
    </Fragment>
  );
}

/**
 * The publish bar of a document dialog (issue 21): 'Geçmiş' (`history`), 'Önizle' for a draft or
 * pending changes, 'Taslağı sil' for pending changes, 'İptal', then 'Zamanla', 'Taslak olarak
 * kaydet' and 'Yayınla' or 'Kaydet', as the product editor has them.
 */
export function DocumentPublishBar({
  document,
  bar,
  history,
  onDiscarded,
}: {
  /** The document as saved (its pending version); null while it is new. */
  document: Document | null;
  bar: Pick<ComponentProps<typeof PublishBar>, 'saving' | 'feedback' | 'dirty' | 'onSave'>;
  history?: ReactNode;
  onDiscarded: () => void;
}) {
  const { unpublished, pending } = publishState(document);
  const target = document ? documentDraftTarget(document.id) : null;
  const actions = (
    <>
      {history}
      {target && (unpublished || pending) ? (
        <PreviewLinksButton target={target} dirty={bar.dirty} />
      ) : null}
      {target && pending ? (
        <DiscardDraftButton target={target} disabled={bar.saving} onDiscarded={onDiscarded} />
      ) : null}
      <ModalCloseButton variant="secondary" className="flex-1 sm:flex-none" disabled={bar.saving}>
        İptal
      </ModalCloseButton>
    </>
  );
  return <PublishBar record={document} actions={actions} {...bar} />;
}
