import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Redirect } from '../../api/generated/backend/model';
import { SaveButton } from '../../components/admin/save-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { useDialogState, type DialogState } from '../../components/use-dialog-state';
import { REDIRECT_TEXTS, removeConfirmText, targetOptions } from './labels';
import { productChoicesQuery } from './queries';
import { redirectFormSchema, type RedirectFormValues } from './redirect-form';
import { useCreateRedirect, type RedirectActions } from './use-redirect-actions';
import { ModalCloseButton } from '../../components/admin/modal-close-button';

/** Which dialog of the screen is open: an address typed by hand, a missed one, or a removal. */
export type RedirectsDialog =
  { kind: 'add' } | { kind: 'redirect'; path: string } | { kind: 'remove'; redirect: Redirect };

export const useRedirectsDialogs = () => useDialogState<RedirectsDialog>();

const labelClass = 'block text-small font-semibold text-concrete-800';
const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3.5 py-2.5 text-body focus:border-brand-500 aria-invalid:border-red-600';

/** A failure that belongs to no field, above the form. */
function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      <p className="text-small">{message}</p>
    </div>
  );
}

/** A missed address: shown, not edited; a refusal of it (a page there now) is read out. */
function FixedAddress({ path, error }: { path: string; error: string | undefined }) {
  return (
    <div>
      <p className={labelClass}>Eski adres</p>
      <p className="mt-1.5 rounded-lg bg-concrete-50 px-3.5 py-2.5 font-mono text-body break-all text-concrete-950">
        {path}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-small text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Adresi yönlendir': the old address (the missed one, or typed by hand when `from` is null) and
 * the page it goes to, one of the site's pages or a product. A refusal puts the server's messages
 * on the fields and keeps what was typed.
 */
function RedirectDialog({
  from,
  onOpenChange,
  onCreated,
}: {
  from: string | null;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const products = useQuery(productChoicesQuery());
  const options = targetOptions(products.data?.data.items ?? []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RedirectFormValues>({
    resolver: zodResolver(redirectFormSchema),
    defaultValues: { from: from ?? '', to: '' },
    mode: 'onTouched',
  });
  const create = useCreateRedirect(setError);
  // After the overview has been read again: the row of a missed address is gone by then.
  const submit = handleSubmit(async (values) => {
    if (await create.run(values)) onCreated();
  });
  const failure = create.feedback?.title ?? null;

  const toError = errors.to?.message;
  const productsNote = products.isPending
    ? REDIRECT_TEXTS.productsLoading
    : products.isError
      ? REDIRECT_TEXTS.productsFailed
      : null;
  const describedBy = [toError && 'redirect-to-error', productsNote && 'redirect-to-note']
    .filter(Boolean)
    .join(' ');

  return (
    <Modal
      open
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      title="Adresi yönlendir"
      description={REDIRECT_TEXTS.dialogDescription}
      size="md"
      variant="compact"
    >
      <FormAlert message={failure} />
      <form className="mt-5 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        {from === null ? (
          <TextField
            id="redirect-from"
            label="Eski adres"
            placeholder="/eski-sayfa"
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.from?.message}
            {...register('from')}
          />
        ) : (
          <FixedAddress path={from} error={errors.from?.message} />
        )}
        <div>
          <label htmlFor="redirect-to" className={labelClass}>
            Hedef sayfa
          </label>
          <select
            id="redirect-to"
            required
            aria-invalid={toError ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={fieldClass}
            {...register('to')}
          >
            <option value="">Sayfa seçin</option>
            <optgroup label="Site sayfaları">
              {options.pages.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
            {options.products.length > 0 ? (
              <optgroup label="Ürünler">
                {options.products.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
          {productsNote ? (
            <p id="redirect-to-note" className="mt-1 text-caption text-concrete-700">
              {productsNote}
            </p>
          ) : null}
          {toError ? (
            <p id="redirect-to-error" className="mt-1 text-small text-red-700">
              {toError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <ModalCloseButton variant="secondary" disabled={isSubmitting}>
            Vazgeç
          </ModalCloseButton>
          <SaveButton saving={isSubmitting}>Yönlendir</SaveButton>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Every dialog of the Yönlendirmeler screen. `onRowGone` comes just before a dialog closes after
 * a removal, or a missed address redirected: the row whose button opened it is gone.
 */
export function RedirectsDialogs({
  state,
  actions,
  onRowGone,
}: {
  state: DialogState<RedirectsDialog>;
  actions: RedirectActions;
  onRowGone: () => void;
}) {
  const { dialog, close } = state;
  const removing = dialog?.kind === 'remove' ? dialog.redirect : null;
  const setOpen = (open: boolean) => {
    if (!open) close();
  };

  return (
    <>
      {dialog?.kind === 'add' || dialog?.kind === 'redirect' ? (
        <RedirectDialog
          // A new dialog for another address: nothing of the last one is kept.
          key={dialog.kind === 'redirect' ? dialog.path : ''}
          from={dialog.kind === 'redirect' ? dialog.path : null}
          onOpenChange={setOpen}
          onCreated={() => {
            if (dialog.kind === 'redirect') onRowGone();
            close();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !actions.remove.saving && setOpen(open)}
        title="Yönlendirmeyi Kaldır"
        description={removing ? removeConfirmText(removing.from) : ''}
        confirmLabel="Kaldır"
        destructive
        busy={actions.remove.saving}
        onConfirm={() => {
          if (!removing) return;
          void actions.remove.run(removing).then((reply) => {
            if (reply) onRowGone();
            close();
          });
        }}
      />
    </>
  );
}
