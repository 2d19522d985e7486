import { HttpResponse, http } from 'msw';
import type { AccountSecurity, Passkey } from '../../src/api/generated/backend/model';
import { issueToken } from '../../mocks/auth';
import { db, server } from '../../mocks/node';

/**
 * A stand-in for the second-factor operations of the contract (issue 23 section 1) over a small
 * state the test sets, for the panel's component tests: what the screens send, and what they do
 * with each reply. The stateful mocks keep their own rules; these tests pin the panel's side.
 */
export const TEN_CODES = Array.from({ length: 10 }, (_, index) => `kod${index}-abcd-efgh`);

export function securityOf(overrides: Partial<AccountSecurity> = {}): AccountSecurity {
  return {
    mustChangePassword: false,
    role: 'admin',
    secondFactorRequired: false,
    secondFactorSetupRequired: false,
    setupCodeRequired: false,
    totp: false,
    passkeys: [],
    recoveryCodesLeft: 0,
    proofValidUntil: null,
    ...overrides,
  };
}

export const passkeyNamed = (name: string, id = 'cred-1'): Passkey => ({
  id,
  name,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
});

/** A token of the seed's administrator, as the mocks issue it. */
export function adminToken(): string {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('The seed has no admin user.');
  return issueToken(admin).token;
}

export const signedIn = () =>
  HttpResponse.json({
    success: true,
    message: 'Giriş başarılı.',
    data: { token: adminToken(), expiration: new Date(Date.now() + 3_600_000).toISOString() },
  });

export const ok = <T>(data: T, status = 200) =>
  HttpResponse.json({ success: true, message: null, data }, { status });

export const refused = (status: number, message: string, reason?: string) =>
  HttpResponse.json(
    { success: false, message, data: null, ...(reason ? { reason } : {}) },
    { status },
  );

/** getAccountSecurity answering the state `current()` gives at the time of the call. */
export function serveSecurity(current: () => AccountSecurity) {
  server.use(http.get('*/api/User/me/security', () => ok(current())));
}
