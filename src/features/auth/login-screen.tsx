import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { login } from '../../api/generated/backend-functions/endpoints/auth/auth';
import type { SecondFactorChallenge } from '../../api/generated/backend/model';
import { preloadHttpClient } from '../../api/lazy-client';
import { BrandLogo } from '../../components/layout/brand-logo';
import { TextField } from '../../components/text-field';
import { Button } from '../../components/admin/button';
import { auth } from '../../lib/auth';
import { describeFailure, LOGIN_WORDING } from '../../lib/failure';
import { landingAfterSignIn, readSignIn } from '../../lib/sign-in';
import { LOGIN_FAILED_TITLE } from './login-reply';

// Only an account with a second factor sees it: its code (and the passkeys' library) loads then.
const SignInSecondStep = lazy(() =>
  import('../../components/admin/second-factor-form').then((module) => ({
    default: module.SignInSecondStep,
  })),
);

const LOGIN_TEXTS = {
  usernameRequired: 'Kullanıcı adı zorunludur.',
  passwordRequired: 'Şifre zorunludur.',
} as const;

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The typed name (trimmed) and password, or what is missing. */
function readFields(
  form: HTMLFormElement,
): { values: { username: string; password: string } } | { errors: FieldErrors } {
  const data = new FormData(form);
  const username = String(data.get('username') ?? '').trim();
  const password = String(data.get('password') ?? '');
  if (username && password) return { values: { username, password } };
  const errors: FieldErrors = {};
  if (!username) errors.username = LOGIN_TEXTS.usernameRequired;
  if (!password) errors.password = LOGIN_TEXTS.passwordRequired;
  return { errors };
}

/**
 * The sign-in (docs/SPEC.md section 8). Kept light for a phone (issue 50): plain fields, the plain
 * request function and no query cache, form library or dialogs; the HTTP client loads while the
 * administrator types, the second step only for an account that has one.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // The second step, when the account has a second factor (issue 23 section 1).
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  /** Signed in: the panel, or first 'Hesap Güvenliği' when the account must do something there. */
  const enter = async () => {
    await navigate({ to: await landingAfterSignIn() });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readFields(event.currentTarget);
    setErrors('errors' in read ? read.errors : {});
    if ('errors' in read) return;
    setFailure(null);
    setPending(true);
    try {
      const step = readSignIn(await login(read.values));
      if ('challenge' in step) {
        setChallenge(step.challenge);
        return;
      }
      auth.signIn(step.token);
      await enter();
    } catch (error) {
      setFailure(describeFailure(error, LOGIN_WORDING)?.title ?? null);
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-card sm:p-8">
        <a href="/" aria-label="Asil Yapı Kimyasalları, anasayfa" className="inline-block">
          <BrandLogo />
        </a>
        <h1 className="mt-6 text-h3 text-brand-950">Yönetici Girişi</h1>
        {challenge ? (
          <>
            <h2 className="mt-4 text-h4 text-brand-950">İkinci Adım</h2>
            <Suspense fallback={<p className="mt-4 text-small text-concrete-700">Yükleniyor...</p>}>
              <SignInSecondStep
                id="sign-in-second-factor"
                challenge={challenge}
                submitLabel="Girişi Tamamla"
                onSignedIn={enter}
              />
            </Suspense>
            <Button variant="secondary" className="mt-3 w-full" onClick={() => setChallenge(null)}>
              Geri dön
            </Button>
          </>
        ) : (
          <p className="mt-1 text-small text-concrete-600">
            Site içeriğini yönetmek için oturum açın.
          </p>
        )}

        {failure && !challenge ? (
          <div
            role="alert"
            className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
          >
            <p className="font-semibold">{LOGIN_FAILED_TITLE}</p>
            <p className="text-small">{failure}</p>
          </div>
        ) : null}

        <form
          className="mt-6 space-y-5"
          onSubmit={(event) => void onSubmit(event)}
          // The first keystroke fetches the HTTP client, so that 'Giriş Yap' does not wait for it.
          onFocus={preloadHttpClient}
          noValidate={false}
          hidden={challenge !== null}
        >
          <TextField
            id="username"
            label="Kullanıcı Adı"
            type="text"
            autoComplete="username"
            required
            name="username"
            error={errors.username}
          />
          <TextField
            id="password"
            label="Şifre"
            type="password"
            autoComplete="current-password"
            required
            name="password"
            error={errors.password}
          />
          <button
            type="submit"
            disabled={pending}
            className="w-full rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
          </button>
        </form>
      </div>
    </main>
  );
}
