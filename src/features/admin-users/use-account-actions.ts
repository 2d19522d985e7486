import { useMutation, useQueryClient } from '@tanstack/react-query';
import { register } from '../../api/generated/backend/endpoints/auth/auth';
import {
  changePassword,
  deleteUser,
  resetUserPassword,
  signOutEverywhere,
} from '../../api/generated/backend/endpoints/user/user';
import type { AdminAccount } from '../../api/generated/backend/model';
import { auth } from '../../lib/auth';
import { withReauth } from '../../lib/reauth';
import { notifySuccess } from '../../lib/toast';
import { ACCOUNT_TEXTS, registerBody, type AddAdminValues } from './account-forms';
import { usersQueryKey } from './queries';

/**
 * The account operations of the Kullanıcılar screen, each through the in-page sign-in on a 401.
 * The list is refetched after every change; the dialogs show the failures where they belong.
 */
export function useAccountActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersQueryKey() });

  const add = useMutation({
    mutationFn: (values: AddAdminValues) => withReauth(() => register(registerBody(values))),
    onSuccess: (reply) => notifySuccess(ACCOUNT_TEXTS.added(reply.data.username)),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (account: AdminAccount) => withReauth(() => deleteUser(account.id)),
    onSuccess: (_reply, account) => notifySuccess(ACCOUNT_TEXTS.removed(account.username)),
    onSettled: refresh,
  });

  const reset = useMutation({
    mutationFn: (account: AdminAccount) => withReauth(() => resetUserPassword(account.id)),
    onSettled: refresh,
  });

  // The other sessions end; this one goes on with the token the reply carries.
  const change = useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) =>
      withReauth(() => changePassword(values)),
    onSuccess: (reply) => {
      auth.signIn(reply.data.token);
      if (reply.message) notifySuccess(reply.message);
    },
  });

  const signOutAll = useMutation({
    mutationFn: () => withReauth(() => signOutEverywhere()),
  });

  return { add, remove, reset, change, signOutAll };
}

export type AccountActions = ReturnType<typeof useAccountActions>;
