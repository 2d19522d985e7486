import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState, LoadError } from '../../components/query-states';
import type { DebugProductRow, DebugProductsView } from './debug-products-view';
import { DEBUG_PAGE_TITLE } from './debug-title';

/**
 * /debug/products (docs/SPEC.md section 2): every product with its id, name, backend slug, the slug
 * generated from the name, the final public URL and its titles, to find products whose address
 * is not what the name suggests. Not indexed by search engines (the route's robots meta).
 */
export function DebugProductsPage({ view }: { view: DebugProductsView }) {
  return (
    <DebugProductsFrame>
      {view.rows.length === 0 ? (
        <EmptyState>Henüz ürün eklenmemiş.</EmptyState>
      ) : (
        <ProductTable products={view.rows} total={view.total} />
      )}
    </DebugProductsFrame>
  );
}

/** The products could not be read (the route's error view): 'Tekrar Dene' loads the route again. */
export function DebugProductsLoadError() {
  const router = useRouter();
  return (
    <DebugProductsFrame>
      <LoadError
        title="Ürünler yüklenemedi"
        message="Ürünler yüklenirken bir hata oluştu."
        onRetry={() => void router.invalidate()}
      />
    </DebugProductsFrame>
  );
}

function DebugProductsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-h2 text-brand-950 sm:text-h1">{DEBUG_PAGE_TITLE}</h1>
      <p className="mt-3 max-w-3xl text-lead text-concrete-700">
        Ürünlerin kimlik, slug ve adres bilgileri. Backend slug'ı boş olan ürünün adresi addan
        üretilen slug ile kurulur.
      </p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

function ProductTable({
  products,
  total,
}: {
  products: readonly DebugProductRow[];
  total: number;
}) {
  return (
    <>
      <p className="mb-3 text-small text-concrete-700">
        {total > products.length
          ? `${total} üründen ilk ${products.length} tanesi gösteriliyor.`
          : `${products.length} ürün`}
      </p>
      {/* Wide table: it scrolls inside its own focusable frame, never the page. */}
      <div
        role="region"
        aria-labelledby="debug-products-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-concrete-200 bg-white"
      >
        <table className="w-full min-w-[64rem] border-collapse text-left text-small">
          <caption id="debug-products-caption" className="sr-only">
            Ürünler: kimlik, ad, slug ve adres
          </caption>
          <thead className="bg-concrete-100 text-brand-950">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Id
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Ad
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Backend slug
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Üretilen slug
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Son URL
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Başlıklar
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200 align-top text-concrete-900">
            {products.map((product) => {
              const { generatedSlug: generated, backendSlug: backend, path, titles } = product;
              return (
                <tr key={product.id}>
                  <td className="px-4 py-3 font-mono text-caption break-all">{product.id}</td>
                  <th scope="row" className="px-4 py-3 font-semibold text-brand-950">
                    {product.name}
                  </th>
                  <td className="px-4 py-3 font-mono">
                    {backend || <span className="text-concrete-700 italic">(boş)</span>}
                  </td>
                  <td className="px-4 py-3 font-mono">
                    {generated}
                    {backend && backend !== generated ? (
                      <span className="ml-2 inline-block rounded bg-accent-100 px-1.5 py-0.5 font-sans text-caption font-semibold text-accent-900">
                        Farklı
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      to={path}
                      className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {path}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    {titles.length > 0 ? (
                      <ul className="list-disc space-y-1 pl-4">
                        {titles.map((title, index) => (
                          <li key={`${index}-${title}`}>{title}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-concrete-700 italic">(başlık yok)</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
