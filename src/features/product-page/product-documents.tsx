import { SmartImage } from '../../components/smart-image';
import { imageUrl } from '../../lib/image-url';
import { truncateFileName } from '../../lib/text';
import type { ProductDocumentView } from './product-view';

/** The address a document opens: its stored file, else its external web address. */
const documentHref = (document: ProductDocumentView): string | null =>
  imageUrl(document.file) ?? document.url;

/**
 * The document thumbnails of the info block: preview image and name, the name cut to 22
 * characters plus '...' when longer than 25 (docs/SPEC.md section 9), the full name in the title
 * attribute and the accessible name. Each opens its file in a new tab. Documents switched off
 * in the panel (isActive false) are already left out of the view.
 */
export function ProductDocuments({ documents }: { documents: readonly ProductDocumentView[] }) {
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
    </section>
  );
}
