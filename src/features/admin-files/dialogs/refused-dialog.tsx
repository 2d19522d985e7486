import { useId } from 'react';
import { AlertDialog } from '../../../components/confirm-dialog';
import { ModalClose } from '../../../components/modal';
import { refusedText, usageGroups, type Usage } from '../actions/related';
import type { RefusedDelete } from '../actions/use-file-actions';

/** One file's users, a list for each kind ('Ürünler', 'Sayfalar', ...) named by its heading. */
function UsageLists({ usage, level }: { usage: Usage; level: 3 | 4 }) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-3">
      {usageGroups(usage).map(({ kind, label, names }) => (
        <div key={kind}>
          <Heading id={`${id}-${kind}`} className="text-small font-semibold text-concrete-800">
            {label}
          </Heading>
          <ul
            aria-labelledby={`${id}-${kind}`}
            className="mt-1 list-disc space-y-0.5 pl-5 text-body text-concrete-800"
          >
            {names.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** In a bulk delete's refusal: one file, by name, and its users. */
function RefusedFile({ name, usage }: { name: string; usage: Usage }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold break-words text-brand-950">
        {name}
      </h3>
      <div className="mt-2">
        <UsageLists usage={usage} level={4} />
      </div>
    </section>
  );
}

/**
 * The server refused a delete (409) because records still use the file: the dialog names them,
 * as the reply lists them, so the administrator knows where to remove the file first. Nothing
 * is lost: the rows, the filters and the selection stay as they were.
 */
export function RefusedDialog({
  refused,
  onClose,
}: {
  refused: readonly RefusedDelete[];
  onClose: () => void;
}) {
  const many = refused.length > 1;
  return (
    <AlertDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={many ? 'Bazı Dosyalar Silinemedi' : 'Dosya Silinemedi'}
      description={refusedText(refused.map(({ row }) => row))}
      footer={
        <ModalClose
          autoFocus
          className="rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          Tamam
        </ModalClose>
      }
    >
      <div className="mt-4 space-y-5">
        {refused.map(({ row, usage }) =>
          many ? (
            <RefusedFile key={row.key} name={row.name} usage={usage} />
          ) : (
            <UsageLists key={row.key} usage={usage} level={3} />
          ),
        )}
      </div>
    </AlertDialog>
  );
}
