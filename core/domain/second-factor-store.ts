/**
 * What the store keeps of an account's second factors (core/domain/second-factor.ts): the
 * authenticator app's secret, the passkeys, the recovery codes' hashes and a pending set-up code.
 */

export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never used to sign in. */
  lastUsedAt: string | null;
}

/** An account's sign-in methods beyond the password. */
export interface SecondFactors {
  mustChangePassword: boolean;
  /** The authenticator app's secret (base32); null: none. */
  totpSecret: string | null;
  passkeys: StoredPasskey[];
  /** How many recovery codes are unused. */
  recoveryCodesLeft: number;
  /**
   * The SHA-256 of the account's pending set-up code (core/domain/one-time-codes.ts); null: none.
   * While one is pending, enrolling a factor needs the code as well as a signed-in session.
   */
  setupCodeHash: string | null;
}

export interface SecondFactorStore {
  secondFactorsOf(userId: string): Promise<SecondFactors>;
  /** Sets (or with null removes) the authenticator app; `step` is the time step just used. */
  setTotp(userId: string, secret: string | null, step?: number): Promise<void>;
  /**
   * Records a used time step of the app, atomically: false when that step or a later one was used
   * already (a code works once).
   */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  addPasskey(userId: string, passkey: StoredPasskey): Promise<void>;
  passkeyUsed(userId: string, id: string, counter: number): Promise<void>;
  /** False when the account has no such passkey. */
  removePasskey(userId: string, id: string): Promise<boolean>;
  /** Replaces every recovery code (SHA-256 hashes; none: removes them). */
  setRecoveryCodes(userId: string, hashes: string[]): Promise<void>;
  /** Marks one unused code used, atomically: false when none matches. */
  useRecoveryCode(userId: string, hash: string): Promise<boolean>;
  /** Removes the app, the passkeys and the recovery codes (the owner's command). */
  clearSecondFactors(userId: string): Promise<void>;
  /** Sets (or with null removes) the pending set-up code's hash; false: no such account. */
  setSetupCode(userId: string, hash: string | null): Promise<boolean>;
  /** Removes the pending set-up code when it is this one, atomically: false when it is not. */
  useSetupCode(userId: string, hash: string): Promise<boolean>;
}

export const hasSecondFactor = (factors: Pick<SecondFactors, 'totpSecret' | 'passkeys'>) =>
  factors.totpSecret !== null || factors.passkeys.length > 0;
