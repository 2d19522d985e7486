import type { ReactNode } from 'react';
import { buttonClass } from './button-class';

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

/** Where a failed read is shown, and how loudly (see `LoadError`). */
const LOAD_ERROR_FRAMES = {
  /** A panel list or editor: a red box. */
  box: 'rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800',
  /** A part of a dialog or a page: red text only. */
  inline: 'text-red-800',
  /** A public page's part the visitor can do without (the contact details beside the form). */
  notice: 'rounded-xl border border-accent-300 bg-accent-50 p-5 text-concrete-900',
};

/**
 * The one "could not load" view, with 'Tekrar Dene'. `page` (the default): a whole page or screen,
 * a heading `title` and `message`. The others stand in a part of a screen: `message` in bold, then
 * `detail` when given; see `LOAD_ERROR_FRAMES`.
 */
export function LoadError({
  title = 'Sayfa yüklenemedi',
  message = 'Veriler yüklenirken bir hata oluştu.',
  detail,
  variant = 'page',
  className = '',
  onRetry,
}: {
  title?: string;
  message?: string;
  detail?: string;
  variant?: 'page' | keyof typeof LOAD_ERROR_FRAMES;
  className?: string;
  onRetry: () => void;
}) {
  // A page's retry is its main action; in a panel's part, one action among others.
  const retryClass =
    variant === 'page'
      ? buttonClass('primary', 'lg')
      : variant === 'notice'
        ? buttonClass('primary', 'lg', 'mt-4')
        : buttonClass('secondary', 'md', 'mt-4');
  const retry = (
    <button type="button" className={retryClass} onClick={onRetry}>
      Tekrar Dene
    </button>
  );
  if (variant === 'page') return <ErrorState title={title} message={message} action={retry} />;
  return (
    <div role="alert" className={[LOAD_ERROR_FRAMES[variant], className].filter(Boolean).join(' ')}>
      <p className="font-semibold">{message}</p>
      {detail ? <p className="mt-1 text-small">{detail}</p> : null}
      {retry}
    </div>
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
