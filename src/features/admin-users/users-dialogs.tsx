import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAccount } from '../../api/generated/backend/model';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import {
  ACCOUNT_TEXTS,
  addAdminSchema,
  changePasswordSchema,
  type AddAdminValues,
  type ChangePasswordValues,
} from './account-forms';
import { useAddAdmin, useChangePassword, useResetPassword } from './use-account-actions';
import { Button, ModalCloseButton } from '../../components/admin/button';

/** Which dialog of the screen is open (core of the screen's one dialog state). */
export type UsersDialog =
  | { kind: 'add' }
  | { kind: 'remove'; account: AdminAccount }
  | { kind: 'reset'; account: AdminAccount }
  | { kind: 'change-password' }
  | { kind: 'sign-out-everywhere' };

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A failure that belongs to no field, above the form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      <p className="text-small">{message}</p>
    </div>
  );
}

/** A new password's field: the policy under it, and its messages as they are typed. */
function NewPasswordField({
  id,
  error,
  ...input
}: ComponentProps<typeof TextField> & { id: string }) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <TextField
        id={id}
        type="password"
        autoComplete="new-password"
        error={error}
        aria-describedby={error ? `${id}-error ${hintId}` : hintId}
        {...input}
      />
      <p id={hintId} className="mt-1 text-caption text-concrete-600">
        {ACCOUNT_TEXTS.passwordHint}
      </p>
    </div>
  );
}

/** The frame of the two form dialogs: a failure above the fields, then Vazgeç and the submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  failure,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: DialogProps & {
  title: string;
  description: string;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      size="md"
      variant="compact"
    >
      <FormAlert message={failure} />
      <form className="mt-5 space-y-4" noValidate onSubmit={onSubmit}>
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <ModalCloseButton variant="secondary" disabled={busy}>
            Vazgeç
          </ModalCloseButton>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function AddAdminDialog({ open, onOpenChange }: DialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddAdminValues>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: { username: '', email: '', password: '' },
    mode: 'onTouched',
  });

  const add = useAddAdmin(setError);
  const submit = handleSubmit(async (values) => {
    if (await add.run(values)) onOpenChange(false);
  });
  const failure = add.feedback?.title ?? null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Yönetici Ekle"
      description="Yeni yönetici panele bu kullanıcı adı ve şifreyle giriş yapar. Şifreyi kendisine güvenli bir yoldan iletin."
      failure={failure}
      busy={isSubmitting}
      submitLabel="Yönetici Ekle"
      busyLabel="Ekleniyor..."
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        id="new-admin-username"
        label="Kullanıcı Adı"
        autoComplete="off"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="new-admin-email"
        label="E-posta (isteğe bağlı)"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordField
        id="new-admin-password"
        label="Şifre"
        required
        error={errors.password?.message}
        {...register('password')}
      />
    </FormDialog>
  );
}

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });

  const change = useChangePassword(setError);
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if (await change.run({ currentPassword, newPassword })) onOpenChange(false);
  });
  const failure = change.feedback?.title ?? null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Şifremi Değiştir"
      description="Diğer cihazlardaki oturumlarınız kapanır; bu oturum açık kalır."
      failure={failure}
      busy={isSubmitting}
      submitLabel="Şifremi Değiştir"
      busyLabel="Değiştiriliyor..."
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        id="current-password"
        label="Mevcut Şifre"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField
        id="new-password"
        label="Yeni Şifre"
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="repeat-password"
        label="Yeni Şifre (tekrar)"
        type="password"
        autoComplete="new-password"
        required
        error={errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
    </FormDialog>
  );
}

/**
 * Another administrator's password reset: a confirmation naming the account, then the generated
 * password, shown once, to pass on.
 */
export function ResetPasswordDialog({
  open,
  onOpenChange,
  account,
}: DialogProps & { account: AdminAccount }) {
  const [password, setPassword] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const reset = useResetPassword();
  const busy = reset.saving;
  const failure = reset.feedback?.title ?? null;

  const confirm = async () => {
    const reply = await reset.run(account);
    if (reply) setPassword(reply.data.password);
  };

  const copy = async () => {
    if (!password) return;
    await navigator.clipboard?.writeText(password).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={password ? 'Yeni Şifre Oluşturuldu' : 'Şifreyi Sıfırla'}
      description={
        password
          ? `${account.username} hesabının tüm oturumları kapatıldı. Bu şifre yalnızca şimdi gösterilir; güvenli bir yoldan iletin. Hesabın sahibi giriş yaptıktan sonra 'Şifremi değiştir' ile kendi şifresini seçmelidir.`
          : `${account.username} hesabı için yeni bir şifre oluşturulacak ve hesabın açık oturumlarının tümü kapanacak. Eski şifre artık çalışmayacak.`
      }
      size="md"
      variant="compact"
      role={password ? 'dialog' : 'alertdialog'}
      footer={
        password ? (
          <ModalCloseButton variant="primary">Kapat</ModalCloseButton>
        ) : (
          <>
            <ModalCloseButton autoFocus variant="secondary" disabled={busy}>
              Vazgeç
            </ModalCloseButton>
            <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Sıfırlanıyor...' : 'Şifreyi Sıfırla'}
            </Button>
          </>
        )
      }
    >
      <FormAlert message={failure} />
      {password ? (
        <div className="mt-5">
          <label
            htmlFor="one-time-password"
            className="block text-small font-semibold text-concrete-800"
          >
            {account.username} için yeni şifre
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="one-time-password"
              readOnly
              value={password}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full rounded-lg border border-concrete-300 bg-concrete-50 px-3.5 py-2.5 font-mono text-body"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? 'Kopyalandı' : 'Kopyala'}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
