import { secondaryButton } from './admin-page';

/** 'Önceki', 'Sayfa x / y' (announced when it changes) and 'Sonraki': the panel's paged lists. */
export function PageSteps({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={`${secondaryButton} px-3 py-2 text-small`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">‹</span> Önceki
      </button>
      <p aria-live="polite" className="px-2 text-small font-semibold text-concrete-900">
        {`Sayfa ${page} / ${totalPages}`}
      </p>
      <button
        type="button"
        className={`${secondaryButton} px-3 py-2 text-small`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Sonraki <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
