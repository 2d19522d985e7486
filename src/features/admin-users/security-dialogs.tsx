import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { encode } from 'uqr';
import { z } from 'zod';
import { beginTotpSetup } from '../../api/generated/backend/endpoints/user/user';
import type { Passkey } from '../../api/generated/backend/model';
import { Modal } from '../../components/modal';
import { LoadingState } from '../../components/query-states';
import { TextField } from '../../components/text-field';
import { describeFailure } from '../../lib/failure';
import { notifySuccess } from '../../lib/toast';
import { SECURITY_TEXTS } from './security-texts';
import { useAddPasskey, useEnableTotp } from './use-security-actions';
import { FormAlert, FormDialog } from './users-dialogs';
import { Button } from '../../components/admin/button';
import { ModalCloseButton } from '../../components/admin/modal-close-button';
import { buttonClass } from '../../components/button-class';

/** Which dialog of 'Hesap Güvenliği' is open (one at a time). */
export type SecurityDialog =
  | { kind: 'change-password' }
  | { kind: 'add-totp' }
  | { kind: 'remove-totp' }
  | { kind: 'add-passkey' }
  | { kind: 'remove-passkey'; passkey: Passkey }
  | { kind: 'new-codes' }
  | { kind: 'show-codes'; codes: string[] }
  | { kind: 'sign-out-everywhere' };

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adding a factor: the recovery codes of a first one go back; a set-up code may be asked. */
interface EnrolmentProps extends DialogProps {
  onCodes: (codes: string[]) => void;
  setupCodeRequired: boolean;
}

/** The texts of the two enrolment dialogs. */
const TOTP_DIALOG = {
  title: 'Doğrulama Uygulaması Ekle',
  description:
    'Google Authenticator, Microsoft Authenticator gibi bir doğrulama uygulamasıyla QR kodunu okutun ya da anahtarı elle girin; ardından uygulamanın gösterdiği kodu yazın.',
  submitLabel: 'Uygulamayı Etkinleştir',
  busyLabel: 'Doğrulanıyor...',
};
const PASSKEY_DIALOG = {
  title: 'Geçiş Anahtarı Ekle',
  description:
    'Geçiş anahtarı, şifre yerine bu cihazın kilidiyle (parmak izi, yüz tanıma, PIN) ya da bir güvenlik anahtarıyla giriş yapmanızı sağlar.',
  submitLabel: 'Geçiş Anahtarı Oluştur',
  busyLabel: 'Tarayıcıda onay bekleniyor...',
};

/**
 * A second factor was added: the dialog closes and, when the account got recovery codes (its
 * first factor), they show.
 */
function enrolled(
  dialog: DialogProps,
  onCodes: (codes: string[]) => void,
  codes: string[] | null | undefined,
) {
  dialog.onOpenChange(false);
  if (codes && codes.length > 0) onCodes(codes);
}

interface TotpCodeInput {
  code: string;
  setupCode: string;
}

/** The otpauth address as a QR code, drawn as one SVG path (uqr encodes; nothing is fetched). */
function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 2 });
    const path = data
      .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
      .join('');
    return { path, size };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-lg border border-concrete-200 bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** A base32 secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

let totpOpenings = 0;

/**
 * The one-time set-up code (issue 46), asked while the account's security says so: after a reset
 * of its second factors, or an account added while the owner requires one.
 */
const setupCodeSchema = (required: boolean) =>
  required ? z.string().trim().min(1, SECURITY_TEXTS.setupCodeRequired) : z.string().trim();

function SetupCodeField(props: Omit<ComponentProps<typeof TextField>, 'label'> & { id: string }) {
  const hint = `${props.id}-hint`;
  return (
    <div>
      <TextField
        label="Kurulum kodu"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={40}
        aria-describedby={props.error ? `${props.id}-error ${hint}` : hint}
        {...props}
      />
      <p id={hint} className="mt-1 text-caption text-concrete-600">
        {SECURITY_TEXTS.setupCodeHint}
      </p>
    </div>
  );
}

const totpCodeSchema = (setupCodeRequired: boolean) =>
  z.object({
    setupCode: setupCodeSchema(setupCodeRequired),
    code: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, SECURITY_TEXTS.totpCodeRequired)
          .regex(/^\d{6}$/, SECURITY_TEXTS.totpCodeFormat),
      ),
  });

/**
 * 'Doğrulama Uygulaması Ekle': a new secret as a QR code and as text, then a code of it to turn
 * the app on. Calls back with the recovery codes when this was the first second factor.
 */
