import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, type FormEvent } from 'react';
import { buttonClass } from '../../components/button-class';
import { PageBanner } from '../../components/page-banner';
import { documentHref } from '../../lib/document-link';
import { DOCUMENT_CENTRE_PATH } from '../../lib/document-centre-search';
import type { DocumentCentreView, DocumentRowView } from './document-centre-view';

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3.5 py-2.5 text-body focus:border-brand-500';

/**
 * The filters (issue 49): a plain GET form, so they work before the script has loaded; once it
 * has, the same address is opened by the router. The address is the filters' only state.
 */
function DocumentFilters({ view }: { view: DocumentCentreView }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    void navigate({
      to: DOCUMENT_CENTRE_PATH,
      search: { kategori: value('kategori'), urun: value('urun') },
    });
  };
  return (
    <form
      method="get"
      action={DOCUMENT_CENTRE_PATH}
      aria-label="Belgeleri süz"
      onSubmit={onSubmit}
      // A new address resets the choices to what it says.
      key={`${view.category ?? ''}|${view.product?.slug ?? ''}`}
      className="grid gap-4 rounded-xl bg-concrete-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-6"
    >
      <div>
        <label
          htmlFor="belge-kategori"
          className="block text-small font-semibold text-concrete-800"
        >
          Kategori
        </label>
        <select
          id="belge-kategori"
          name="kategori"
          defaultValue={view.category ?? ''}
          className={fieldClass}
        >
          <option value="">Tüm kategoriler</option>
          {view.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="belge-urun" className="block text-small font-semibold text-concrete-800">
          Ürün
        </label>
        <select
          id="belge-urun"
          name="urun"
          defaultValue={view.product?.slug ?? ''}
          className={fieldClass}
        >
          <option value="">Tüm ürünler</option>
          {view.products.map((product) => (
            <option key={product.slug} value={product.slug}>
              {product.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass('primary', 'lg')}>
          Süz
        </button>
        {view.filtered ? (
          <Link
            to={DOCUMENT_CENTRE_PATH}
            className="font-semibold text-brand-800 underline hover:text-brand-950"
          >
            Tüm belgeler
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** A document's row: its name, category, products, type and size, and its direct download. */
function DocumentRow({
  document,
  category,
  productNames,
}: {
  document: DocumentRowView;
  category: string;
  productNames: ReadonlyMap<string, string>;
}) {
  const href = documentHref(document);
  const facts = [document.type, document.size].filter(Boolean).join(', ');
  const action = document.file ? 'İndir' : 'Aç';
  const label = `${action}: ${document.name}${facts ? ` (${facts})` : ''}${
    document.file ? '' : ' (yeni sekmede açılır)'
  }`;
  return (
    <li className="document-row">
      <div className="min-w-0">
        <h3 className="text-body font-semibold break-words text-brand-950">{document.name}</h3>
        {document.description ? (
          <p className="mt-1 text-small text-concrete-700">{document.description}</p>
        ) : null}
        {/* document-row.css styles the row and its facts (the page's HTML budget). */}
        <dl className="document-facts">
          <dt>Kategori:</dt>
          <dd>{category}</dd>
          {document.products.length > 0 ? (
            <>
              <dt>Ürün:</dt>
              <dd>
                {document.products.map((slug, index) => (
                  <Fragment key={slug}>
                    {index > 0 ? ', ' : null}
                    <Link to="/product/$slug" params={{ slug }}>
                      {productNames.get(slug) ?? slug}
                    </Link>
                  </Fragment>
                ))}
              </dd>
            </>
          ) : null}
          {document.type ? (
            <>
              <dt>Tür:</dt>
              <dd>{document.type}</dd>
            </>
          ) : null}
          {document.size ? (
            <>
              <dt>Boyut:</dt>
              <dd>{document.size}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {href ? (
        <a
          href={href}
          // A stored file is downloaded (and counted as a download, src/lib/visit-beacon.ts);
          // a document kept on another site opens there.
          {...(document.file ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
          aria-label={label}
          className={buttonClass('accent', 'lg', 'shrink-0')}
        >
          {action}
        </a>
      ) : null}
    </li>
  );
}

/**
 * '/belgeler' (issue 49, docs/SPEC.md section 'Belge Merkezi'): every published, active document
 * grouped by category in the owner's order, filtered by category and product.
 */
export function DocumentCentrePage({ view }: { view: DocumentCentreView }) {
  const empty = view.groups.length === 0;
  const productNames = new Map(view.products.map((product) => [product.slug, product.name]));
  return (
    <>
      <PageBanner
        title="Belge Merkezi"
        subtitle="Teknik föyler, güvenlik bilgi formları, sertifikalar ve uygulama kılavuzları"
      />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
        <DocumentFilters view={view} />
        {empty ? (
          <p className="rounded-xl border border-concrete-200 p-6 text-body text-concrete-800">
            {view.filtered ? 'Bu filtreye uyan belge yok.' : 'Henüz yayımlanmış belge yok.'}
          </p>
        ) : (
          view.groups.map((group, index) => (
            <section key={group.category} aria-labelledby={`belge-grubu-${index}`}>
              <h2 id={`belge-grubu-${index}`} className="text-h3 text-brand-950">
                {group.category}
              </h2>
              <ul className="mt-4 space-y-3">
                {/* Rows keep no state: their place is their key, and the page carries no ids. */}
                {group.documents.map((document, row) => (
                  <DocumentRow
                    key={row}
                    document={document}
                    category={group.category}
                    productNames={productNames}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  );
}
