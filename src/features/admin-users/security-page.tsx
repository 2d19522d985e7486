import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { AccountSecurity, Passkey } from '../../api/generated/backend/model';
import { AdminCard, AdminPage } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { useDialogState } from '../../components/use-dialog-state';
import { accountGate, gateReasonOf, type GateReason } from '../../lib/account-gate';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { passkeysSupported } from '../../lib/passkeys';
import { securityQuery } from './queries';
import {
  AddPasskeyDialog,
  RecoveryCodesDialog,
  TotpSetupDialog,
  type SecurityDialog,
} from './security-dialogs';
import { FEW_RECOVERY_CODES, SECURITY_TEXTS } from './security-texts';
import { useSecurityActions } from './use-security-actions';
import { ChangePasswordDialog, OwnAccountButtons, SignOutEverywhereDialog } from './users-dialogs';
import { Button } from '../../components/admin/button';

/** What must happen before anything else, above the cards. */
function Requirement({ reason, action }: { reason: GateReason; action: ReactNode }) {
  const [title, text] =
    reason === 'password-change'
      ? [SECURITY_TEXTS.mustChangeTitle, SECURITY_TEXTS.mustChangeText]
      : [SECURITY_TEXTS.setupTitle, SECURITY_TEXTS.setupText];
  return (
    <div
      role="status"
      className="rounded-xl border border-accent-500 bg-amber-50 p-5 text-concrete-900 shadow-card"
    >
      <h2 className="text-h4 text-brand-950">{title}</h2>
      <p className="mt-1 text-small">{text}</p>
      <div className="mt-4 flex flex-wrap gap-2">{action}</div>
    </div>
  );
}

function PasskeyRow({
  passkey,
  removable,
  onRemove,
}: {
  passkey: Passkey;
  removable: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 border-t border-concrete-200 py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-brand-950">{passkey.name}</p>
        <p className="text-small text-concrete-700">
          Eklendi: {formatDateTime(passkey.createdAt)} · Son kullanım:{' '}
          {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'henüz kullanılmadı'}
        </p>
      </div>
      <Button
        variant="danger"
        onClick={onRemove}
        disabled={!removable}
        aria-label={`${passkey.name} geçiş anahtarını kaldır`}
      >
        Kaldır
      </Button>
    </li>
  );
}

/** The account's second factors: how many there are decides what may be removed. */
const factorCount = (security: AccountSecurity) =>
  security.passkeys.length + (security.totp ? 1 : 0);

/**
 * 'Hesap Güvenliği' (issue 23 section 1): the signed-in administrator's password, passkeys,
 * authenticator app and recovery codes. It is also where the panel sends an administrator whose
 * password was generated or who must add a second factor, before anything else.
 */
