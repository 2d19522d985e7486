import { isIPv6 } from 'node:net';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { HttpError } from '../../core/domain/replies.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { withoutNul } from '../../core/domain/records.ts';
import {
  isFactorLockout,
  type ProofAttempt,
  type ProofKind,
} from '../../core/domain/proof-attempts.ts';
import type { AttemptKey, AttemptStore, Store } from '../store/types.ts';

/** The counts the sign-in lockout takes from and gives back to. */
type GuardCounts = Omit<AttemptStore, 'clearLockouts' | 'sharedSecret'>;

/** An address an administrator signed in from stays "known" this long after the last sign-in. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/**
 * The client an address limit counts (issue 23, ADR 0037): an IPv4 address as it is; an IPv6 one
 * by its /64, the block one host or one home is given (its own address changes within it at will);
 * an IPv4-mapped one as its IPv4 address.
 */
export function addressGroup(address: string): string {
  const lower = address.trim().toLowerCase().split('%', 1)[0] ?? '';
  if (!isIPv6(lower)) return lower;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = lower.split('::');
  const hextets = (part: string) => (part ? part.split(':') : []);
  const before = hextets(head);
  const after = tail === undefined ? [] : hextets(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => '0');
  const prefix = [...before, ...zeros, ...after].slice(0, 4);
  return `${prefix.map((hextet) => Number.parseInt(hextet, 16).toString(16)).join(':')}::/64`;
}

/** A part of an attempt key: encoded, so that no name can spell another key's `:` (ADR 0037). */
const keyPart = (value: string) => encodeURIComponent(value);

