import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLogin } from '../../api/generated/backend/endpoints/auth/auth';
import { LoginBody } from '../../api/generated/backend-zod/backend.zod';
import type { SecondFactorChallenge } from '../../api/generated/backend/model';
import { SignInSecondStep } from '../../components/admin/second-factor-form';
import { BrandLogo } from '../../components/layout/brand-logo';
import { TextField } from '../../components/text-field';
import { auth } from '../../lib/auth';
import { describeFailure, LOGIN_WORDING } from '../../lib/save';
import { landingAfterSignIn, readSignIn } from '../../lib/sign-in';
import { LOGIN_FAILED_TITLE } from './login-reply';
import { Button } from '../../components/admin/button';

const loginSchema = LoginBody.extend({
  username: z.string().trim().min(1, 'Kullanıcı adı zorunludur.'),
  password: z.string().min(1, 'Şifre zorunludur.'),
});
type LoginValues = z.infer<typeof loginSchema>;

export function LoginScreen() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The second step, when the account has a second factor (issue 23 section 1).
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  /** Signed in: the panel, or first 'Hesap Güvenliği' when the account must do something there. */
  const enter = async () => {
    await navigate({ to: await landingAfterSignIn() });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const step = readSignIn(await login.mutateAsync({ data: values }));
      if ('challenge' in step) {
        setChallenge(step.challenge);
        return;
      }
      auth.signIn(step.token);
      await enter();
    } catch (error) {
      setFailure(describeFailure(error, LOGIN_WORDING)?.title ?? null);
    }
  });

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
            <SignInSecondStep
              id="sign-in-second-factor"
              challenge={challenge}
              submitLabel="Girişi Tamamla"
              onSignedIn={enter}
            />
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
          onSubmit={onSubmit}
          noValidate={false}
          hidden={challenge !== null}
        >
          <TextField
            id="username"
            label="Kullanıcı Adı"
            type="text"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            id="password"
            label="Şifre"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <button
            type="submit"
            disabled={login.isPending}
            className="w-full rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
          >
            {login.isPending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
          </button>
        </form>
      </div>
    </main>
  );
}
