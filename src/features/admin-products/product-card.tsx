import type { Product } from '../../api/generated/backend/model';
import { ProductImage } from '../../components/admin/product-image';
import { productPath } from '../../../core/lib/slug';
import { cardDescription, cardSubtitles } from './product-card-text';
import { isPublished } from '../../../core/domain/publishing';
import { StatusBadge } from '../../components/admin/publish-bar';
import { Button } from '../../components/admin/button';

/**
 * One product of the grid (docs/SPEC.md section 2, admin screen 5; section 9): the main image, the
 * name, the first description cut to 100 characters, at most 2 subtitles and '+N daha'.
 */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `urun-karti-${product.id}`;
  const description = cardDescription(product.descriptions);
  const subtitles = cardSubtitles(product.subtitles);
  const path = productPath(product);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-card"
    >
      <ProductImage product={product} size="card" />
      <div className="flex flex-1 flex-col p-4">
        <h2 id={headingId} className="text-h4 break-words text-brand-950">
          {product.name}
        </h2>
        {isPublished(product.status) && !product.hasPendingChanges ? null : (
          <p className="mt-1">
            <StatusBadge product={product} />
            <span className="ml-2 text-caption text-concrete-700">
              {isPublished(product.status)
                ? 'Ziyaretçiler yayındaki hâlini görüyor.'
                : 'Ziyaretçiler göremez.'}
            </span>
          </p>
        )}
        <p className="mt-0.5 text-caption break-all text-concrete-700">{path}</p>
        {description ? (
          <p className="mt-3 text-small break-words text-concrete-800">{description}</p>
        ) : (
          <p className="mt-3 text-small text-concrete-700 italic">Açıklama eklenmedi.</p>
        )}
        {subtitles.shown.length > 0 ? (
          <ul aria-label="Alt başlıklar" className="mt-3 flex flex-wrap gap-1.5">
            {subtitles.shown.map((subtitle, index) => (
              <li
                key={index}
                title={subtitle}
                className="max-w-full truncate rounded-full bg-brand-50 px-2.5 py-1 text-caption text-brand-900"
              >
                {subtitle}
              </li>
            ))}
            {subtitles.more ? (
              <li className="rounded-full bg-concrete-100 px-2.5 py-1 text-caption font-semibold text-concrete-800">
                {subtitles.more}
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <Button
            aria-label={`${product.name} düzenle`}
            variant="secondary"
            size="sm"
            onClick={onEdit}
          >
            Düzenle
          </Button>
          <Button aria-label={`${product.name} sil`} variant="danger" size="sm" onClick={onDelete}>
            Sil
          </Button>
          {/* A draft or a schedule has no page yet: visitors get 'Ürün Bulunamadı' there. */}
          {!isPublished(product.status) ? null : (
            <a
              href={path}
              aria-label={`${product.name} sayfasını görüntüle`}
              className="ml-auto text-small font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              Görüntüle
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
