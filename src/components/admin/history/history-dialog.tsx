import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getListDocumentsQueryOptions } from '../../../api/generated/backend/endpoints/document/document';
import { getListFilesQueryOptions } from '../../../api/generated/backend/endpoints/file/file';
import { getListProductsQueryOptions } from '../../../api/generated/backend/endpoints/product/product';
import {
  getGetRevisionQueryOptions,
  getListRevisionsQueryKey,
  getListRevisionsQueryOptions,
  restoreRevision,
} from '../../../api/generated/backend/endpoints/revision/revision';
import type { RevisionKind, RevisionSummary } from '../../../api/generated/backend/model';
import { useSave } from '../../../lib/save';
import { ConfirmDialog } from '../../confirm-dialog';
import { Modal } from '../../modal';
import { LoadError, LoadingState } from '../../query-states';
import {
  namedKindOf,
  revisionChanges,
  revisionDate,
  savedByText,
  type FieldChange,
  type NameOf,
  type NamedKind,
} from './revision-fields';
import { Button } from '../button';

const HISTORY_MESSAGES = {
  title: 'Geçmiş',
  description:
    'Kaydedilen son 50 sürüm, en yenisi üstte. Bir sürümü seçip şu anki hâliyle karşılaştırın; gerekirse geri yükleyin.',
  loading: 'Sürümler yükleniyor...',
  loadFailed: 'Sürümler yüklenemedi.',
  empty: 'Henüz kayıtlı sürüm yok.',
  revisionLoading: 'Sürüm yükleniyor...',
  revisionFailed: 'Bu sürüm yüklenemedi.',
  same: 'Bu sürüm şu anki hâliyle aynı.',
  restore: 'Bu sürümü geri yükle',
  restoring: 'Geri yükleniyor...',
  confirmLabel: 'Geri Yükle',
  restored: 'Sürüm geri yüklendi.',
  restoreFailed: 'Sürüm geri yüklenemedi.',
} as const;

/** The confirmation's text: what happens, and what happens to unsaved edits. */
const restoreQuestion = (savedAt: string, dirty: boolean) =>
  `${revisionDate(savedAt)} tarihli sürüm geri yüklenecek. Şu anki hâli de geçmişte kalır, bu geri yüklemeyi daha sonra geri alabilirsiniz.` +
  (dirty ? ' Formdaki kaydedilmemiş değişiklikleriniz bu sürümle değiştirilecek.' : '');

/** Whose history, and what the editor does once a revision is restored. */
interface HistoryOf {
  kind: RevisionKind;
  itemId: string;
  /** The editor holds unsaved changes: the confirmation says they will be replaced. */
  dirty: boolean;
  onRestored: () => Promise<void> | void;
}

/**
 * The 'Geçmiş' panel of an editor (issue 14 section 2): the item's revisions, newest first; the
 * chosen one compared field by field with the current version; and its restore behind a
 * confirmation. `onRestored` runs after a restore, before the panel closes: the editor reads the
 * item again and shows it.
 */
function HistoryDialog({
  kind,
  itemId,
  dirty,
  open,
  onOpenChange,
  onRestored,
}: HistoryOf & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const params = { Kind: kind, ItemId: itemId };
  const list = useQuery({ ...getListRevisionsQueryOptions(params), enabled: open, staleTime: 0 });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const items = list.data?.data.items ?? [];
  const chosen = items.find((item) => item.id === chosenId) ?? items[0] ?? null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={HISTORY_MESSAGES.title}
      description={HISTORY_MESSAGES.description}
      size="4xl"
      closeButton
    >
      {list.isPending || list.isError ? (
        <NotRead read={list} of="list" />
      ) : items.length === 0 || !chosen ? (
        <p className="p-6 text-concrete-700">{HISTORY_MESSAGES.empty}</p>
      ) : (
        <div className="grid gap-0 md:grid-cols-[16rem_1fr]">
          <RevisionList items={items} chosenId={chosen.id} onChoose={setChosenId} />
          <RevisionDetails
            key={chosen.id}
            kind={kind}
            itemId={itemId}
            summary={chosen}
            current={list.data.data.current ?? null}
            dirty={dirty}
            onRestored={async () => {
              await onRestored();
              onOpenChange(false);
            }}
          />
        </div>
      )}
    </Modal>
  );
}

