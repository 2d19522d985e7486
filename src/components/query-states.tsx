import type { ReactNode } from 'react';

/** A loading view; `role="status"` so screen readers hear it. */
export function LoadingState({
  text = 'Yükleniyor...',
  className = '',
}: {
  text?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`mx-auto flex max-w-7xl items-center gap-3 px-4 py-24 text-concrete-700 sm:px-6 ${className}`}
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      {text}
    </div>
  );
}

/** An error view with a title, a message and, when given, a way to try again or go back. */
export function ErrorState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-h2 text-brand-950">{title}</h1>
      <p className="mt-3 text-lead text-concrete-700">{message}</p>
      {action ? <div className="mt-8 flex justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** The one "could not load" view: a title, a message, and 'Tekrar Dene'. */
export function LoadError({
  title = 'Sayfa yüklenemedi',
  message = 'Veriler yüklenirken bir hata oluştu.',
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <ErrorState
      title={title}
      message={message}
      action={
        <button type="button" className={buttonClass} onClick={onRetry}>
          Tekrar Dene
        </button>
      }
    />
  );
}

/** What a section shows when it has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-concrete-300 bg-white p-6 text-center text-concrete-700">
      {children}
    </p>
  );
}

export const buttonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900';
export const accentButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-accent-500 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-400';