const lockedOutMessage = (minutes: number) =>
  `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

interface LoginLimits {
  /** Password checks per account (and per address) within the window. */
  maxFailures: number;
  windowMs: number;
}

/** A password check that was allowed; one that succeeds does not count against anything. */
interface LoginAttempt {
  /** The password was right: the attempt is given back. */
  passwordRight(): Promise<void>;
  /** It was wrong: true when this failure filled a count (a lockout, audited). */
  failed(): Promise<boolean>;
}

/** Which count refused: a sign-in's password, or a proof of `ProofKind` (for the security log). */
type LockedCount = 'login' | ProofKind;

/** Why a sign-in or a proof was refused before it was checked (for the security log). */
export class LockedOut extends HttpError {
  readonly scope: 'account' | 'address';
  readonly count: LockedCount;
  /** Shut until the owner's command (a second factor's limit), not for a while. */
  readonly forGood: boolean;

  constructor(
    retryAfterMs: number,
    scope: 'account' | 'address',
    { count = 'login', forGood = false }: { count?: LockedCount; forGood?: boolean } = {},
  ) {
    const retryAfter = forGood ? 24 * 60 * 60 : Math.max(1, Math.ceil(retryAfterMs / 1000));
    const message = forGood
      ? MESSAGES.secondFactorLocked
      : lockedOutMessage(Math.max(1, Math.ceil(retryAfter / 60)));
    super(429, message, undefined, { 'retry-after': String(retryAfter) });
    this.scope = scope;
    this.count = count;
    this.forGood = forGood;
  }
}

/**
 * The sign-in lockout (docs/decisions/0023-login-lockout.md), kept in the database so that every
 * replica counts the same attempts. Before a password is checked, one attempt is taken, at once
 * and atomically, against:
 * - the account: at most `maxFailures` within the window from addresses it has not signed in
 *   from; an address it signed in from within 30 days has a count of its own, so that guessing
 *   from elsewhere cannot lock the owner out;
 * - the client address, over every account name (spraying many names from one place).
 * When either is full the request gets 429 without a password check. A sign-in that succeeds
 * gives its attempt back and makes the address known.
 */
export class LoginGuard {
  private readonly store: GuardCounts;
  private readonly limits: LoginLimits;

  constructor(store: GuardCounts, limits: LoginLimits) {
    this.store = store;
    this.limits = limits;
  }

  /** Takes a password check for `username` from `address`; throws LockedOut (429) when none is left. */
  async begin(rawUsername: string, address: string): Promise<LoginAttempt> {
    const username = withoutNul(rawUsername);
    const known = await this.store.isKnownAddress(username, address, KNOWN_ADDRESS_MS);
    const taken = await this.take(
      'login',
      known ? `${keyPart(username)}:from:${keyPart(address)}` : keyPart(username),
      address,
    );
    return {
      passwordRight: () => this.store.giveBackAttempt(taken.attempt),
      failed: async () => taken.remaining === 0,
    };
  }

  /**
   * A whole sign-in (the password, and the second factor when the account has one) from `address`:
   * the address becomes known, with a count of its own (never after the password alone, issue 46).
   */
  async signedIn(username: string, address: string): Promise<void> {
    await this.store.rememberAddress(username, address);
  }

  /**
   * Takes a check of a proof for the account (issue 46, finding 3), each kind against a count of
   * its own, apart for each address the account signed in from (as the password's at sign-in):
   * - `password` (the current password while signed in): the sign-in's limits, per account and
   *   per address;
   * - `sign-in` and `proof` (a second factor's answer at sign-in, or while signed in): waits that
   *   grow after five wrong answers in a row, shut at the limit until the owner's command; a right
   *   answer starts the count again (core/domain/second-factor.ts).
   */
  async beginProof(
    account: { id: string; username: string },
    address: string,
    kind: ProofKind,
  ): Promise<ProofAttempt> {
    const known = await this.store.isKnownAddress(account.username, address, KNOWN_ADDRESS_MS);
    const id = known ? `${keyPart(account.id)}:from:${keyPart(address)}` : keyPart(account.id);
    if (kind === 'password') {
      const taken = await this.take('proof', id, address, 'password');
      return {
        succeeded: () => this.store.giveBackAttempt(taken.attempt),
        failed: async () => taken.remaining === 0,
      };
    }
    const key = `factor:${kind}:${id}`;
    const taken = await this.store.takeFactorAttempt(key);
    if (!taken.taken) {
      throw new LockedOut(taken.retryAfterMs, 'account', { count: kind, forGood: taken.locked });
    }
    return {
      succeeded: () => this.store.clearFactorFailures(key),
      failed: async () => isFactorLockout(taken.failures),
    };
  }

  /**
   * One attempt against `<kind>:account:<account>` and `<kind>:address:<address's group>`, taken
   * at once; its id, or LockedOut (429) naming the count that is full.
   */
  private async take(
    kind: string,
    account: string,
    address: string,
    count: LockedCount = 'login',
  ): Promise<{ attempt: string; remaining: number }> {
    const { maxFailures: max, windowMs } = this.limits;
    const byAccount: AttemptKey = { key: `${kind}:account:${account}`, max, windowMs };
    const from: AttemptKey = {
      key: `${kind}:address:${keyPart(addressGroup(address))}`,
      max,
      windowMs,
    };
    const taken = await this.store.takeAttempt([byAccount, from]);
    if (!taken.taken) {
      const scope = taken.full === from.key ? 'address' : 'account';
      throw new LockedOut(taken.retryAfterMs, scope, { count });
    }
    return { attempt: taken.attempt, remaining: taken.remaining };
  }
}

/**
 * @fastify/rate-limit's store over the same counts: the public enquiry limit holds across
 * replicas. Only attempts that were let through count, so a client that keeps trying gets in
 * again as soon as its oldest enquiry leaves the window.
 */
export function rateLimitStore(
  store: Pick<Store, 'takeAttempt'>,
  prefix: string,
): new () => FastifyRateLimitStore {
  return class AttemptRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      store.takeAttempt([{ key: `${prefix}:${withoutNul(key)}`, max, windowMs: timeWindow }]).then(
        (result) =>
          callback(
            null,
            result.taken
              ? { current: max - result.remaining, ttl: timeWindow }
              : { current: max + 1, ttl: result.retryAfterMs },
          ),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
