/** The admin side menu (docs/SPEC.md section 2; docs/DESIGN.md section 3 adds Mesajlar and the editors). */
export const mainMenu = [
  { to: '/admin/Home', label: 'Anasayfa', icon: 'home' },
  { to: '/admin/aboutus', label: 'Hakkımızda', icon: 'info' },
  { to: '/admin/products', label: 'Ürünler', icon: 'box' },
  { to: '/admin/documents', label: 'Dosyalar', icon: 'file' },
  { to: '/admin/messages', label: 'Mesajlar', icon: 'mail' },
] as const;

export const contentMenu = [
  { to: '/admin/contact', label: 'İletişim Sayfası', icon: 'phone' },
  { to: '/admin/Poliuretan', label: 'Poliüretan Enjeksiyon', icon: 'drop' },
  { to: '/admin/kimyasalankraj', label: 'Kimyasal Ankraj', icon: 'anchor' },
  { to: '/admin/telbeton', label: 'Halatlı Tel Beton Kesme', icon: 'saw' },
  { to: '/admin/asilnunx', label: 'AsilNunX', icon: 'flask' },
  { to: '/admin/aydinlatma-metni', label: 'Aydınlatma Metni', icon: 'file' },
] as const;

/**
 * Issue 14: the administrators, the trash and the audit log; issue 21: the redirects; issue 23: the
 * signed-in administrator's own sign-in methods.
 */
export const systemMenu = [
  { to: '/admin/users', label: 'Kullanıcılar', icon: 'users' },
  { to: '/admin/security', label: 'Hesap Güvenliği', icon: 'shield' },
  { to: '/admin/trash', label: 'Çöp Kutusu', icon: 'trash' },
  { to: '/admin/audit', label: 'İşlem Kaydı', icon: 'history' },
  { to: '/admin/redirects', label: 'Yönlendirmeler', icon: 'redirect' },
] as const;

export type MenuItem =
  (typeof mainMenu)[number] | (typeof contentMenu)[number] | (typeof systemMenu)[number];
export type MenuIcon = MenuItem['icon'];
