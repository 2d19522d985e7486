import { Link } from '@tanstack/react-router';

/**
 * A public page whose full screen is still to come (the public-site issue builds it). It says so
 * plainly and offers the way to the contact form, rather than pretending to be finished.
 */
export function PagePlaceholder({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-3xl text-h2 sm:text-h1">{title}</h1>
        <p className="mt-4 max-w-2xl text-lead text-brand-100">{lead}</p>
        <Link
          to="/contact"
          className="mt-8 inline-flex rounded-lg bg-accent-500 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-400"
        >
          Bilgi Al
        </Link>
      </div>
    </section>
  );
}
