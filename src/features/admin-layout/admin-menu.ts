import type { IconName } from '../../components/icon';
import { ROLE_RIGHTS, type Right, type Role } from '../../../core/domain/roles';

/** A screen of the menu: its address, its name, its icon and the right it needs. */
interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
  right: Right;
}

/**
 * The admin side menu (docs/SPEC.md section 2; docs/DESIGN.md section 3 adds Mesajlar and the
 * editors; issue 48 puts the dashboard first). Each screen needs a right of core/domain/roles.ts (issue 46): a role sees only the
 * screens it may use.
 */
export const mainMenu = [
  { to: '/admin', label: 'Gösterge Paneli', icon: 'chart', right: 'read' },
  { to: '/admin/Home', label: 'Anasayfa', icon: 'home', right: 'content' },
  { to: '/admin/aboutus', label: 'Hakkımızda', icon: 'info', right: 'content' },
  { to: '/admin/products', label: 'Ürünler', icon: 'box', right: 'content' },
  { to: '/admin/katalog', label: 'Ürün Kataloğu', icon: 'menu', right: 'content' },
  { to: '/admin/documents', label: 'Dosyalar', icon: 'document', right: 'content' },
  { to: '/admin/messages', label: 'Mesajlar', icon: 'mail', right: 'enquiries' },
] as const satisfies readonly MenuEntry[];

export const contentMenu = [
  { to: '/admin/contact', label: 'İletişim Sayfası', icon: 'phone', right: 'content' },
  { to: '/admin/Poliuretan', label: 'Poliüretan Enjeksiyon', icon: 'drop', right: 'content' },
  { to: '/admin/kimyasalankraj', label: 'Kimyasal Ankraj', icon: 'anchor', right: 'content' },
  { to: '/admin/telbeton', label: 'Halatlı Tel Beton Kesme', icon: 'saw', right: 'content' },
  { to: '/admin/asilnunx', label: 'AsilNunX', icon: 'flask', right: 'content' },
  { to: '/admin/aydinlatma-metni', label: 'Aydınlatma Metni', icon: 'document', right: 'content' },
  { to: '/admin/menuler', label: 'Menüler', icon: 'menu', right: 'content' },
] as const satisfies readonly MenuEntry[];

/**
 * Issue 14: the administrators, the trash and the audit log; issue 21: the redirects; issue 23: the
 * signed-in administrator's own sign-in methods.
 */
export const systemMenu = [
  { to: '/admin/users', label: 'Kullanıcılar', icon: 'users', right: 'accounts' },
  { to: '/admin/security', label: 'Hesap Güvenliği', icon: 'shield', right: 'own' },
  { to: '/admin/trash', label: 'Çöp Kutusu', icon: 'trash', right: 'trash' },
  { to: '/admin/audit', label: 'İşlem Kaydı', icon: 'history', right: 'audit' },
  { to: '/admin/redirects', label: 'Yönlendirmeler', icon: 'redirect', right: 'content' },
] as const satisfies readonly MenuEntry[];

export type MenuItem =
  (typeof mainMenu)[number] | (typeof contentMenu)[number] | (typeof systemMenu)[number];

/** The screens `role` may open, in the menu's order. */
export const menuFor = (role: Role, items: readonly MenuItem[]) =>
  items.filter((item) => ROLE_RIGHTS[role].has(item.right));

/**
 * Whether `role` may open the screen at `pathname`: one the menu names needs its right; any other
 * panel address (the index, one that does not exist) is left to its route.
 */
export function mayOpen(role: Role, pathname: string): boolean {
  const item = [...mainMenu, ...contentMenu, ...systemMenu].find(
    (candidate) => pathname.toLowerCase() === candidate.to.toLowerCase(),
  );
  return !item || ROLE_RIGHTS[role].has(item.right);
}

/** Where a role starts: the first screen of the menu it may open (its security page at least). */
export const firstScreenOf = (role: Role): MenuItem['to'] =>
  menuFor(role, [...mainMenu, ...contentMenu, ...systemMenu])[0]?.to ?? '/admin/security';

/** The 'Mesajlar' badge's accessible name: '3 yeni mesaj' (the enquiries whose status is 'Yeni'). */
export const newEnquiriesLabel = (count: number) => `${count} yeni mesaj`;
