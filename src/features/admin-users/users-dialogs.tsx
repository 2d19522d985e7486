import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAccount } from '../../api/generated/backend/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import {
  ACCOUNT_TEXTS,
  addAdminSchema,
  changePasswordSchema,
  type AddAdminValues,
  type ChangePasswordValues,
} from './account-forms';
import {
  useAddAdmin,
  useChangePassword,
  useResetPassword,
  useSetRole,
  useSignOutEverywhere,
} from './use-account-actions';
import { demotionRefusal } from '../../../core/domain/account-refusals';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '../../../core/domain/roles';
import { Button } from '../../components/admin/button';
import { ModalCloseButton } from '../../components/admin/modal-close-button';

/** Which dialog of the screen is open (core of the screen's one dialog state). */
export type UsersDialog =
  | { kind: 'add' }
  | { kind: 'role'; account: AdminAccount }
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

/**
 * The roles as one choice, each with what it may do (core/domain/roles.ts, issue 46): radio
 * buttons named by the role, described by what it may do.
 */
function RoleChoice({
  idPrefix,
  error,
  inputOf,
}: {
  idPrefix: string;
  error?: string | undefined;
  inputOf: (role: Role) => ComponentProps<'input'>;
}) {
  return (
    <fieldset>
      <legend className="text-small font-semibold text-concrete-800">Rol</legend>
      <div className="mt-2 space-y-2">
        {ROLES.map((role) => (
          <label
            key={role}
            htmlFor={`${idPrefix}-${role}`}
            className="flex cursor-pointer gap-3 rounded-lg border border-concrete-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`${idPrefix}-${role}`}
              type="radio"
              value={role}
              aria-describedby={`${idPrefix}-${role}-about`}
              className="mt-1 size-4 accent-brand-700"
              {...inputOf(role)}
            />
            <span>
              <span className="block font-semibold text-brand-950">{ROLE_LABELS[role]}</span>
              <span
                id={`${idPrefix}-${role}-about`}
                className="block text-caption text-concrete-700"
              >
                {ROLE_DESCRIPTIONS[role]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-caption text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'Rolü Değiştir': another role for an account; never the last admin another one. */
export function RoleDialog({
  open,
  onOpenChange,
  account,
  admins,
}: DialogProps & { account: AdminAccount; admins: number }) {
  const [role, setRole] = useState<Role>(account.role);
  const change = useSetRole();
  const refusal = role === 'admin' ? null : demotionRefusal(account, admins);
  const failure = change.feedback?.title ?? null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refusal || role === account.role) {
      onOpenChange(false);
      return;
    }
    if (await change.run({ account, role })) onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rolü Değiştir"
      description={`${account.username} hesabının panelde neler yapabileceğini seçin. Değişiklik açık oturumlarında da hemen geçerli olur.`}
      failure={failure ?? refusal}
      busy={change.saving}
      submitLabel="Rolü Kaydet"
      busyLabel="Kaydediliyor..."
      onSubmit={(event) => void submit(event)}
    >
      <RoleChoice
        idPrefix={`role-${account.id}`}
        inputOf={(choice) => ({
          name: 'role',
          checked: role === choice,
          onChange: () => setRole(choice),
        })}
      />
    </FormDialog>
  );
}

/** A secret shown once to pass on (a generated password, a set-up code), with a copy button. */
function OneTimeSecret({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="mt-5">
      <label htmlFor={id} className="block text-small font-semibold text-concrete-800">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-lg border border-concrete-300 bg-concrete-50 px-3.5 py-2.5 font-mono text-body"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Kopyalandı' : 'Kopyala'}
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Yönetici Ekle'. When the owner requires a second factor, the reply brings the new account's
 * set-up code (issue 46): the dialog then shows it once, to pass on apart from the password.
 */
export function AddAdminDialog({ open, onOpenChange }: DialogProps) {
  const [created, setCreated] = useState<{ username: string; setupCode: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddAdminValues>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: { username: '', email: '', password: '', role: 'admin' },
    mode: 'onTouched',
  });

  const add = useAddAdmin(setError);
  const submit = handleSubmit(async (values) => {
    const reply = await add.run(values);
    if (!reply) return;
    const { username, setupCode } = reply.data;
    if (setupCode) setCreated({ username, setupCode });
    else onOpenChange(false);
  });
  const failure = add.feedback?.title ?? null;

  if (created) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Kurulum Kodu"
        description={ACCOUNT_TEXTS.setupCodeShown(created.username)}
        size="md"
        variant="compact"
        footer={<ModalCloseButton variant="primary">Kapat</ModalCloseButton>}
      >
        <OneTimeSecret
          id="new-admin-setup-code"
          label={`${created.username} için kurulum kodu`}
          value={created.setupCode}
        />
      </Modal>
    );
  }

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
      <RoleChoice
        idPrefix="new-admin-role"
        error={errors.role?.message}
        inputOf={() => register('role')}
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
  const reset = useResetPassword();
  const busy = reset.saving;
  const failure = reset.feedback?.title ?? null;

  const confirm = async () => {
    const reply = await reset.run(account);
    if (reply) setPassword(reply.data.password);
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
        <OneTimeSecret
          id="one-time-password"
          label={`${account.username} için yeni şifre`}
          value={password}
        />
      ) : null}
    </Modal>
  );
}

/** 'Tüm oturumları kapat': a confirmation, then every session of the account ends, this one too. */
export function SignOutEverywhereDialog({ open, onOpenChange }: DialogProps) {
  const signOut = useSignOutEverywhere();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !signOut.saving && onOpenChange(next)}
      title="Tüm Oturumları Kapat"
      description="Hesabınızın bu cihaz dahil bütün cihazlardaki oturumları kapanacak ve giriş ekranına döneceksiniz."
      confirmLabel={signOut.saving ? 'Kapatılıyor...' : 'Tüm oturumları kapat'}
      destructive
      busy={signOut.saving}
      onConfirm={() => {
        void signOut.run().then((done) => {
          if (!done) onOpenChange(false);
        });
      }}
    />
  );
}

/** The account's own buttons, on 'Kullanıcılar' and on 'Hesap Güvenliği' alike (every role). */
export function OwnAccountButtons({
  onOpen,
  children,
}: {
  onOpen: (dialog: { kind: 'change-password' } | { kind: 'sign-out-everywhere' }) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => onOpen({ kind: 'change-password' })}>
        Şifremi değiştir
      </Button>
      <Button variant="secondary" onClick={() => onOpen({ kind: 'sign-out-everywhere' })}>
        Tüm oturumları kapat
      </Button>
      {children}
    </div>
  );
}
