import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { AdminAccount } from '../../api/generated/backend/model';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showNotice } from '../../components/notice/notice-store';
import { LoadError, LoadingState } from '../../components/query-states';
import { useDialogState } from '../../components/use-dialog-state';
import { auth } from '../../lib/auth';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { removalRefusal } from '../../../core/domain/account-refusals';
import { ACCOUNT_TEXTS } from './account-forms';
import { usersQuery } from './queries';
import { useAccountActions } from './use-account-actions';
import {
  AddAdminDialog,
  ChangePasswordDialog,
  ResetPasswordDialog,
  type UsersDialog,
} from './users-dialogs';
import { Button, buttonClass } from '../../components/admin/button';

/** How long the notice after "sign out everywhere" stays on the login screen. */
const SIGNED_OUT_NOTICE_MS = 2500;

const cell = 'px-4 py-3 align-top';

function AccountRow({
  account,
  refusal,
  onReset,
  onRemove,
}: {
  account: AdminAccount;
  refusal: string | null;
  onReset: () => void;
  onRemove: () => void;
}) {
  const noteId = `account-note-${account.id}`;
  return (
    <tr className="border-t border-concrete-200">
      <th scope="row" className={`${cell} text-left font-semibold text-brand-950`}>
        {account.username}
        {account.isCurrentUser ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-caption font-semibold text-brand-900">
            Siz
          </span>
        ) : null}
      </th>
      <td className={`${cell} text-concrete-800`}>{account.email ?? '—'}</td>
      <td className={`${cell} whitespace-nowrap text-concrete-800`}>
        {formatDateTime(account.createdAt)}
      </td>
      <td className={`${cell} whitespace-nowrap text-concrete-800`}>
        {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Hiç giriş yapmadı'}
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          {account.isCurrentUser ? null : (
            <Button
              variant="secondary"
              onClick={onReset}
              aria-label={`${account.username} için şifreyi sıfırla`}
            >
              Şifreyi sıfırla
            </Button>
          )}
          <Button
            variant="danger"
            onClick={onRemove}
            disabled={refusal !== null}
            aria-label={`${account.username} hesabını sil`}
            aria-describedby={refusal ? noteId : undefined}
          >
            Sil
          </Button>
        </div>
        {refusal ? (
          <p id={noteId} className="mt-2 max-w-64 text-caption text-concrete-700">
            {refusal}
            {account.isCurrentUser
              ? ' Şifrenizi aşağıda, Hesabım bölümünde değiştirebilirsiniz.'
              : ''}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The administrators (issue 14 section 1): who they are and when they last signed in; adding
 * one, removing one (never yourself, never the last one, after a confirmation naming the account)
 * and resetting another's password. 'Hesabım' holds the signed-in administrator's own: changing
 * the password (this session goes on with a new token) and signing out everywhere.
 */
export function UsersPage() {
  const query = useQuery(usersQuery());
  useLoadErrorNotice(query.isError);
  const actions = useAccountActions();
  const { dialog, open, close } = useDialogState<UsersDialog>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accounts = query.data?.data ?? [];
  const me = accounts.find((account) => account.isCurrentUser) ?? null;
  const setOpen = (next: boolean) => {
    if (!next) close();
  };

  const remove = async (account: AdminAccount) => {
    await actions.remove.run(account);
    close();
  };

  const signOutEverywhere = async () => {
    if (!(await actions.signOutAll.run(undefined))) {
      close();
      return;
    }
    // As 'Çıkış Yap' does: off the panel first, so that it does not ask to sign in again.
    await navigate({ to: '/', replace: true });
    auth.signOut();
    queryClient.clear();
    await navigate({ to: '/login', replace: true });
    showNotice({
      title: 'Tüm Oturumlar Kapatıldı',
      text: 'Hesabınızın bütün cihazlardaki oturumları kapatıldı. Devam etmek için yeniden giriş yapın.',
      variant: 'success',
      autoCloseMs: SIGNED_OUT_NOTICE_MS,
    });
  };

  return (
    <AdminPage
      title="Kullanıcılar"
      description="Yönetim paneline giriş yapabilen yöneticiler ve son girişleri."
      actions={
        <Button variant="primary" onClick={() => open({ kind: 'add' })}>
          Yönetici ekle
        </Button>
      }
    >
      <AdminCard title="Yöneticiler">
        {query.isPending ? (
          <LoadingState text="Yöneticiler yükleniyor..." className="py-8" />
        ) : query.isError ? (
          <LoadError
            title={ACCOUNT_TEXTS.loadFailed}
            message="Liste alınamadı. Bağlantınızı kontrol edip tekrar deneyin."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="-mx-5 overflow-x-auto sm:-mx-6">
            <table className="w-full min-w-[44rem] text-left text-small">
              <caption className="sr-only">Yöneticiler ve son girişleri</caption>
              <thead className="bg-concrete-50 text-concrete-700">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Kullanıcı adı
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    E-posta
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Eklendi
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Son giriş
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    İşlemler
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <AccountRow
                    key={account.id}
                    account={account}
                    refusal={removalRefusal(account, me?.id ?? '', accounts.length)}
                    onReset={() => open({ kind: 'reset', account })}
                    onRemove={() => open({ kind: 'remove', account })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminCard>

      <AdminCard
        title="Hesabım"
        description={
          me ? `${me.username} olarak oturum açtınız.` : 'Oturum açtığınız hesabın ayarları.'
        }
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => open({ kind: 'change-password' })}>
            Şifremi değiştir
          </Button>
          <Button variant="secondary" onClick={() => open({ kind: 'sign-out-everywhere' })}>
            Tüm oturumları kapat
          </Button>
          <Link to="/admin/security" className={buttonClass('secondary')}>
            Geçiş anahtarları ve iki adımlı doğrulama
          </Link>
        </div>
        <p className="mt-3 text-small text-concrete-700">
          Şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapanır. Tüm oturumları
          kapatmak, bu cihaz dahil her yerde çıkış yapar.
        </p>
      </AdminCard>

      {dialog?.kind === 'add' ? <AddAdminDialog open onOpenChange={setOpen} /> : null}
      {dialog?.kind === 'change-password' ? (
        <ChangePasswordDialog open onOpenChange={setOpen} />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ResetPasswordDialog open onOpenChange={setOpen} account={dialog.account} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={(next) => !actions.remove.saving && setOpen(next)}
        title="Yöneticiyi Sil"
        description={
          dialog?.kind === 'remove'
            ? `${dialog.account.username} hesabı silinecek ve açık oturumları hemen kapanacak. Bu işlem geri alınamaz.`
            : ''
        }
        confirmLabel={actions.remove.saving ? 'Siliniyor...' : 'Evet, Sil'}
        destructive
        busy={actions.remove.saving}
        onConfirm={() => {
          if (dialog?.kind === 'remove') void remove(dialog.account);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'sign-out-everywhere'}
        onOpenChange={(next) => !actions.signOutAll.saving && setOpen(next)}
        title="Tüm Oturumları Kapat"
        description="Hesabınızın bu cihaz dahil bütün cihazlardaki oturumları kapanacak ve giriş ekranına döneceksiniz."
        confirmLabel={actions.signOutAll.saving ? 'Kapatılıyor...' : 'Tüm oturumları kapat'}
        destructive
        busy={actions.signOutAll.saving}
        onConfirm={() => void signOutEverywhere()}
      />
    </AdminPage>
  );
}
