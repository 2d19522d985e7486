import { useState, type FormEvent } from 'react';
import { login } from '../../api/generated/backend/endpoints/auth/auth';
import type { SecondFactorChallenge } from '../../api/generated/backend/model';
import { auth } from '../../lib/auth';
import { reauth, useReauthOpen } from '../../lib/reauth';
import { describeFailure, LOGIN_FAILED_TEXT, LOGIN_WORDING } from '../../lib/failure';
import { readSignIn } from '../../lib/sign-in';
import { Modal } from '../modal';
import { TextField } from '../text-field';
import { SignInSecondStep } from './second-factor-form';
import { Button } from './button';
import { ModalCloseButton } from './modal-close-button';

/**
 * The in-page sign-in of the admin panel: when the session ends while an administrator works, it
 * opens over the screen; signing in resumes the waiting save, and nothing typed is lost. An account
 * with a second factor answers it here too (issue 23 section 1).
 */
export function ReauthDialog({ onCancel }: { onCancel: () => void }) {
  const open = useReauthOpen();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const resume = () => {
    setPassword('');
    setChallenge(null);
    reauth.complete();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const step = readSignIn(await login({ username, password }));
      if ('challenge' in step) {
        setChallenge(step.challenge);
        return;
      }
      auth.signIn(step.token);
      resume();
    } catch (error) {
      setFailure(describeFailure(error, LOGIN_WORDING)?.title ?? LOGIN_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setChallenge(null);
          reauth.cancel();
          onCancel();
        }
      }}
      title="Oturumunuzun süresi doldu"
      description="Devam etmek için tekrar giriş yapın. Yaptığınız değişiklikler korunuyor ve girişten sonra kaydedilecek."
      size="md"
      variant="compact"
      layer="top"
    >
      {challenge ? (
        <>
          <SignInSecondStep
            id="reauth-second-factor"
            challenge={challenge}
            submitLabel="Doğrula ve Devam Et"
            onSignedIn={resume}
          />
          <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ModalCloseButton variant="secondary">Vazgeç</ModalCloseButton>
            <Button variant="secondary" onClick={() => setChallenge(null)}>
              Geri dön
            </Button>
          </div>
        </>
      ) : null}
      {failure && !challenge ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
        >
          <p className="font-semibold">Giriş Başarısız!</p>
          <p className="text-small">{failure}</p>
        </div>
      ) : null}
      <form
        className="mt-5 space-y-4"
        hidden={challenge !== null}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          id="reauth-username"
          label="Kullanıcı Adı"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id="reauth-password"
          label="Şifre"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ModalCloseButton variant="secondary">Vazgeç</ModalCloseButton>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Giriş yapılıyor...' : 'Giriş Yap ve Devam Et'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