export function TotpSetupDialog({ onCodes, setupCodeRequired, ...dialog }: EnrolmentProps) {
  // A new secret each time the dialog opens; nothing is stored until a code of it is confirmed.
  const [opening] = useState(() => (totpOpenings += 1));
  const begin = useQuery({
    queryKey: ['totp-setup', opening],
    queryFn: async () => (await beginTotpSetup()).data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const setup = begin.data ?? null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TotpCodeInput, unknown, z.output<ReturnType<typeof totpCodeSchema>>>({
    resolver: zodResolver(totpCodeSchema(setupCodeRequired)),
    defaultValues: { code: '', setupCode: '' },
  });
  const enable = useEnableTotp(setError);
  const secretId = useId();

  const submit = handleSubmit(async ({ code, setupCode }) => {
    if (!setup) return;
    const result = await enable.run({ ticket: setup.ticket, code, setupCode });
    if (result !== undefined) enrolled(dialog, onCodes, result);
  });

  return (
    <FormDialog
      {...dialog}
      {...TOTP_DIALOG}
      failure={enable.feedback?.title ?? null}
      busy={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {setup ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <QrCode text={setup.uri} label="Doğrulama uygulaması için QR kodu" />
          <div className="min-w-0 flex-1 space-y-2 text-small text-concrete-800">
            <p id={secretId} className="font-semibold">
              QR kodunu okutamıyorsanız bu anahtarı girin:
            </p>
            <p aria-labelledby={secretId} className="font-mono text-body break-all select-all">
              {grouped(setup.secret)}
            </p>
            <p>
              <a href={setup.uri} className="font-semibold text-brand-800 underline">
                Bu cihazdaki uygulamada aç
              </a>
            </p>
          </div>
        </div>
      ) : begin.isError ? (
        <div>
          <FormAlert
            message={
              describeFailure(begin.error, {
                fallback: SECURITY_TEXTS.totpSetupFailed,
                reason: 'detail',
              })?.title ?? null
            }
          />
          <Button variant="secondary" className="mt-3" onClick={() => void begin.refetch()}>
            Tekrar Dene
          </Button>
        </div>
      ) : (
        <LoadingState text="Yeni anahtar hazırlanıyor..." className="py-6" />
      )}
      <TextField
        id="totp-confirm-code"
        label="Uygulamadaki 6 haneli kod"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        disabled={!setup}
        error={errors.code?.message}
        {...register('code')}
      />
      {setupCodeRequired ? (
        <SetupCodeField
          id="totp-setup-code"
          error={errors.setupCode?.message}
          {...register('setupCode')}
        />
      ) : null}
    </FormDialog>
  );
}

const passkeyNameSchema = (setupCodeRequired: boolean) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, SECURITY_TEXTS.passkeyNameRequired)
      .max(60, SECURITY_TEXTS.passkeyNameLong),
    setupCode: setupCodeSchema(setupCodeRequired),
  });

/**
 * 'Geçiş Anahtarı Ekle': a name the administrator will recognise in the list, then the browser's
 * own dialog (fingerprint, face, PIN or a security key's touch).
 */
export function AddPasskeyDialog({ onCodes, setupCodeRequired, ...dialog }: EnrolmentProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<ReturnType<typeof passkeyNameSchema>>>({
    resolver: zodResolver(passkeyNameSchema(setupCodeRequired)),
    defaultValues: { name: '', setupCode: '' },
  });
  const add = useAddPasskey(setError);
  const submit = handleSubmit(async (values) => {
    const added = await add.run(values);
    if (added) enrolled(dialog, onCodes, added.recoveryCodes);
  });

  return (
    <FormDialog
      {...dialog}
      {...PASSKEY_DIALOG}
      failure={add.feedback?.title ?? null}
      busy={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <div>
        <TextField
          id="passkey-name"
          label="Ad"
          autoComplete="off"
          required
          maxLength={60}
          error={errors.name?.message}
          aria-describedby={
            errors.name ? 'passkey-name-error passkey-name-hint' : 'passkey-name-hint'
          }
          {...register('name')}
        />
        <p id="passkey-name-hint" className="mt-1 text-caption text-concrete-600">
          Listede tanımanız için, ör. &quot;İş bilgisayarı&quot; veya &quot;Güvenlik anahtarı&quot;.
        </p>
      </div>
      {setupCodeRequired ? (
        <SetupCodeField
          id="passkey-setup-code"
          error={errors.setupCode?.message}
          {...register('setupCode')}
        />
      ) : null}
    </FormDialog>
  );
}

/**
 * The ten recovery codes, shown once: copy, download, and 'Kaydettim' before the dialog closes
 * (Escape and the overlay do not close it until then).
 */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const download = useMemo(
    () => `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`,
    [text],
  );

  const copy = async () => {
    await navigator.clipboard?.writeText(text).then(
      () => notifySuccess(SECURITY_TEXTS.codesCopied),
      () => undefined,
    );
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && saved) onDone();
      }}
      title="Kurtarma Kodlarınız"
      description="Bu kodlar yalnızca şimdi gösterilir. Geçiş anahtarınıza veya doğrulama uygulamanıza erişemezseniz her biriyle bir kez giriş yapabilirsiniz. Güvenli bir yere kaydedin."
      size="md"
      variant="compact"
      role="alertdialog"
      footer={
        <ModalCloseButton variant="primary" disabled={!saved}>
          Tamam
        </ModalCloseButton>
      }
    >
      <ol
        aria-label="Kurtarma kodları"
        className="mt-4 grid grid-cols-1 gap-2 rounded-lg bg-concrete-50 p-4 font-mono text-body sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Kopyala
        </Button>
        <a
          className={buttonClass('secondary')}
          href={download}
          download="asil-kurtarma-kodlari.txt"
        >
          İndir (.txt)
        </a>
      </div>
      <label className="mt-4 flex items-start gap-2 text-small font-semibold text-concrete-900">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="mt-0.5 size-4 accent-brand-800"
        />
        Kodları güvenli bir yere kaydettim.
      </label>
    </Modal>
  );
}
