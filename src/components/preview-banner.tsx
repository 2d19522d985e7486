/** Issue 21 section 3: what a preview link's page says, so it is never taken for the live one. */
export const PREVIEW_BANNER_TEXT = 'Önizleme: bu sayfa henüz yayında değil';

/**
 * The fixed banner of a preview page (a product's or a content page's), with a link to the live
 * page when there is one. A spacer of its height keeps the page's end from hiding under it.
 */
export function PreviewBanner({ livePath }: { livePath: string | null }) {
  return (
    <>
      <div aria-hidden="true" className="h-16" />
      <aside
        aria-label="Önizleme"
        className="fixed inset-x-0 bottom-0 z-50 flex min-h-16 flex-wrap items-center justify-center gap-x-6 gap-y-1 bg-amber-300 px-4 py-3 text-center font-semibold text-brand-950 shadow-lg"
      >
        <p>{PREVIEW_BANNER_TEXT}</p>
        {livePath ? (
          <a href={livePath} className="underline underline-offset-4">
            Yayındaki sayfayı aç
          </a>
        ) : null}
      </aside>
    </>
  );
}
