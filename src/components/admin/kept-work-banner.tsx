import { useId } from 'react';
import { formatDateTime } from '../../../core/lib/turkey-time';
import type { KeptWork } from './use-kept-work';
import { Button } from './button';

/**
 * The offer of work kept on the device (issue 22 section 2): which fields differ from the record
 * as read, 'Geri yükle' and 'Sil'. A region announced politely: it never takes the focus.
 */
export function KeptWorkBanner({
  kept,
}: {
  kept: Pick<KeptWork, 'offer' | 'restore' | 'discard'>;
}) {
  const titleId = useId();
  const { offer } = kept;
  if (!offer) return null;
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      aria-live="polite"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-concrete-900"
    >
      <h2 id={titleId} className="font-semibold text-brand-950">
        Kaydedilmemiş değişiklikleriniz var
      </h2>
      <p className="mt-1 text-small">
        Bu kayıtta {formatDateTime(offer.keptAt.toISOString())} tarihinde bu cihazda kalan,
        kaydedilmemiş değişiklikler bulundu.
        {offer.moved
          ? ' Kayıt o zamandan beri değişti: geri yükleyip kaydettiğinizde değişiklikler birleştirilir.'
          : null}
      </p>
      {offer.fields.length > 0 ? (
        <>
          <p className="mt-2 text-small font-semibold">Farklı olan alanlar:</p>
          <ul aria-label="Farklı olan alanlar" className="ml-5 list-disc text-small">
            {offer.fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={kept.restore}>
          Geri yükle
        </Button>
        <Button variant="secondary" onClick={kept.discard}>
          Sil
        </Button>
      </div>
    </section>
  );
}
