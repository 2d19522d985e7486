import { HttpError } from '../../core/domain/replies.ts';

/**
 * Failed sign-ins per client address: after `maxFailures` within `windowMs` the address gets 429
 * until the oldest of them leaves the window. Successful sign-ins are not counted (tests and
 * administrators sign in often); only wrong user names or passwords are.
 */
export class LoginGuard {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;

  constructor(maxFailures: number, windowMs: number) {
    this.maxFailures = maxFailures;
    this.windowMs = windowMs;
  }

  private recent(ip: string, now: number): number[] {
    const list = (this.failures.get(ip) ?? []).filter((time) => time > now - this.windowMs);
    if (list.length === 0) this.failures.delete(ip);
    else this.failures.set(ip, list);
    return list;
  }

  /** Throws 429 (with Retry-After) while this address is locked out. */
  check(ip: string, now = Date.now()): void {
    const list = this.recent(ip, now);
    if (list.length < this.maxFailures) return;
    const retryAfter = Math.max(1, Math.ceil(((list[0] ?? now) + this.windowMs - now) / 1000));
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    throw new HttpError(
      429,
      `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }

  recordFailure(ip: string, now = Date.now()): void {
    const list = this.recent(ip, now);
    list.push(now);
    this.failures.set(ip, list.slice(-this.maxFailures));
    // Bounded memory under a spray from many addresses: forget the quiet ones.
    if (this.failures.size > 10_000) {
      for (const key of this.failures.keys()) this.recent(key, now);
    }
  }
}
