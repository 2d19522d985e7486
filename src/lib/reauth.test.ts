import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { ReauthCancelledError, reauth, withReauth } from './reauth';

const unauthorized = () => new ApiError({ status: 401, message: 'Oturum geçersiz.' });

describe('withReauth', () => {
  it('retries the save once after signing in again', async () => {
    const save = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValueOnce('kaydedildi');
    const result = withReauth(save);
    await vi.waitFor(() => expect(reauth.isOpen()).toBe(true));
    reauth.complete();
    await expect(result).resolves.toBe('kaydedildi');
    expect(save).toHaveBeenCalledTimes(2);
    expect(reauth.isOpen()).toBe(false);
  });

  it('asks once for several saves waiting at the same time', async () => {
    const first = withReauth(
      vi.fn<() => Promise<number>>().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(1),
    );
    const second = withReauth(
      vi.fn<() => Promise<number>>().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(2),
    );
    await vi.waitFor(() => expect(reauth.isOpen()).toBe(true));
    reauth.complete();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('gives up when the sign-in is cancelled', async () => {
    const result = withReauth(() => Promise.reject(unauthorized()));
    await vi.waitFor(() => expect(reauth.isOpen()).toBe(true));
    reauth.cancel();
    await expect(result).rejects.toBeInstanceOf(ReauthCancelledError);
  });

  it('passes other errors through without asking', async () => {
    const failure = new ApiError({ status: 500, message: 'Sunucu hatası' });
    await expect(withReauth(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(reauth.isOpen()).toBe(false);
  });
});
