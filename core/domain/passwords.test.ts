import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { MESSAGES } from './messages';
import { HttpError } from './replies';
import {
  PASSWORD_MIN_LENGTH,
  generatePassword,
  passwordProblems,
  requireAcceptablePassword,
} from './passwords';

describe('password policy', () => {
  it('asks for at least 12 characters, with its Turkish message', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(MESSAGES.passwordTooShort).toBe('Şifre en az 12 karakter olmalıdır.');
    expect(passwordProblems('')).toEqual([MESSAGES.passwordTooShort]);
    expect(passwordProblems('admin123')).toEqual([MESSAGES.passwordTooShort]);
    expect(passwordProblems('kısa-şifre1')).toEqual([MESSAGES.passwordTooShort]);
    expect(passwordProblems('Uzun-Sifre-26')).toEqual([]);
  });

  it('counts characters as a person does: ş and an emoji are one each', () => {
    expect(passwordProblems('şşşşşşşşşşş')).toEqual([MESSAGES.passwordTooShort]); // 11
    expect(passwordProblems('çiçekböceği🐝')).toEqual([]); // 12 code points, 13 UTF-16 units
    expect(passwordProblems('🐝🐝🐝🐝🐝🐝')).toEqual([MESSAGES.passwordTooShort]); // 6, though 12 units
  });

  it('refuses common passwords whatever their case, with their own message', () => {
    expect(MESSAGES.passwordTooCommon).toBe(
      'Bu şifre çok yaygın; tahmin edilmesi kolay. Başka bir şifre seçin.',
    );
    for (const common of [
      'qwerty123456',
      'QWERTY123456',
      '1q2w3e4r5t6y',
      'administrator',
      'asilyapi2026',
    ]) {
      expect(passwordProblems(common), common).toEqual([MESSAGES.passwordTooCommon]);
    }
  });

  it('ships a list of only long, lower-case entries (shorter ones fail the length rule anyway)', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const entry of COMMON_PASSWORDS) {
      expect([...entry].length, entry).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(entry, entry).toBe(entry.toLowerCase());
    }
  });

  it('answers 400 naming the field', () => {
    expect(() => requireAcceptablePassword('Uzun-Sifre-2026')).not.toThrow();
    try {
      requireAcceptablePassword('kisa', 'newPassword');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).errors).toEqual({ newPassword: [MESSAGES.passwordTooShort] });
    }
  });

  it('generates one-time passwords that meet the policy and differ', () => {
    const made = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
      expect(passwordProblems(password)).toEqual([]);
      made.add(password);
    }
    expect(made.size).toBe(200);
  });
});
