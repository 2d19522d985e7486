import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { homePageQuery } from './queries';

/** The home banner, from page 'Anasayfa'. The product slider comes with the public-site issue. */
export function HomePage() {
  const { data } = useSuspenseQuery(homePageQuery());
  const page = data.data;
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-caption font-semibold tracking-[0.18em] text-accent-300 uppercase">
          2007'den bu yana
        </p>
        <h1 className="mt-3 max-w-3xl text-h1 sm:text-display">
          {page.titles[0] ?? 'Asil Yapı Kimyasalları'}
        </h1>
        {page.subtitles[0] ? (
          <p className="mt-5 max-w-2xl text-lead text-brand-100">{page.subtitles[0]}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/contact"
            className="inline-flex rounded-lg bg-accent-500 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-400"
          >
            Keşif ve Teklif İsteyin
          </Link>
          <Link
            to="/about"
            className="inline-flex rounded-lg border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            Bizi Tanıyın
          </Link>
        </div>
      </div>
    </section>
  );
}
