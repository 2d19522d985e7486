import { useQueryClient } from '@tanstack/react-query';
import { signOutAndLeave } from '../../components/admin/leave-panel';
import type { UseFormSetError } from 'react-hook-form';
import { register } from '../../api/generated/backend/endpoints/auth/auth';
import {
  changePassword,
  deleteUser,
  resetUserPassword,
  setUserRole,
  signOutEverywhere,
} from '../../api/generated/backend/endpoints/user/user';
import type { AdminAccount } from '../../api/generated/backend/model';
import type { Role } from '../../../core/domain/roles';
import { auth } from '../../lib/auth';
import { useSave } from '../../lib/save';
import { type FailureWording } from '../../lib/failure';
import {
  ACCOUNT_TEXTS,
  registerBody,
  type AddAdminValues,
  type ChangePasswordValues,
} from './account-forms';
import { securityQueryKey, usersQueryKey } from './queries';

/**
 * A failure is the reply's message (the server's, such as 'Bu kullanıcı adı zaten kullanılıyor.',
 * or the client's words for the status or a lost connection), else the general one.
 */
const WORDING: FailureWording = {
  fallback: ACCOUNT_TEXTS.actionFailed,
  reason: 'error',
};

/** The fields a refusal of 'Yönetici Ekle' or 'Şifremi Değiştir' may name. */
const ADD_ADMIN_FIELDS = ['username', 'email', 'password'] as const;
const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/** The list of accounts is read again after every change. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueryKey() });
}

/** The screen's own confirmation: removing an administrator. */
export function useAccountActions() {
  const remove = useSave({
    save: (account: AdminAccount) => deleteUser(account.id),
    failure: WORDING,
    success: (_reply, account) => ACCOUNT_TEXTS.removed(account.username),
    onSettled: useRefreshUsers(),
  });
  return { remove };
}

/** How long the notice after "sign out everywhere" stays on the login screen. */
const SIGNED_OUT_NOTICE_MS = 2500;

/**
 * 'Tüm oturumları kapat', for every role (its own sessions): then off the panel, as 'Çıkış Yap'
 * does, to the login screen with a notice. The login screen opens by a full page load, which
 * takes the panel's query cache and the screens with it. Returns whether it was done.
 */
export function useSignOutEverywhere() {
  const signOutAll = useSave({ save: () => signOutEverywhere(), failure: WORDING });
  const run = async () => {
    if (!(await signOutAll.run(undefined))) return false;
    await signOutAndLeave('/login', {
      title: 'Tüm Oturumlar Kapatıldı',
      text: 'Hesabınızın bütün cihazlardaki oturumları kapatıldı. Devam etmek için yeniden giriş yapın.',
      variant: 'success',
      autoCloseMs: SIGNED_OUT_NOTICE_MS,
    });
    return true;
  };
  return { saving: signOutAll.saving, run };
}

/** 'Şifreyi Sıfırla' of another administrator: the reply carries the new password. */
export function useResetPassword() {
  return useSave({
    save: (account: AdminAccount) => resetUserPassword(account.id),
    failure: WORDING,
    onSettled: useRefreshUsers(),
  });
}

/** 'Rolü Değiştir': the reply's message names the account and its new role. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useSave({
    save: ({ account, role }: { account: AdminAccount; role: Role }) =>
      setUserRole(account.id, { role }),
    failure: WORDING,
    success: (reply) => reply.message ?? null,
    // The caller's own role shows in the menu: it is read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
        queryClient.invalidateQueries({ queryKey: securityQueryKey() }),
      ]),
  });
}

/** 'Yönetici Ekle': a taken user name goes under its field, the policy's words under theirs. */
export function useAddAdmin(setError: UseFormSetError<AddAdminValues>) {
  return useSave({
    save: (values: AddAdminValues) => register(registerBody(values)),
    failure: WORDING,
    success: (reply) => ACCOUNT_TEXTS.added(reply.data.username),
    onSettled: useRefreshUsers(),
    form: { setError, fields: ADD_ADMIN_FIELDS, conflictField: 'username' },
  });
}

/**
 * 'Şifremi Değiştir': the other sessions end; this one goes on with the reply's new token. A
 * generated password changed lifts the panel's 'change it first' (the security reply says so).
 */
export function useChangePassword(setError: UseFormSetError<ChangePasswordValues>) {
  const queryClient = useQueryClient();
  return useSave({
    save: (values: { currentPassword: string; newPassword: string }) => changePassword(values),
    failure: WORDING,
    success: (reply) => reply.message ?? null,
    onSaved: (reply) => {
      auth.signIn(reply.data.token);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityQueryKey() }),
    form: { setError, fields: CHANGE_PASSWORD_FIELDS },
  });
}
