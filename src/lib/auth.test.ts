import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, watchSession } from './auth';
import { SESSION_CHECK_INTERVAL_MS, TOKEN_KEY } from './session';

describe('watchSession (docs/SPEC.md section 4: at load and every 60 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  it('ends the session within 60 seconds of its expiry', () => {
    auth.signIn('mock.token');
    const listener = vi.fn();
    const unsubscribe = auth.subscribe(listener);
    const stop = watchSession();
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);

    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(auth.getSnapshot()?.token).toBe('mock.token');
    expect(listener).not.toHaveBeenCalled();

    vi.advanceTimersByTime(60 * 1000);
    expect(auth.getSnapshot()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    unsubscribe();
  });

  it('follows a sign-out made in another tab', () => {
    auth.signIn('mock.token');
    const stop = watchSession();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(auth.getSnapshot()).toBeNull();
    stop();
  });
});
