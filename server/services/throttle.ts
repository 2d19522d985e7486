import { isIPv6 } from 'node:net';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { HttpError } from '../../core/domain/replies.ts';
import { withoutNul } from '../../core/domain/records.ts';
import type { AttemptKey, Store } from '../store/types.ts';

type AttemptStore = Pick<
  Store,
  'takeAttempt' | 'giveBackAttempt' | 'rememberAddress' | 'isKnownAddress'
>;

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
  succeeded(username: string): Promise<void>;
}

/** Why a sign-in was refused before the password was checked (for the security log). */
export class LockedOut extends HttpError {
  readonly scope: 'account' | 'address';

  constructor(retryAfterMs: number, scope: 'account' | 'address') {
    const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(429, lockedOutMessage(Math.max(1, Math.ceil(retryAfter / 60))), undefined, {
      'retry-after': String(retryAfter),
    });
    this.scope = scope;
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
  private readonly store: AttemptStore;
  private readonly limits: LoginLimits;

  constructor(store: AttemptStore, limits: LoginLimits) {
    this.store = store;
    this.limits = limits;
  }

  /** Takes a password check for `username` from `address`; throws LockedOut (429) when none is left. */
  async begin(rawUsername: string, address: string): Promise<LoginAttempt> {
    const username = withoutNul(rawUsername);
    const known = await this.store.isKnownAddress(username, address, KNOWN_ADDRESS_MS);
    const attempt = await this.take(
      'login',
      known ? `${keyPart(username)}:from:${keyPart(address)}` : keyPart(username),
      address,
    );
    return {
      succeeded: async (name) => {
        await this.store.giveBackAttempt(attempt);
        await this.store.rememberAddress(name, address);
      },
    };
  }

  /**
   * Takes a check of a proof (a second factor's code or passkey, the current password) for the
   * account, by the same limits as the password at sign-in: per account and per address; one
   * that succeeds gives its attempt back (issue 23 section 1).
   */
  async beginProof(userId: string, address: string): Promise<{ succeeded(): Promise<void> }> {
    const attempt = await this.take('proof', keyPart(userId), address);
    return { succeeded: () => this.store.giveBackAttempt(attempt) };
  }

  /**
   * One attempt against `<kind>:account:<account>` and `<kind>:address:<address's group>`, taken
   * at once; its id, or LockedOut (429) naming the count that is full.
   */
  private async take(kind: string, account: string, address: string): Promise<string> {
    const { maxFailures: max, windowMs } = this.limits;
    const byAccount: AttemptKey = { key: `${kind}:account:${account}`, max, windowMs };
    const from: AttemptKey = {
      key: `${kind}:address:${keyPart(addressGroup(address))}`,
      max,
      windowMs,
    };
    const taken = await this.store.takeAttempt([byAccount, from]);
    if (!taken.taken) {
      throw new LockedOut(taken.retryAfterMs, taken.full === from.key ? 'address' : 'account');
    }
    return taken.attempt;
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
