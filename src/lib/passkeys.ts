import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { SaveStepError } from './failure';

/**
 * Passkeys (WebAuthn) through @simplewebauthn/browser: the browser answers the server's options;
 * the server checks the answer. The only place the panel talks to `navigator.credentials`.
 */
const PASSKEY_TEXTS = {
  unsupported: 'Bu tarayıcı geçiş anahtarlarını desteklemiyor.',
  cancelled: 'Geçiş anahtarı kullanılmadı. İşlem iptal edildi veya süresi doldu.',
  failed: 'Geçiş anahtarı kullanılamadı. Lütfen tekrar deneyin.',
  exists: 'Bu cihazdaki geçiş anahtarı hesabınıza zaten eklenmiş.',
} as const;

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The browser's words for a refused ceremony, in the panel's. */
function passkeyFailure(error: unknown): SaveStepError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new SaveStepError(PASSKEY_TEXTS.cancelled);
  if (name === 'InvalidStateError') return new SaveStepError(PASSKEY_TEXTS.exists);
  return new SaveStepError(PASSKEY_TEXTS.failed);
}

/** Signs the server's challenge with a passkey of this device or a security key. */
export async function answerPasskeyChallenge(options: unknown): Promise<Record<string, unknown>> {
  if (!passkeysSupported()) throw new SaveStepError(PASSKEY_TEXTS.unsupported);
  try {
    const answer = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
    return { ...answer };
  } catch (error) {
    throw passkeyFailure(error);
  }
}

/** Makes a new passkey for the server's registration options. */
export async function createPasskey(options: unknown): Promise<Record<string, unknown>> {
  if (!passkeysSupported()) throw new SaveStepError(PASSKEY_TEXTS.unsupported);
  try {
    const answer = await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
    return { ...answer };
  } catch (error) {
    throw passkeyFailure(error);
  }
}
