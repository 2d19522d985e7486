/**
 * Holds the slider's place while its code loads, so nothing below it moves: the same heading row
 * (the arrows' room included) and the same track of src/styles.css, so each card is as wide as a
 * slide at every width.
 */
export function SliderSkeleton({ count }: { count: number }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-busy="true">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-h2 text-brand-950">Ürün ve Hizmetlerimiz</h2>
        <div className="slider-controls flex gap-2" aria-hidden="true">
          <div className="size-11 rounded-full border border-concrete-300 bg-white opacity-40" />
          <div className="size-11 rounded-full border border-concrete-300 bg-white opacity-40" />
        </div>
      </div>
      {/* Not a scroll container: nothing in it to reach. */}
      <div className="product-slider mt-8 rounded-xl" style={{ overflow: 'hidden' }}>
        <ul className="product-slider-track" aria-hidden="true">
          {Array.from({ length: Math.min(count, 4) }, (_, index) => (
            <li key={index} className="overflow-hidden rounded-xl bg-white shadow-card">
              <div className="aspect-[3/2] animate-pulse bg-concrete-200 motion-reduce:animate-none" />
              <div className="h-[7.25rem] p-5" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
