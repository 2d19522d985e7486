import type { LoginResponse, SignInResponse } from '../../api/generated/backend/model';

/** docs/SPEC.md section 7: the token is read from data.data.token; a reply without one is a failed login. */
export function tokenFromLoginReply(
  reply: LoginResponse | SignInResponse | null | undefined,
): string | null {
  const token = reply?.data?.token;
  return typeof token === 'string' && token.trim() !== '' ? token : null;
}

export const LOGIN_FAILED_TITLE = 'Giriş Başarısız!';
