/** The company wordmark: a stylised 'A' over a safety-orange base line. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="64" height="64" rx="12" fill={inverted ? '#ffffff' : '#1b2e47'} />
        <path d="M14 48 30 14h4l16 34h-8l-4-9H26l-4 9z" fill={inverted ? '#1b2e47' : '#ffffff'} />
        <path d="M29 33h6l-3-7z" fill={inverted ? '#ffffff' : '#1b2e47'} />
        <rect x="12" y="50" width="40" height="4" rx="2" fill="#f47c20" />
      </svg>
      <span className="leading-tight">
        <span
          className={`block text-lead font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}
        >
          Asil Yapı
        </span>{' '}
        <span
          className={`block text-caption font-semibold tracking-[0.18em] uppercase ${inverted ? 'text-brand-200' : 'text-concrete-600'}`}
        >
          Kimyasalları
        </span>
      </span>
    </span>
  );
}
