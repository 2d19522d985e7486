import { useState, type FormEvent } from 'react';
import type { SecondFactorChallenge, SecondFactorMethod } from '../../api/generated/backend/model';
import { answerPasskeyChallenge } from '../../lib/passkeys';
import { describeFailure, type FailureWording } from '../../lib/failure';
import { finishSignIn } from '../../lib/sign-in';
import { TextField } from '../text-field';
import { Button } from './button';

/** One answer of the second step: an app or recovery code, a passkey's answer, or the password. */
export type SecondFactorAnswer =
  { code: string } | { passkey: Record<string, unknown> } | { password: string };

const SECOND_FACTOR_TEXTS = {
  codeFailed: 'Kod doğrulanamadı. Lütfen tekrar deneyin.',
  codeRequired: 'Kodu girin.',
  passwordRequired: 'Şifrenizi girin.',
} as const;

const WORDING: FailureWording = { fallback: SECOND_FACTOR_TEXTS.codeFailed, reason: 'error' };

const LABELS: Record<SecondFactorMethod, string> = {
  passkey: 'Geçiş anahtarı',
  totp: 'Doğrulama uygulaması',
  password: 'Şifre',
  'recovery-code': 'Kurtarma kodu',
};
/** The quickest first: a passkey is one touch, the recovery codes are for emergencies. */
const ORDER: SecondFactorMethod[] = ['passkey', 'totp', 'password', 'recovery-code'];

/**
 * The second step of a sign-in and the proof before a sensitive action: the administrator picks
 * one of the account's methods (a passkey, the authenticator app, a recovery code, or the
 * password when proving again) and answers. `onAnswer` sends it and throws when refused; the
 * refusal shows above the field and the choice stays as it was.
 */
export function SecondFactorForm({
  id,
  methods,
  passkeyOptions,
  onAnswer,
  submitLabel = 'Doğrula',
}: {
  /** Keeps the fields' ids apart when two forms could be on a page. */
  id: string;
  methods: readonly SecondFactorMethod[];
  passkeyOptions: unknown;
  onAnswer: (answer: SecondFactorAnswer) => Promise<void>;
  submitLabel?: string;
}) {
  const available = ORDER.filter(
    (method) => methods.includes(method) && (method !== 'passkey' || passkeyOptions),
  );
  const [method, setMethod] = useState<SecondFactorMethod>(available[0] ?? 'totp');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setValue('');
    setFieldError(null);
    setFailure(null);
  };

  const answer = async (): Promise<SecondFactorAnswer | null> => {
    if (method === 'passkey') return { passkey: await answerPasskeyChallenge(passkeyOptions) };
    const typed = method === 'password' ? value : value.trim();
    if (!typed) {
      setFieldError(
        method === 'password'
          ? SECOND_FACTOR_TEXTS.passwordRequired
          : SECOND_FACTOR_TEXTS.codeRequired,
      );
      return null;
    }
    if (method === 'password') return { password: typed };
    return { code: method === 'totp' ? typed.replace(/\s/g, '') : typed.toLowerCase() };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldError(null);
    setBusy(true);
    try {
      const given = await answer();
      if (given) await onAnswer(given);
    } catch (error) {
      setFailure(describeFailure(error, WORDING)?.title ?? null);
    } finally {
      setBusy(false);
    }
  };

  const fieldId = `${id}-${method}`;
  return (
    <form className="mt-5 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
      {available.length > 1 ? (
        <fieldset>
          <legend className="text-small font-semibold text-concrete-800">Doğrulama yöntemi</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {available.map((option) => (
              <label
                key={option}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-concrete-300 px-3 py-2 text-small font-semibold text-concrete-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={option}
                  checked={method === option}
                  onChange={() => choose(option)}
                  className="size-4 accent-brand-800"
                />
                {LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="text-small">{failure}</p>
        </div>
      ) : null}

      {method === 'passkey' ? (
        <p className="text-small text-concrete-700">
          Bu cihazdaki geçiş anahtarınızı ya da güvenlik anahtarınızı kullanın. Tarayıcınız sizden
          parmak izi, yüz tanıma, PIN veya anahtara dokunmanızı isteyebilir.
        </p>
      ) : method === 'password' ? (
        <TextField
          key={fieldId}
          id={fieldId}
          label="Şifreniz"
          type="password"
          autoComplete="current-password"
          required
          value={value}
          error={fieldError ?? undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <div>
          <TextField
            key={fieldId}
            id={fieldId}
            label={method === 'totp' ? 'Doğrulama kodu' : 'Kurtarma kodu'}
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            required
            value={value}
            error={fieldError ?? undefined}
            aria-describedby={fieldError ? `${fieldId}-error ${fieldId}-hint` : `${fieldId}-hint`}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-caption text-concrete-600">
            {method === 'totp'
              ? 'Doğrulama uygulamanızın gösterdiği 6 haneli kod.'
              : 'Kaydettiğiniz kurtarma kodlarından biri (ör. abcd-efgh-ijkl). Her kod bir kez kullanılabilir.'}
          </p>
        </div>
      )}

      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? 'Doğrulanıyor...' : method === 'passkey' ? 'Geçiş anahtarını kullan' : submitLabel}
      </Button>
    </form>
  );
}

/**
 * The second step of a sign-in, for the login screen and the panel's sign-in again: the ticket of
 * the password's reply, answered with one of the account's methods; `onSignedIn` after the session
 * started.
 */
export function SignInSecondStep({
  id,
  challenge,
  submitLabel,
  onSignedIn,
}: {
  id: string;
  challenge: SecondFactorChallenge;
  submitLabel: string;
  onSignedIn: () => void | Promise<void>;
}) {
  return (
    <>
      <p className="mt-4 text-small text-concrete-700">
        Hesabınız ikinci bir doğrulama istiyor. Aşağıdaki yöntemlerden biriyle girişi tamamlayın.
      </p>
      <SecondFactorForm
        id={id}
        methods={challenge.methods}
        passkeyOptions={challenge.passkeyOptions}
        submitLabel={submitLabel}
        onAnswer={async (answer) => {
          if ('password' in answer) return;
          await finishSignIn(challenge.ticket, answer);
          await onSignedIn();
        }}
      />
    </>
  );
}
