import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import {
  addPasskey,
  beginPasskeyRegistration,
  enableTotp,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
} from '../../api/generated/backend/endpoints/user/user';
import type { Passkey } from '../../api/generated/backend/model';
import { createPasskey } from '../../lib/passkeys';
import { useSave } from '../../lib/save';
import { type FailureWording } from '../../lib/failure';
import { securityQueryKey } from './queries';
import { SECURITY_TEXTS } from './security-texts';

/**
 * The reply's message (the server's: a 409 'last second factor', a wrong code) or the client's
 * words for the status, else the general one. A 403 `fresh-proof` never gets here: the client
 * asks for the proof and sends the call again.
 */
const WORDING: FailureWording = { fallback: SECURITY_TEXTS.actionFailed, reason: 'error' };

/** The security reply is read again after every change (and with it, what must happen first). */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityQueryKey() });
}

/** The screen's confirmations: removing the app or a passkey, new recovery codes. */
export function useSecurityActions() {
  const onSettled = useRefreshSecurity();
  const removeApp = useSave({
    save: () => removeTotp(),
    failure: WORDING,
    success: SECURITY_TEXTS.totpRemoved,
    onSettled,
  });
  const removeKey = useSave({
    save: (passkey: Passkey) => removePasskey(passkey.id),
    failure: WORDING,
    success: (_reply, passkey) => SECURITY_TEXTS.passkeyRemoved(passkey.name),
    onSettled,
  });
  const newCodes = useSave({
    save: async () => (await regenerateRecoveryCodes()).data.recoveryCodes ?? [],
    failure: WORDING,
    success: SECURITY_TEXTS.codesMade,
    onSettled,
  });
  return { removeApp, removeKey, newCodes };
}

/** Step two: a code of the new secret turns the app on; the first factor brings recovery codes. */
export function useEnableTotp(setError: UseFormSetError<{ code: string; setupCode: string }>) {
  return useSave({
    save: async ({ setupCode, ...input }: { ticket: string; code: string; setupCode: string }) =>
      (await enableTotp({ ...input, ...(setupCode ? { setupCode } : {}) })).data.recoveryCodes,
    failure: WORDING,
    success: SECURITY_TEXTS.totpAdded,
    onSettled: useRefreshSecurity(),
    form: { setError, fields: ['code', 'setupCode'] },
  });
}

/**
 * 'Geçiş anahtarı ekle': the server's options, the browser's new passkey (a touch, a fingerprint,
 * a PIN), and the server's check; the first factor brings recovery codes.
 */
export function useAddPasskey(setError: UseFormSetError<{ name: string; setupCode: string }>) {
  return useSave({
    save: async ({ name, setupCode }: { name: string; setupCode: string }) => {
      const { ticket, options } = (await beginPasskeyRegistration()).data;
      const response = await createPasskey(options);
      return (await addPasskey({ ticket, name, response, ...(setupCode ? { setupCode } : {}) }))
        .data;
    },
    failure: WORDING,
    success: (added) => SECURITY_TEXTS.passkeyAdded(added.passkey.name),
    onSettled: useRefreshSecurity(),
    form: { setError, fields: ['name', 'setupCode'] },
  });
}
