import { Button } from './button';

/** A list or an editor that could not be read: what failed, and 'Tekrar Dene'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
    >
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Tekrar Dene
      </Button>
    </div>
  );
}
