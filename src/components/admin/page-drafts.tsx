import { discardPageDraft } from '../../api/generated/backend/endpoints/page/page';
import {
  createPagePreviewLink,
  getListPagePreviewLinksQueryOptions,
} from '../../api/generated/backend/endpoints/preview/preview';
import type {
  Page,
  PagePreviewLinkListResponse,
  PublishStatus,
} from '../../api/generated/backend/model';
import { MESSAGES } from '../../../core/domain/messages';
import type { ComponentProps } from 'react';
import {
  DiscardDraftButton,
  PendingNote,
  PreviewLinksButton,
  type DraftTarget,
} from './draft-actions';
import { HistoryButton } from './history/history-dialog';
import { PublishBar } from './publish-bar';

// The pending changes of pages (issue 21, ADR 0031): the backend's Anasayfa and Hakkımızda, and
// (the note and the record) the content service's pages. Features do not import each other.

type PendingFields = Pick<Page, 'hasPendingChanges' | 'pendingPublishAt'>;

/** A page as the publish bar sees it: always live, with or without pending changes (and a time). */
export const pageRecord = (page: PendingFields) => ({
  status: 'published' as const,
  publishAt: null,
  hasPendingChanges: page.hasPendingChanges ?? false,
  pendingPublishAt: page.pendingPublishAt ?? null,
});

/** The toast of a page's save, by how it published: `published` is the editor's own words. */
export const pageSavedMessage = (status: PublishStatus, published: string) =>
  status === 'draft'
    ? MESSAGES.pagePendingSaved
    : status === 'scheduled'
      ? MESSAGES.pagePendingScheduled
      : published;

/** A page's preview links and pending changes, for 'Önizle' and 'Taslağı sil'. */
const pageDraftTarget = (pageId: string): DraftTarget<PagePreviewLinkListResponse> => ({
  kind: 'page',
  links: getListPagePreviewLinksQueryOptions(pageId, {
    query: { select: (reply) => reply.data },
    request: { withToken: true },
  }),
  createLink: async () => (await createPagePreviewLink(pageId, {})).message,
  discard: () => discardPageDraft(pageId),
});

/** The note above an editor whose page has pending changes. */
export function PagePendingNote({ page }: { page: PendingFields }) {
  return <PendingNote kind="page" show={page.hasPendingChanges === true} />;
}

/** 'Önizle' and 'Taslağı sil' of a page with pending changes; nothing without them. */
function PageDraftActions({
  page,
  dirty,
  saving,
  onDiscarded,
}: {
  page: PendingFields & Pick<Page, 'id'>;
  dirty: boolean;
  saving: boolean;
  onDiscarded: () => void;
}) {
  if (!page.hasPendingChanges) return null;
  const target = pageDraftTarget(page.id);
  return (
    <>
      <PreviewLinksButton target={target} dirty={dirty} />
      <DiscardDraftButton target={target} disabled={saving} onDiscarded={onDiscarded} />
    </>
  );
}

/**
 * The publish bar of a page's editor (issue 21): 'Geçmiş', with pending changes 'Önizle' and
 * 'Taslağı sil', then 'Zamanla', 'Taslak olarak kaydet' and 'Yayınla' or 'Değişiklikleri Kaydet'.
 * A restored revision and dropped pending changes both start the editor again (`onRestored`).
 */
export function PagePublishBar({
  page,
  bar,
  onRestored,
  className,
}: {
  /** The page as saved: the panel's read, its pending changes when it has some. */
  page: PendingFields & Pick<Page, 'id'>;
  bar: Pick<ComponentProps<typeof PublishBar>, 'saving' | 'feedback' | 'dirty' | 'onSave'>;
  onRestored: () => Promise<void>;
  className: string;
}) {
  const actions = (
    <>
      <HistoryButton kind="page" itemId={page.id} dirty={bar.dirty} onRestored={onRestored} />
      <PageDraftActions
        page={page}
        dirty={bar.dirty}
        saving={bar.saving}
        onDiscarded={() => void onRestored()}
      />
    </>
  );
  return (
    <PublishBar
      actions={actions}
      record={pageRecord(page)}
      className={className}
      saveLabel="Değişiklikleri Kaydet"
      {...bar}
    />
  );
}
