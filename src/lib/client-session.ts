import { connectClientSession } from '../api/client-session';
import { accountGate, isGateReason } from './account-gate';
import { freshProof } from './fresh-proof';
import { reauth } from './reauth';
import { currentToken } from './session';

/**
 * Gives the service clients (src/api/create-client.ts) the session's token and its dialogs. How a
 * refusal is resolved in place, when the panel's dialog is there to ask: a 401 by signing in
 * again, a 403 `fresh-proof` by proving who you are, a 403 `password-change` /
 * `second-factor-setup` by doing that on 'Hesap Güvenliği'. Anything else stays a failure.
 */
export function connectSessionToClients(): void {
  connectClientSession({
    token: () => currentToken(),
    resolve(error, askToSignIn) {
      if (error.status === 401)
        return askToSignIn && reauth.canAsk() ? { kind: 'sign-in', wait: reauth.request } : null;
      if (error.status !== 403) return null;
      const reason = (error.body as { reason?: unknown } | null | undefined)?.reason;
      if (reason === 'fresh-proof' && freshProof.canAsk())
        return { kind: reason, wait: freshProof.request };
      if (isGateReason(reason) && accountGate.canAsk())
        return { kind: reason, wait: () => accountGate.wait(reason) };
      return null;
    },
  });
}
