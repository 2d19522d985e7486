import type { ApiError } from './api-error';

/**
 * A dialog the client waited for was given up (signing in again, proving who you are, the
 * account's security step): the call ends with it, and there is nothing more to say.
 */
export class PromptCancelledError extends Error {}

/** A refusal the administrator can resolve in place: what it is, and how to wait until they did. */
interface Resolution {
  kind: string;
  wait: () => Promise<void>;
}

/**
 * What the service clients need from the signed-in session. The client does not know the session
 * or its dialogs: src/lib/client-session.ts connects them at start-up (src/main.tsx, the tests'
 * setup). Until then, and on the server, no token is sent and every refusal stays a failure.
 */
interface ClientSession {
  /** The session's bearer token, or null. */
  token: () => string | null;
  /**
   * How a refusal of a call that needs the session is resolved in place; null: it stays a
   * failure. `askToSignIn` false: a 401 is the answer itself.
   */
  resolve: (error: ApiError, askToSignIn: boolean) => Resolution | null;
}

const signedOut: ClientSession = { token: () => null, resolve: () => null };
let session = signedOut;

export const clientSession = (): ClientSession => session;

export function connectClientSession(next: ClientSession): void {
  session = next;
}
