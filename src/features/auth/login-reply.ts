/** docs/SPEC.md section 8: the title of a failed sign-in (the reply's reading is src/lib/sign-in.ts). */
export const LOGIN_FAILED_TITLE = 'Giriş Başarısız!';