/** The kinds of record the fields name by id (products, documents, files). */
const kindsNamedIn = (kind: RevisionKind, fields: string[]) => [
  ...new Set(fields.map((field) => namedKindOf(kind, field)).filter((named) => named !== null)),
];

/**
 * Names for the ids a revision holds (a page's featured products, a product's documents and
 * files), read only for the kinds it names; an id not found (a record deleted since) stays an id.
 */
function useRecordNames(kinds: NamedKind[]): NameOf {
  const products = useQuery({
    ...getListProductsQueryOptions({ PageSize: 100, Order: 'newest' }),
    enabled: kinds.includes('product'),
  });
  const documents = useQuery({
    ...getListDocumentsQueryOptions({ PageSize: 100 }),
    enabled: kinds.includes('document'),
  });
  const files = useQuery({ ...getListFilesQueryOptions(), enabled: kinds.includes('file') });
  const byId = {
    product: new Map((products.data?.data.items ?? []).map((item) => [item.id, item.name])),
    document: new Map((documents.data?.data.items ?? []).map((item) => [item.id, item.name])),
    file: new Map((files.data?.data ?? []).map((item) => [item.id, item.name])),
  };
  return (named, id) => byId[named].get(id.toLowerCase());
}

/** The panel's two reads, their loading lines and their failures. */
const READS = {
  list: {
    loading: HISTORY_MESSAGES.loading,
    failed: HISTORY_MESSAGES.loadFailed,
    className: 'py-12',
    failedClassName: 'p-6 text-center',
  },
  revision: {
    loading: HISTORY_MESSAGES.revisionLoading,
    failed: HISTORY_MESSAGES.revisionFailed,
    className: 'px-0 py-6 sm:px-0',
    failedClassName: '',
  },
};

/** A read of the panel without its data yet: its loading line, or its failure and 'Tekrar Dene'. */
function NotRead({
  read,
  of,
}: {
  read: { isPending: boolean; refetch: () => unknown };
  of: keyof typeof READS;
}) {
  const texts = READS[of];
  return read.isPending ? (
    <LoadingState text={texts.loading} className={texts.className} />
  ) : (
    <LoadError
      variant="inline"
      message={texts.failed}
      onRetry={() => void read.refetch()}
      className={texts.failedClassName}
    />
  );
}

