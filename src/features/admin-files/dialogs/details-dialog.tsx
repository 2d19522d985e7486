import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getGetDocumentByIdQueryOptions } from '../../../api/generated/backend/endpoints/document/document';
import { getGetFileByIdQueryOptions } from '../../../api/generated/backend/endpoints/file/file';
import { AltTextField, isImageFile } from '../../../components/admin/alt-text-field';
import { NOTICE_READS } from '../../../components/admin/use-versioned-write';
import { readableMimeType } from '../../../lib/file-types';
import { formatFileSize } from '../../../lib/format';
import { FileThumb } from '../list/file-thumb';
import { documentRow, rowTypeLabel, type FileRow } from '../list/file-rows';
import { NO_CATEGORY, NO_ORDER } from '../list/files-table';
import { canDownload } from '../actions/download';
import { Modal } from '../../../components/modal';
import { relatedPagesQuery, relatedProductsQuery } from '../queries';
import { documentsUsing, relatedTo, type RelatedItem } from '../actions/related';
import { Button } from '../../../components/admin/button';

const NO_RELATED_PRODUCTS = 'Bu dosyayı kullanan ürün yok.';
const NO_RELATED_PAGES = 'Bu dosyayı kullanan sayfa yok.';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-caption font-semibold tracking-wide text-concrete-700 uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-concrete-950">{children}</dd>
    </div>
  );
}

function RelatedList({
  title,
  items,
  empty,
  state,
}: {
  title: string;
  items: readonly RelatedItem[];
  empty: string;
  state: 'pending' | 'error' | 'success';
}) {
  return (
    <section aria-label={title} className="rounded-lg border border-concrete-200 p-4">
      <h3 className="text-body font-semibold text-brand-950">
        {title}{' '}
        {state === 'success' ? (
          <span className="ml-1 rounded-full bg-concrete-100 px-2 py-0.5 text-caption font-bold text-concrete-800">
            {items.length}
          </span>
        ) : null}
      </h3>
      {state === 'pending' ? (
        <p role="status" className="mt-2 text-small text-concrete-700">
          Yükleniyor...
        </p>
      ) : state === 'error' ? (
        <p role="alert" className="mt-2 text-small text-red-700">
          Liste yüklenemedi.
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-small text-concrete-700">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {items.map((item) => (
            <li key={item.id} className="text-small">
              <span className="font-semibold text-concrete-950">{item.name}</span>{' '}
              <code className="rounded bg-concrete-100 px-1.5 py-0.5 text-caption text-concrete-800">
                {item.slug || '—'}
              </code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const stateOf = (query: { isPending: boolean; isError: boolean }) =>
  query.isPending ? 'pending' : query.isError ? 'error' : 'success';

/**
 * 'Dosya Detayları' (docs/SPEC.md section 2, admin screen 9): the file's fields, its external link, a
 * download, and the products and pages that use it.
 */
export function DetailsDialog({
  row,
  rows,
  onClose,
  onDownload,
}: {
  row: FileRow;
  rows: readonly FileRow[];
  onClose: () => void;
  onDownload: (row: FileRow) => Promise<void>;
}) {
  // A document is read again by id, so the details show what the backend holds now.
  const fresh = useQuery({
    ...getGetDocumentByIdQueryOptions(row.id),
    enabled: row.kind === 'document',
  });
  // A system file is taken from the list as it is now (an alt text saved here shows at once).
  const shown =
    row.kind === 'document'
      ? fresh.data?.data
        ? documentRow(fresh.data.data)
        : row
      : (rows.find((candidate) => candidate.key === row.key) ?? row);
  // A system file is read by id too: its version is what an alt text saved here starts from.
  const fileRead = useQuery({
    ...getGetFileByIdQueryOptions(row.id, { request: { withToken: true } }),
    enabled: row.kind === 'system',
    staleTime: 0,
    ...NOTICE_READS,
  });
  const products = useQuery(relatedProductsQuery());
  const pages = useQuery(relatedPagesQuery());
  const related = relatedTo(shown, products.data ?? [], pages.data ?? []);
  const documents = documentsUsing(shown, rows);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await onDownload(shown);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Dosya Detayları"
      size="3xl"
      closeButton
      description={`${rowTypeLabel(shown)}: ${shown.name}`}
    >
      <div className="space-y-6 p-5">
        <div className="flex flex-col gap-5 sm:flex-row">
          <FileThumb row={shown} size="large" />
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <Field label="Ad" wide>
              {shown.name}
            </Field>
            <Field label="Kategori">{shown.category ?? NO_CATEGORY}</Field>
            <Field label="Durum">{shown.isActive ? 'Aktif' : 'Pasif'}</Field>
            <Field label="Boyut">{formatFileSize(shown.size)}</Field>
            <Field label="Dosya Türü">{readableMimeType(shown.mimeType)}</Field>
            <Field label="Sıra">{shown.order === null ? NO_ORDER : shown.order}</Field>
            <Field label="Slug">
              <code className="text-small">{shown.slug}</code>
            </Field>
            <Field label="Açıklama" wide>
              {shown.description ?? 'Açıklama yok.'}
            </Field>
            <Field label="Harici Bağlantı" wide>
              {shown.url ? (
                <a
                  href={shown.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {shown.url} <span className="sr-only">(yeni sekmede açılır)</span>
                </a>
              ) : (
                'Yok'
              )}
            </Field>
          </dl>
        </div>

        {shown.kind === 'system' && fileRead.data && isImageFile(fileRead.data.data) ? (
          // Not keyed by the text: a read in the background must not replace what is typed.
          <AltTextField key={fileRead.data.data.id} file={fileRead.data.data} />
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          {canDownload(shown) ? (
            <Button
              variant="primary"
              disabled={downloading}
              aria-busy={downloading || undefined}
              onClick={() => void download()}
            >
              {downloading ? 'İndiriliyor...' : 'Dosyayı İndir'}
            </Button>
          ) : (
            <p className="text-small text-concrete-700">
              Bu belgenin yüklenmiş bir dosyası yok; harici bağlantıyı kullanın.
            </p>
          )}
        </div>

        <div className="grid gap-4 md:grid-cols-2">
          <RelatedList
            title="İlgili Ürünler"
            items={related.products}
            empty={NO_RELATED_PRODUCTS}
            state={stateOf(products)}
          />
          <RelatedList
            title="İlgili Sayfalar"
            items={related.pages}
            empty={NO_RELATED_PAGES}
            state={stateOf(pages)}
          />
        </div>
        {documents.length > 0 ? (
          <p className="text-small text-concrete-800">
            <span className="font-semibold">Bu dosyayı kullanan belgeler:</span>{' '}
            {documents.join(', ')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
