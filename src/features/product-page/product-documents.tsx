import { Link } from '@tanstack/react-router';
import { SmartImage } from '../../components/smart-image';
import { documentHref } from '../../lib/document-link';
import { DOCUMENT_CENTRE_PATH } from '../../lib/document-centre-search';
import { truncateFileName } from '../../lib/text';
import type { ProductDocumentView } from './product-view';

/**
 * The document thumbnails of the info block: preview image and name, the name cut to 22
 * characters plus '...' when longer than 25 (docs/SPEC.md section 9), the full name in the title
 * attribute and the accessible name. Each opens its file in a new tab. Documents switched off
 * in the panel (isActive false) are already left out of the view.
 */
export function ProductDocuments({
  documents,
  productSlug = null,
}: {
  documents: readonly ProductDocumentView[];
  /** A published product's slug: 'Tüm belgeler' opens the document centre filtered by it. */
  productSlug?: string | null;
}) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="product-documents-title" className="mt-10">
      <h3 id="product-documents-title" className="text-h4 text-brand-950">
        Dokümanlar
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {documents.map((document) => {
          const href = documentHref(document);
          const name = document.name;
          const content = (
            <>
              <span className="block overflow-hidden rounded-lg bg-concrete-100">
                <SmartImage
                  sources={document.preview}
                  alt=""
                  width={300}
                  height={400}
                  className="aspect-[3/4] w-full object-cover"
                />
              </span>
              <span aria-hidden="true" className="mt-2 block text-small font-semibold break-words">
                {truncateFileName(name)}
              </span>
              <span className="sr-only">{name}</span>
            </>
          );
          return (
            <li key={document.id}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={name}
                  className="group block rounded-xl p-2 text-brand-900 hover:bg-brand-50 hover:text-brand-950"
                >
                  {content}
                  <span className="sr-only"> (yeni sekmede açılır)</span>
                </a>
              ) : (
                <div title={name} className="block p-2 text-concrete-800">
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {productSlug ? (
        <p className="mt-4">
          <Link
            to={DOCUMENT_CENTRE_PATH}
            search={{ urun: productSlug }}
            className="font-semibold text-brand-800 underline hover:text-brand-950"
          >
            Tüm belgeler
          </Link>
        </p>
      ) : null}
    </section>
  );
}
