import { useState } from 'react';
import { buttonClass } from '../../components/button-class';

/**
 * The map from the administrator's embed code. Only its https Google Maps embed URL is used
 * (`src`, taken out of the code by the page's view), in our own iframe; the code itself is never
 * put into the page. Anything else shows no map (`src` null).
 *
 * KVKK (issue 23 section 3, ADR 0038): the iframe is made only when the visitor asks for it
 * ('Haritayı göster'), so nothing is requested from Google before that click.
 */
export function ContactMap({ src, title }: { src: string | null; title: string }) {
  const [shown, setShown] = useState(false);
  if (!src) return null;
  const label = title.trim() || 'Konum haritası';
  return (
    <section aria-labelledby="iletisim-harita" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="iletisim-harita" className="text-h3 text-brand-950">
        {label}
      </h2>
      <div className="mt-6 aspect-[4/3] overflow-hidden rounded-xl bg-concrete-100 shadow-card sm:aspect-[16/7]">
        {shown ? (
          <iframe
            src={src}
            title={label}
            width={1200}
            height={525}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
            <p className="max-w-md text-small text-concrete-700">
              Harita Google tarafından sağlanır. Gösterdiğinizde tarayıcınız Google&apos;a bağlanır.
            </p>
            <button
              type="button"
              className={buttonClass('primary', 'lg')}
              onClick={() => setShown(true)}
            >
              Haritayı göster
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
