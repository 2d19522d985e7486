import type { AccountMailAction } from '../../core/domain/audit.ts';
import { formatDateTime } from '../../core/lib/turkey-time.ts';

/** What changed, as the e-mail's subject says it and its body repeats it. */
const CHANGES: Record<AccountMailAction, string> = {
  'second-factor-add': 'Hesabınıza yeni bir ikinci doğrulama yöntemi eklendi',
  'second-factor-remove': 'Hesabınızdan bir ikinci doğrulama yöntemi kaldırıldı',
  'recovery-codes-create': 'Hesabınız için yeni kurtarma kodları oluşturuldu',
  'second-factor-reset': 'Hesabınızın ikinci doğrulama yöntemleri sıfırlandı',
  'password-change': 'Hesabınızın şifresi değiştirildi',
  'password-reset': 'Hesabınızın şifresi sıfırlandı',
};

interface AccountChange {
  username: string;
  action: AccountMailAction;
  /** The address the change came from; null from the server's command line. */
  address: string | null;
  at: Date;
  siteUrl: string;
}

/**
 * The e-mail that tells an account's owner of a change to its sign-in (issue 46), in Turkish like
 * the panel: what, when (the panel's format), from where, and what to do if it was not them.
 */
export function accountMailOf({ username, action, address, at, siteUrl }: AccountChange) {
  const change = CHANGES[action];
  return {
    subject: `Hesap güvenliği: ${change}`,
    text: [
      `Merhaba ${username},`,
      '',
      `Yönetim panelindeki hesabınızda bir değişiklik yapıldı: ${change}.`,
      '',
      `Tarih: ${formatDateTime(at)}`,
      `Adres: ${address ?? 'sunucunun komut satırı (npm run admin)'}`,
      '',
      'Bu değişikliği siz yaptıysanız başka bir şey yapmanız gerekmez.',
      'Siz yapmadıysanız hemen giriş yapıp şifrenizi değiştirin, Hesap Güvenliği sayfasında ' +
        "'Tüm oturumları kapat' deyin ve başka bir yöneticiye haber verin:",
      `${siteUrl}/admin/security`,
    ].join('\n'),
  };
}
