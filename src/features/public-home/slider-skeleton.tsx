/** Holds the slider's place (same height) while its code loads, so nothing below it moves. */
export function SliderSkeleton({ count }: { count: number }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-busy="true">
      <h2 className="text-h2 text-brand-950">Ürün ve Hizmetlerimiz</h2>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: Math.min(count, 3) }, (_, index) => (
          <div
            key={index}
            className={`overflow-hidden rounded-xl bg-white shadow-card ${index > 0 ? 'hidden sm:block' : ''} ${index > 1 ? 'sm:hidden lg:block' : ''}`}
          >
            <div className="aspect-[3/2] animate-pulse bg-concrete-200 motion-reduce:animate-none" />
            <div className="h-[7.25rem] p-5" />
          </div>
        ))}
      </div>
    </section>
  );
}
