import type { DocumentLink } from '../../api/generated/content/model';
import { imageUrl } from '../../lib/image-url';
import { Icon } from '../../components/icon';

/** 'PDF', 'DOCX'...: the file type a visitor will get, read from the link's extension. */
export function documentType(url: string): string | null {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url.trim())?.[1];
  return extension ? extension.toUpperCase() : null;
}

/** Links that are present: an entry without a title or an address cannot be offered. */
export const presentDocuments = (documents: readonly DocumentLink[] | null | undefined) =>
  (documents ?? []).filter((document) => document.title.trim() && document.url.trim());

/**
 * The page's documents (datasheets, guides, certificates): each a link with a document icon and
 * its title that opens the file in a new tab. Paths are the backend's, prefixed like images.
 */
export function DocumentLinks({ documents }: { documents: readonly DocumentLink[] }) {
  return (
    <ul className="grid gap-3">
      {documents.map((document, index) => {
        const type = documentType(document.url);
        return (
          <li key={`${document.url}-${index}`}>
            <a
              href={imageUrl(document.url) ?? undefined}
              target="_blank"
              rel="noopener"
              className="group flex items-center gap-4 rounded-xl border border-concrete-200 bg-white p-4 shadow-card hover:border-brand-300 hover:bg-brand-50"
            >
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white"
                aria-hidden="true"
              >
                <Icon name="document" size={24} strokeWidth={1.8} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-brand-950 group-hover:underline">
                  {document.title}
                </span>{' '}
                <span className="block text-small text-concrete-700">
                  {type ?? 'Doküman'}
                  <span className="sr-only">, yeni sekmede açılır</span>
                </span>
              </span>
              <Icon name="external-link" className="shrink-0 text-brand-700" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
