import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** The loading view of a public page. */
export function PageLoading({ text = 'Yükleniyor...' }: { text?: string }) {
  return (
    <div
      role="status"
      className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-24 text-concrete-700 sm:px-6"
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {text}
    </div>
  );
}

/** The error view of a public page, with a retry. */
export function PageError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <div role="alert" className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
      <h1 className="text-h3 text-brand-950">Sayfa yüklenemedi</h1>
      <p className="mt-2 text-concrete-700">
        Veriler yüklenirken bir hata oluştu. Lütfen tekrar deneyin.
      </p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        onClick={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      >
        Tekrar Dene
      </button>
    </div>
  );
}
