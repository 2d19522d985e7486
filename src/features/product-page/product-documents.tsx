import type { Document } from '../../api/generated/backend/model';
import { SmartImage } from '../../components/smart-image';
import { imageUrl } from '../../lib/image-url';
import { truncateFileName } from '../../lib/text';

type ProductDocument = Pick<
  Document,
  'id' | 'name' | 'file' | 'fileUrl' | 'url' | 'path' | 'previewImageFile' | 'previewImageUrl'
> &
  Partial<Pick<Document, 'isActive'>>;

/** The address a document opens: its stored file, else the file URL, else its external URL. */
function documentHref(document: ProductDocument): string | null {
  const candidates = [document.file?.path, document.file?.url, document.fileUrl, document.path];
  for (const candidate of candidates) {
    const href = imageUrl(candidate);
    if (href) return href;
  }
  // Only web addresses: a stored 'javascript:' or similar link never becomes a link here.
  const external = document.url?.trim();
  return external && /^https?:\/\//i.test(external) ? external : null;
}

/**
 * The document thumbnails of the info block: preview image and name, the name cut to 22
 * characters plus '...' when longer than 25 (docs/SPEC.md section 9), the full name in the title
 * attribute and the accessible name. Each opens its file in a new tab. Documents switched off
 * in the panel (isActive false) are not shown to visitors.
 */
export function ProductDocuments({ documents }: { documents: readonly ProductDocument[] }) {
  const visible = documents.filter((document) => document.isActive !== false);
  if (visible.length === 0) return null;
  return (
    <section aria-labelledby="product-documents-title" className="mt-10">
      <h3 id="product-documents-title" className="text-h4 text-brand-950">
        Dokümanlar
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {visible.map((document) => {
          const href = documentHref(document);
          const name = document.name.trim() || 'Doküman';
          const content = (
            <>
              <span className="block overflow-hidden rounded-lg bg-concrete-100">
                <SmartImage
                  sources={[document.previewImageFile?.path, document.previewImageUrl]}
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
