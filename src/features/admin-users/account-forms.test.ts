import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, addAdminSchema, changePasswordSchema, registerBody } from './account-forms';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    // The first message of each field, as the form shows it.
    (result.error?.issues ?? [])
      .map((issue) => [issue.path.join('.'), issue.message] as const)
      .reverse(),
  );

describe('the add-administrator form', () => {
  it('applies the password policy with its Turkish messages', () => {
    const base = { username: 'editor.ayse', email: '', role: 'editor' };
    expect(messagesOf(addAdminSchema.safeParse({ ...base, password: 'admin123' }))).toEqual({
      password: 'Şifre en az 12 karakter olmalıdır.',
    });
    expect(messagesOf(addAdminSchema.safeParse({ ...base, password: 'Password1234' }))).toEqual({
      password: 'Bu şifre çok yaygın; tahmin edilmesi kolay. Başka bir şifre seçin.',
    });
    expect(addAdminSchema.safeParse({ ...base, password: 'Editor-Sifresi-2026' }).success).toBe(
      true,
    );
  });

  it('checks the user name and the optional e-mail as the contract does', () => {
    const password = 'Editor-Sifresi-2026';
    const role = 'editor' as const;
    expect(
      messagesOf(addAdminSchema.safeParse({ username: '', email: '', password, role })),
    ).toEqual({
      username: ACCOUNT_TEXTS.usernameRequired,
    });
    expect(
      messagesOf(addAdminSchema.safeParse({ username: 'ayşe yılmaz', email: 'x', password, role })),
    ).toEqual({ username: ACCOUNT_TEXTS.usernameCharacters, email: ACCOUNT_TEXTS.emailInvalid });
    // A role is chosen (issue 46): none, or one the contract does not know, is refused.
    expect(
      messagesOf(addAdminSchema.safeParse({ username: 'ayse', email: '', password, role: 'x' })),
    ).toEqual({ role: ACCOUNT_TEXTS.roleRequired });
    expect(registerBody({ username: 'ayse', email: '', password, role })).toEqual({
      username: 'ayse',
      email: null,
      password,
      role,
    });
  });
});

describe('the change-password form', () => {
  it('needs the current password and the new one twice, alike', () => {
    expect(
      messagesOf(
        changePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: 'Yeni-Sifre-2026',
          repeatPassword: 'Yeni-Sifre-2025',
        }),
      ),
    ).toEqual({
      currentPassword: ACCOUNT_TEXTS.currentRequired,
      repeatPassword: ACCOUNT_TEXTS.repeatMismatch,
    });
  });
});
