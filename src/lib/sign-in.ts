// The plain request functions, not the hooks' modules: the sign-in screen has no query cache.
import { verifySecondFactor } from '../api/generated/backend-functions/endpoints/auth/auth';
import { getAccountSecurity } from '../api/generated/backend-functions/endpoints/user/user';
import type {
  LoginResponse,
  SecondFactorChallenge,
  SignInResponse,
} from '../api/generated/backend/model';
import { accountGate, gateReasonOf } from './account-gate';
import { auth } from './auth';
import { LOGIN_FAILED_TEXT, SaveStepError } from './failure';

/**
 * A sign-in's two steps, for the login screen and the panel's sign-in again (issue 23 section 1):
 * the password's reply carries a token, or a ticket for the second factor.
 */
type SignInStep = { token: string } | { challenge: SecondFactorChallenge };

/** docs/SPEC.md section 7: a reply with neither a token nor a second step is a failed login. */
export function readSignIn(reply: SignInResponse | LoginResponse): SignInStep {
  const token = reply.data?.token;
  if (typeof token === 'string' && token.trim() !== '') return { token };
  const challenge = (reply as SignInResponse).data?.secondFactor;
  if (challenge?.ticket) return { challenge };
  throw new SaveStepError(LOGIN_FAILED_TEXT);
}

/** The second step: the ticket and a code or a passkey's answer; starts the session. */
export async function finishSignIn(
  ticket: string,
  answer: { code: string } | { passkey: Record<string, unknown> },
): Promise<void> {
  const step = readSignIn(await verifySecondFactor({ ticket, ...answer }));
  if ('token' in step) auth.signIn(step.token);
  else throw new SaveStepError(LOGIN_FAILED_TEXT);
}

/**
 * Where a fresh session goes: 'Hesap Güvenliği' when the password must be changed or a second
 * factor set up first, else the panel's dashboard (issue 48). Unknown (the check failed): the dashboard, where the
 * server's refusals still lead there.
 */
export async function landingAfterSignIn(): Promise<'/admin/security' | '/admin'> {
  try {
    const reason = gateReasonOf((await getAccountSecurity()).data);
    accountGate.set(reason);
    return reason ? '/admin/security' : '/admin';
  } catch {
    return '/admin';
  }
}