function RevisionList({
  items,
  chosenId,
  onChoose,
}: {
  items: RevisionSummary[];
  chosenId: string;
  onChoose: (id: string) => void;
}) {
  return (
    <nav
      aria-label="Sürümler"
      className="border-b border-concrete-200 md:max-h-[60dvh] md:overflow-y-auto md:border-r md:border-b-0"
    >
      <ol className="divide-y divide-concrete-100">
        {items.map((item, index) => {
          const selected = item.id === chosenId;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChoose(item.id)}
                className={`block w-full px-4 py-3 text-left hover:bg-concrete-100 focus-visible:outline-offset-[-2px] ${
                  selected ? 'bg-brand-50 font-semibold text-brand-950' : 'text-concrete-900'
                }`}
              >
                <span className="block">{revisionDate(item.savedAt)}</span>
                <span className="block text-small text-concrete-700">
                  {savedByText(item.username)}
                  {index === 0 ? ' · en son kayıt' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function RevisionDetails({
  kind,
  itemId,
  summary,
  current,
  dirty,
  onRestored,
}: {
  kind: RevisionKind;
  itemId: string;
  summary: RevisionSummary;
  current: Record<string, unknown> | null;
  dirty: boolean;
  onRestored: () => Promise<void>;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const revision = useQuery({ ...getGetRevisionQueryOptions(summary.id), staleTime: Infinity });
  const [confirming, setConfirming] = useState(false);
  // The server's words (a slug taken meanwhile, a product that is gone), or the general one.
  const {
    run,
    saving: restoring,
    feedback,
  } = useSave({
    save: (id: string) => restoreRevision(id),
    failure: { fallback: HISTORY_MESSAGES.restoreFailed, reason: 'title' },
    success: HISTORY_MESSAGES.restored,
    onSaved: async () => {
      await queryClient.invalidateQueries({
        queryKey: getListRevisionsQueryKey({ Kind: kind, ItemId: itemId }),
      });
      setConfirming(false);
      await onRestored();
    },
  });
  const restore = async () => {
    await run(summary.id);
    // A refused restore closes the question too: why shows above the changes.
    setConfirming(false);
  };

  const data = revision.data?.data.data;
  const names = useRecordNames(
    data ? kindsNamedIn(kind, [...Object.keys(data), ...Object.keys(current ?? {})]) : [],
  );
  const changes = data ? revisionChanges(kind, itemId, data, current, names) : null;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 p-4 sm:p-5 md:max-h-[60dvh] md:overflow-y-auto"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={headingId} className="text-h4 text-brand-950">
            {revisionDate(summary.savedAt)} tarihli sürüm
          </h3>
          <p className="text-small text-concrete-700">
            {summary.username
              ? `Kaydeden: ${summary.username}`
              : 'İlk kayıtlı hâli: geçmiş tutulmaya başlamadan önceki içerik.'}
          </p>
        </div>
        <Button
          variant="primary"
          className="shrink-0"
          disabled={!changes || changes.length === 0 || restoring}
          aria-busy={restoring || undefined}
          onClick={() => setConfirming(true)}
        >
          {restoring ? HISTORY_MESSAGES.restoring : HISTORY_MESSAGES.restore}
        </Button>
      </div>

      {feedback ? (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-small text-red-900">
          <p>{feedback.title}</p>
          {feedback.detail ? <p className="mt-1">{feedback.detail}</p> : null}
        </div>
      ) : null}

      <div className="mt-4">
        {revision.isPending || revision.isError ? (
          <NotRead read={revision} of="revision" />
        ) : changes && changes.length > 0 ? (
          <ChangeList changes={changes} />
        ) : (
          <p className="text-concrete-700">{HISTORY_MESSAGES.same}</p>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (restoring ? undefined : setConfirming(open))}
        title={HISTORY_MESSAGES.restore}
        description={restoreQuestion(summary.savedAt, dirty)}
        confirmLabel={restoring ? HISTORY_MESSAGES.restoring : HISTORY_MESSAGES.confirmLabel}
        busy={restoring}
        onConfirm={() => void restore()}
      />
    </section>
  );
}

/** Each changed field: its label, then the value in this revision and now. */
function ChangeList({ changes }: { changes: FieldChange[] }) {
  return (
    <>
      <p className="mb-3 text-small text-concrete-700">
        Şu anki hâlinden farklı {changes.length} alan:
      </p>
      <ul className="space-y-3">
        {changes.map((change) => (
          <li key={change.field} className="rounded-lg border border-concrete-200 p-3">
            <p className="font-semibold text-concrete-900">{change.label}</p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Values caption="Bu sürümde" lines={change.then} />
              <Values caption="Şu anda" lines={change.now ?? ['(kayıt silinmiş)']} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Values({ caption, lines }: { caption: string; lines: string[] }) {
  return (
    <div className="min-w-0">
      <p className="text-small font-semibold text-concrete-700">{caption}</p>
      <ul className="mt-1 space-y-1 text-small break-words whitespace-pre-wrap text-concrete-900">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The 'Geçmiş' button of an editor and its panel. */
export function HistoryButton({ className = '', ...history }: HistoryOf & { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        className={className}
        onClick={() => setOpen(true)}
      >
        {HISTORY_MESSAGES.title}
      </Button>
      {open ? <HistoryDialog {...history} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
