import type { SaveFeedback } from '../../lib/failure';

/**
 * The status line beside an editor's save button: the last failure (an alert), else a reminder
 * that there are unsaved changes, else nothing.
 */
export function FormStatus({ feedback, dirty }: { feedback: SaveFeedback | null; dirty: boolean }) {
  return (
    <div className="min-w-0" aria-live="polite">
      {feedback ? (
        <div role="alert" className="text-red-800">
          <p className="font-semibold">{feedback.title}</p>
          {feedback.detail ? <p className="text-small">{feedback.detail}</p> : null}
        </div>
      ) : dirty ? (
        <p className="text-small text-concrete-700">Kaydedilmemiş değişiklikler var.</p>
      ) : null}
    </div>
  );
}
