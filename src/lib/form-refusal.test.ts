import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { formErrorsOf, showRefusal } from './form-refusal';
import { ReauthCancelledError } from './reauth';

const FALLBACK = 'İşlem tamamlanamadı. Lütfen tekrar deneyin.';

describe('refusals from the server', () => {
  it('go to their fields, a 409 to the conflict field, anything else above the form', () => {
    const invalid = new ApiError({
      status: 400,
      message: 'Mevcut şifreniz hatalı.',
      errors: { currentPassword: ['Mevcut şifreniz hatalı.'], other: ['Başka alan'] },
    });
    expect(formErrorsOf(invalid, ['currentPassword', 'newPassword'], FALLBACK)).toEqual({
      fields: { currentPassword: 'Mevcut şifreniz hatalı.' },
      message: null,
    });
    const taken = new ApiError({ status: 409, message: 'Bu kullanıcı adı zaten kullanılıyor.' });
    expect(formErrorsOf(taken, ['username'], FALLBACK, 'username')).toEqual({
      fields: { username: 'Bu kullanıcı adı zaten kullanılıyor.' },
      message: null,
    });
    expect(
      formErrorsOf(new ApiError({ status: 500, message: 'Sunucu hatası' }), [], FALLBACK),
    ).toEqual({ fields: {}, message: 'Sunucu hatası' });
    expect(formErrorsOf(new Error('x'), [], FALLBACK).message).toBe(FALLBACK);
  });

  it('are put on the form, the first field focused; a cancelled sign-in shows nothing', () => {
    const set: unknown[] = [];
    const setError = (...args: unknown[]) => void set.push(args);
    const invalid = new ApiError({
      status: 400,
      message: 'x',
      errors: { from: ['Adres hatalı.'] },
    });
    expect(showRefusal(invalid, ['from', 'to'], setError, FALLBACK)).toBeNull();
    expect(set).toEqual([
      ['from', { type: 'server', message: 'Adres hatalı.' }, { shouldFocus: true }],
    ]);
    expect(showRefusal(new ReauthCancelledError(), ['from'], setError, FALLBACK)).toBeNull();
    expect(showRefusal(new Error('ağ'), ['from'], setError, FALLBACK)).toBe(FALLBACK);
  });
});
