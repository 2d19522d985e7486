import { beforeEach, describe, expect, it } from 'vitest';
import {
  SESSION_DURATION_MS,
  TOKEN_EXPIRATION_KEY,
  TOKEN_KEY,
  endSession,
  readSession,
  startSession,
  userNameOf,
} from './session';

const now = Date.parse('2026-11-21T10:00:00.000Z');

describe('session (docs/SPEC.md section 4)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps token and tokenExpiration, one hour after sign-in', () => {
    startSession(localStorage, 'jwt-token', now);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-token');
    expect(localStorage.getItem(TOKEN_EXPIRATION_KEY)).toBe('2026-11-21T11:00:00.000Z');
    expect(SESSION_DURATION_MS).toBe(3_600_000);
  });

  it('is valid until the expiry', () => {
    startSession(localStorage, 'jwt-token', now);
    expect(readSession(localStorage, now + SESSION_DURATION_MS - 1)).toEqual({
      token: 'jwt-token',
      expiresAt: now + SESSION_DURATION_MS,
    });
  });

  it('is cleared once expired, and the user becomes unauthenticated', () => {
    startSession(localStorage, 'jwt-token', now);
    expect(readSession(localStorage, now + SESSION_DURATION_MS)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRATION_KEY)).toBeNull();
  });

  it('clears a token without expiry and an unreadable expiry', () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-token');
    expect(readSession(localStorage, now)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    localStorage.setItem(TOKEN_KEY, 'jwt-token');
    localStorage.setItem(TOKEN_EXPIRATION_KEY, 'yarın');
    expect(readSession(localStorage, now)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRATION_KEY)).toBeNull();
  });

  it('ends on logout', () => {
    startSession(localStorage, 'jwt-token', now);
    endSession(localStorage);
    expect(readSession(localStorage, now)).toBeNull();
  });
});

describe('userNameOf', () => {
  const part = (claims: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');

  it("reads the user name of the server's JWT and of the mocks' token", () => {
    expect(userNameOf(`eyJhbGciOiJIUzI1NiJ9.${part({ name: 'ayşe', sub: '1' })}.sig`)).toBe('ayşe');
    expect(userNameOf(`mock.${part({ name: 'admin' })}.abc`)).toBe('admin');
  });

  it('gives null for a token without a readable name', () => {
    expect(userNameOf(null)).toBeNull();
    expect(userNameOf('jwt-token')).toBeNull();
    expect(userNameOf('a.!!!.c')).toBeNull();
    expect(userNameOf(`a.${part({ sub: '1' })}.c`)).toBeNull();
  });
});
