import { refuse } from './fresh-proof.ts';
import { MESSAGES } from './messages.ts';
import { hasSecondFactor, type SecondFactors } from './second-factor-store.ts';

/**
 * What an account must do before anything else (issue 23 section 1): change a generated
 * password, or set up a second factor when the owner requires one (REQUIRE_SECOND_FACTOR).
 */

/** What an account must do first: change a generated password, or set up a required second factor. */
export interface AccountDuties {
  mustChangePassword: boolean;
  secondFactorSetupRequired: boolean;
}

/** Signed-in operations allowed while a generated password is unchanged. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  'getAccountSecurity',
  'changePassword',
  'logout',
  'signOutEverywhere',
  'beginIdentityProof',
  'proveIdentity',
]);

/** Signed-in operations allowed before a required second factor is set up. */
const ALLOWED_BEFORE_SET_UP = new Set([
  ...ALLOWED_BEFORE_PASSWORD_CHANGE,
  'beginTotpSetup',
  'enableTotp',
  'beginPasskeyRegistration',
  'addPasskey',
]);

/** Throws 403 when the account must do something else before this operation. */
export function requireDutiesDone(operationId: string, duties: AccountDuties): void {
  if (duties.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(operationId)) {
    throw refuse(MESSAGES.passwordChangeRequired, 'password-change');
  }
  if (duties.secondFactorSetupRequired && !ALLOWED_BEFORE_SET_UP.has(operationId)) {
    throw refuse(MESSAGES.secondFactorSetupRequired, 'second-factor-setup');
  }
}

/** What an account with these factors must do first, when the owner does (or not) require one. */
export const dutiesOf = (factors: SecondFactors, required: boolean): AccountDuties => ({
  mustChangePassword: factors.mustChangePassword,
  secondFactorSetupRequired: required && !hasSecondFactor(factors),
});