export function SecurityPage() {
  const query = useQuery(securityQuery());
  const security = query.data?.data;
  const { dialog, open, close } = useDialogState<SecurityDialog>();
  const actions = useSecurityActions();
  const reason = security ? gateReasonOf(security) : null;
  const setOpen = (next: boolean) => {
    if (!next) close();
  };
  const showCodes = (codes: string[]) => open({ kind: 'show-codes', codes });

  // What the server says must happen first is the panel's too (and nothing once it is done).
  useEffect(() => {
    if (security) accountGate.set(gateReasonOf(security));
  }, [security]);

  // A generated password: the change opens by itself.
  useEffect(() => {
    if (reason === 'password-change') open({ kind: 'change-password' });
  }, [reason, open]);

  const lastRequired = security
    ? security.secondFactorRequired && factorCount(security) <= 1
    : false;

  const removeKey = async (passkey: Passkey) => {
    await actions.removeKey.run(passkey);
    close();
  };
  const removeApp = async () => {
    await actions.removeApp.run(undefined);
    close();
  };
  const makeCodes = async () => {
    const codes = await actions.newCodes.run(undefined);
    if (codes && codes.length > 0) showCodes(codes);
    else close();
  };

  const canPasskey = passkeysSupported();

  return (
    <AdminPage title={SECURITY_TEXTS.title} description={SECURITY_TEXTS.description}>
      {query.isPending ? (
        <LoadingState text={SECURITY_TEXTS.loading} className="py-8" />
      ) : query.isError || !security ? (
        <LoadError
          title={SECURITY_TEXTS.loadFailed}
          message="Bağlantınızı kontrol edip tekrar deneyin."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {reason ? (
            <Requirement
              reason={reason}
              action={
                reason === 'password-change' ? (
                  <Button variant="primary" onClick={() => open({ kind: 'change-password' })}>
                    Şifremi değiştir
                  </Button>
                ) : (
                  <>
                    {canPasskey ? (
                      <Button variant="primary" onClick={() => open({ kind: 'add-passkey' })}>
                        Geçiş anahtarı ekle
                      </Button>
                    ) : null}
                    <Button
                      variant={canPasskey ? 'secondary' : 'primary'}
                      onClick={() => open({ kind: 'add-totp' })}
                    >
                      Doğrulama uygulaması ekle
                    </Button>
                  </>
                )
              }
            />
          ) : null}

          <AdminCard
            title="Şifre"
            description="Şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapanır."
          >
            <OwnAccountButtons onOpen={open} />
          </AdminCard>

          <AdminCard
            title="Geçiş Anahtarları"
            description="Bu cihazın kilidiyle (parmak izi, yüz tanıma, PIN) ya da bir güvenlik anahtarıyla giriş yapın."
            actions={
              <Button
                variant="secondary"
                onClick={() => open({ kind: 'add-passkey' })}
                disabled={!canPasskey}
              >
                Geçiş anahtarı ekle
              </Button>
            }
          >
            {canPasskey ? null : (
              <p className="mb-3 text-small text-concrete-700">
                Bu tarayıcı geçiş anahtarlarını desteklemiyor.
              </p>
            )}
            {security.passkeys.length === 0 ? (
              <EmptyState>{SECURITY_TEXTS.noPasskeys}</EmptyState>
            ) : (
              <ul aria-label="Geçiş anahtarlarınız">
                {security.passkeys.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    removable={!lastRequired}
                    onRemove={() => open({ kind: 'remove-passkey', passkey })}
                  />
                ))}
              </ul>
            )}
          </AdminCard>

          <AdminCard
            title="Doğrulama Uygulaması"
            description="Girişte, telefonunuzdaki doğrulama uygulamasının her 30 saniyede bir değişen 6 haneli kodu."
            actions={
              // An app is never replaced in one step (issue 46): removing it needs a fresh proof.
              security.totp ? (
                <Button
                  variant="danger"
                  onClick={() => open({ kind: 'remove-totp' })}
                  disabled={lastRequired}
                >
                  Uygulamayı kaldır
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => open({ kind: 'add-totp' })}>
                  Doğrulama uygulaması ekle
                </Button>
              )
            }
          >
            <p className="text-concrete-800">
              {security.totp ? SECURITY_TEXTS.totpOn : SECURITY_TEXTS.totpOff}
            </p>
          </AdminCard>

          {lastRequired ? (
            <p className="text-small text-concrete-700">{SECURITY_TEXTS.requiredNote}</p>
          ) : null}

          <AdminCard
            title="Kurtarma Kodları"
            description="Geçiş anahtarınıza ve doğrulama uygulamanıza erişemediğinizde, her biri bir kez kullanılabilen kodlar."
            actions={
              <Button
                variant="secondary"
                onClick={() => open({ kind: 'new-codes' })}
                disabled={factorCount(security) === 0}
              >
                Yeni kodlar oluştur
              </Button>
            }
          >
            {factorCount(security) === 0 ? (
              <p className="text-concrete-800">{SECURITY_TEXTS.codesNone}</p>
            ) : (
              <>
                <p className="font-semibold text-concrete-900">
                  {SECURITY_TEXTS.codesLeft(security.recoveryCodesLeft)}
                </p>
                {security.recoveryCodesLeft <= FEW_RECOVERY_CODES ? (
                  <p className="mt-1 text-small text-red-800">{SECURITY_TEXTS.codesLow}</p>
                ) : null}
              </>
            )}
          </AdminCard>
        </>
      )}

      {dialog?.kind === 'change-password' ? (
        <ChangePasswordDialog open onOpenChange={setOpen} />
      ) : null}
      <SignOutEverywhereDialog
        open={dialog?.kind === 'sign-out-everywhere'}
        onOpenChange={setOpen}
      />
      {dialog?.kind === 'add-totp' ? (
        <TotpSetupDialog
          open
          onOpenChange={setOpen}
          onCodes={showCodes}
          setupCodeRequired={security?.setupCodeRequired ?? false}
        />
      ) : null}
      {dialog?.kind === 'add-passkey' ? (
        <AddPasskeyDialog
          open
          onOpenChange={setOpen}
          onCodes={showCodes}
          setupCodeRequired={security?.setupCodeRequired ?? false}
        />
      ) : null}
      {dialog?.kind === 'show-codes' ? (
        <RecoveryCodesDialog codes={dialog.codes} onDone={close} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'remove-passkey'}
        onOpenChange={(next) => !actions.removeKey.saving && setOpen(next)}
        title="Geçiş Anahtarını Kaldır"
        description={
          dialog?.kind === 'remove-passkey'
            ? `'${dialog.passkey.name}' geçiş anahtarıyla artık giriş yapılamayacak.`
            : ''
        }
        confirmLabel={actions.removeKey.saving ? 'Kaldırılıyor...' : 'Evet, Kaldır'}
        destructive
        busy={actions.removeKey.saving}
        onConfirm={() => {
          if (dialog?.kind === 'remove-passkey') void removeKey(dialog.passkey);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove-totp'}
        onOpenChange={(next) => !actions.removeApp.saving && setOpen(next)}
        title="Doğrulama Uygulamasını Kaldır"
        description="Girişte artık doğrulama uygulamasının kodu kullanılamayacak."
        confirmLabel={actions.removeApp.saving ? 'Kaldırılıyor...' : 'Evet, Kaldır'}
        destructive
        busy={actions.removeApp.saving}
        onConfirm={() => void removeApp()}
      />
      <ConfirmDialog
        open={dialog?.kind === 'new-codes'}
        onOpenChange={(next) => !actions.newCodes.saving && setOpen(next)}
        title="Yeni Kurtarma Kodları"
        description="On yeni kod oluşturulacak ve eski kodlarınızın tümü çalışmaz hale gelecek."
        confirmLabel={actions.newCodes.saving ? 'Oluşturuluyor...' : 'Yeni kodlar oluştur'}
        busy={actions.newCodes.saving}
        onConfirm={() => void makeCodes()}
      />
    </AdminPage>
  );
}
