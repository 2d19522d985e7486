import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminAccount } from '../../api/generated/backend/model';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError, LoadingState } from '../../components/query-states';
import { useDialogState } from '../../components/use-dialog-state';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { adminCount, removalRefusal } from '../../../core/domain/account-refusals';
import { ROLE_LABELS } from '../../../core/domain/roles';
import { ACCOUNT_TEXTS } from './account-forms';
import { usersQuery } from './queries';
import { useAccountActions } from './use-account-actions';
import {
  AddAdminDialog,
  ChangePasswordDialog,
  OwnAccountButtons,
  ResetPasswordDialog,
  RoleDialog,
  SignOutEverywhereDialog,
  type UsersDialog,
} from './users-dialogs';
import { Button, type ButtonProps } from '../../components/admin/button';
import { buttonClass } from '../../components/button-class';

const cell = 'px-4 py-3 align-top';

const COLUMNS = ['Kullanıcı adı', 'E-posta', 'Rol', 'Eklendi', 'Son giriş', 'İşlemler'];

/** A row's button, named with its account for a screen reader ('ayse için rolü değiştir'). */
function AccountButton({
  username,
  text,
  ...button
}: ButtonProps & { username: string; text: string }) {
  return (
    <Button
      variant="secondary"
      aria-label={`${username} için ${text.toLocaleLowerCase('tr')}`}
      {...button}
    >
      {text}
    </Button>
  );
}

function AccountRow({
  account,
  refusal,
  onRole,
  onReset,
  onRemove,
}: {
  account: AdminAccount;
  refusal: string | null;
  onRole: () => void;
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
      <td className={`${cell} whitespace-nowrap text-concrete-800`}>{ROLE_LABELS[account.role]}</td>
      <td className={`${cell} whitespace-nowrap text-concrete-800`}>
        {formatDateTime(account.createdAt)}
      </td>
      <td className={`${cell} whitespace-nowrap text-concrete-800`}>
        {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Hiç giriş yapmadı'}
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          <AccountButton username={account.username} text="Rolü değiştir" onClick={onRole} />
          {account.isCurrentUser ? null : (
            <AccountButton username={account.username} text="Şifreyi sıfırla" onClick={onReset} />
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
  const accounts = query.data?.data ?? [];
  const me = accounts.find((account) => account.isCurrentUser) ?? null;
  const admins = adminCount(accounts);
  const setOpen = (next: boolean) => {
    if (!next) close();
  };

  const remove = async (account: AdminAccount) => {
    await actions.remove.run(account);
    close();
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
            <table className="w-full min-w-[52rem] text-left text-small">
              <caption className="sr-only">Yöneticiler ve son girişleri</caption>
              <thead className="bg-concrete-50 text-concrete-700">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-4 py-2 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <AccountRow
                    key={account.id}
                    account={account}
                    refusal={removalRefusal(account, me?.id ?? '', admins)}
                    onRole={() => open({ kind: 'role', account })}
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
        <OwnAccountButtons onOpen={open}>
          <Link to="/admin/security" className={buttonClass('secondary')}>
            Geçiş anahtarları ve iki adımlı doğrulama
          </Link>
        </OwnAccountButtons>
        <p className="mt-3 text-small text-concrete-700">
          Şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapanır. Tüm oturumları
          kapatmak, bu cihaz dahil her yerde çıkış yapar.
        </p>
      </AdminCard>

      {dialog?.kind === 'add' ? <AddAdminDialog open onOpenChange={setOpen} /> : null}
      {dialog?.kind === 'change-password' ? (
        <ChangePasswordDialog open onOpenChange={setOpen} />
      ) : null}
      {dialog?.kind === 'role' ? (
        <RoleDialog open onOpenChange={setOpen} account={dialog.account} admins={admins} />
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
      <SignOutEverywhereDialog
        open={dialog?.kind === 'sign-out-everywhere'}
        onOpenChange={setOpen}
      />
    </AdminPage>
  );
}
