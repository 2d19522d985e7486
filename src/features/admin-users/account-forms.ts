import { z } from 'zod';
import {
  registerBodyPasswordMax,
  registerBodyUsernameMax,
  registerBodyUsernameMin,
} from '../../api/generated/backend-zod/backend.zod';
import { passwordProblems } from '../../../core/domain/passwords';
import { ROLES, type Role } from '../../../core/domain/roles';

/** The texts of the Kullanıcılar screen that are the panel's own (the server's are in core). */
export const ACCOUNT_TEXTS = {
  usernameRequired: 'Kullanıcı adı zorunludur.',
  usernameLength: `Kullanıcı adı ${registerBodyUsernameMin}-${registerBodyUsernameMax} karakter olmalıdır.`,
  usernameCharacters:
    'Kullanıcı adında yalnızca harf, rakam, nokta (.), alt çizgi (_) ve tire (-) kullanılabilir.',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  passwordTooLong: `Şifre en fazla ${registerBodyPasswordMax} karakter olabilir.`,
  currentRequired: 'Mevcut şifrenizi girin.',
  repeatMismatch: 'Yeni şifreler birbiriyle aynı değil.',
  passwordHint: 'En az 12 karakter; yaygın ve kolay tahmin edilen şifreler kabul edilmez.',
  added: (username: string) => `${username} yönetici olarak eklendi.`,
  roleRequired: 'Bir rol seçin.',
  removed: (username: string) => `${username} silindi; açık oturumları kapatıldı.`,
  loadFailed: 'Yöneticiler yüklenemedi.',
  actionFailed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  setupCodeShown: (username: string) =>
    `${username} hesabı oluşturuldu. Site sahibi iki adımlı doğrulamayı zorunlu tuttuğu için hesabın sahibi ilk doğrulama yöntemini eklerken bu kurulum kodunu da girecek. Kod yalnızca şimdi gösterilir; şifreden ayrı bir yoldan iletin.`,
} as const;

/** A password field's rules: the policy's messages (core/domain/passwords.ts), as the server words them. */
const policyPassword = z
  .string()
  .max(registerBodyPasswordMax, ACCOUNT_TEXTS.passwordTooLong)
  .superRefine((value, context) => {
    for (const message of passwordProblems(value)) context.addIssue({ code: 'custom', message });
  });

export const addAdminSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, ACCOUNT_TEXTS.usernameRequired)
    .min(registerBodyUsernameMin, ACCOUNT_TEXTS.usernameLength)
    .max(registerBodyUsernameMax, ACCOUNT_TEXTS.usernameLength)
    .regex(/^[A-Za-z0-9._-]+$/, ACCOUNT_TEXTS.usernameCharacters),
  email: z.union([z.literal(''), z.email(ACCOUNT_TEXTS.emailInvalid)]),
  password: policyPassword,
  role: z.enum(ROLES as [Role, ...Role[]], ACCOUNT_TEXTS.roleRequired),
});
export type AddAdminValues = z.infer<typeof addAdminSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_TEXTS.currentRequired),
    newPassword: policyPassword,
    repeatPassword: z.string(),
  })
  .refine((values) => values.repeatPassword === values.newPassword, {
    message: ACCOUNT_TEXTS.repeatMismatch,
    path: ['repeatPassword'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** The register body: an empty e-mail is none. */
export const registerBody = (values: AddAdminValues) => ({
  username: values.username,
  password: values.password,
  email: values.email === '' ? null : values.email,
  role: values.role,
});
