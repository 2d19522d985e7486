import type { MenuLink, MenusContent } from '../../src/api/generated/content/model/index.ts';
import { CATALOGUE_PATH } from './catalogue.ts';

/**
 * The header's and the footer's links (issue 49, ADR 0072): the site's own addresses a link may
 * name by key, the default menus (the links the site had before the owner edits them), and the
 * rules of a link that need no lookup. The lookups (a page's or a product's current address) are
 * core/domain/menus.ts.
 */

/** The content key the menus are kept under (a content-service singleton). */
export const MENUS_KEY = 'menuler';

/** The query parameter of a menus' preview link: the menus' pending changes, on any page. */
export const MENU_PREVIEW_PARAM = 'menu-onizleme';

/** The site's own addresses, by key, with the names the panel's target picker shows. */
export const SITE_TARGETS = {
  home: { path: '/', title: 'Anasayfa' },
  about: { path: '/about', title: 'Hakkımızda' },
  contact: { path: '/contact', title: 'İletişim' },
  catalogue: { path: CATALOGUE_PATH, title: 'Ürün kataloğu (/urunler)' },
  documents: { path: '/belgeler', title: 'Belge merkezi (/belgeler)' },
  asilnunx: { path: '/AsilNunX', title: 'AsilNunX Enjeksiyon Reçinesi' },
  'poliuretan-enjeksiyon': { path: '/PoliuretanEnjeksiyon', title: 'Poliüretan Enjeksiyon' },
  'halatli-tel-beton-kesme': {
    path: '/HalatliTelBetonKesme',
    title: 'Halatlı Tel ile Beton Kesme',
  },
  'kimyasal-ankraj': { path: '/KimyasalAnkraj', title: 'Kimyasal Ankraj ve Filiz Ekimi' },
  'aydinlatma-metni': { path: '/aydinlatma-metni', title: 'Aydınlatma Metni' },
} as const satisfies Record<string, { path: string; title: string }>;

type SiteTarget = keyof typeof SITE_TARGETS;

export const isSiteTarget = (value: string): value is SiteTarget =>
  Object.hasOwn(SITE_TARGETS, value);

const site = (label: string, target: SiteTarget): MenuLink => ({ label, kind: 'site', target });

/**
 * The menus until the owner saves some: exactly the links the header and the footer had in code
 * (docs/SPEC.md section 2), so nothing changes until the owner changes it.
 */
export const DEFAULT_MENUS: MenusContent = {
  header: [site('Anasayfa', 'home'), site('Hakkımızda', 'about'), site('İletişim', 'contact')],
  footer: [
    site('Anasayfa', 'home'),
    site('Hakkımızda', 'about'),
    site('AsilNunX Enjeksiyon Reçinesi', 'asilnunx'),
    site('Poliüretan Enjeksiyon', 'poliuretan-enjeksiyon'),
    site('Halatlı Tel ile Beton Kesme', 'halatli-tel-beton-kesme'),
    site('Kimyasal Ankraj ve Filiz Ekimi', 'kimyasal-ankraj'),
  ],
};

/** A label's longest length (the contract's maxLength). */
const MENU_LABEL_MAX = 60;

export const MENU_MESSAGES = {
  labelRequired: 'Bağlantı adı boş olamaz.',
  labelTooLong: `Bağlantı adı en fazla ${MENU_LABEL_MAX} karakter olabilir.`,
  targetMissing: 'Bu bağlantının hedefi silinmiş.',
  siteUnknown: 'Sitede böyle bir sayfa yok.',
  pageWithoutAddress: 'Bu sayfanın sitede bir adresi yok.',
  urlInvalid: 'Dış bağlantı https:// ile başlayan geçerli bir adres olmalıdır.',
} as const;

/** An outside address a link may name: an absolute https URL with a host; null otherwise. */
export function externalUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** The problem with a link's label, or null. */
export function labelProblem(label: string): string | null {
  const trimmed = label.trim();
  if (trimmed === '') return MENU_MESSAGES.labelRequired;
  return trimmed.length > MENU_LABEL_MAX ? MENU_MESSAGES.labelTooLong : null;
}

/** A link as stored: its label trimmed, without the read-only `href` and `missing` of a reply. */
export const storedLink = ({ label, kind, target }: MenuLink): MenuLink => ({
  label: label.trim(),
  kind,
  target: kind === 'url' ? (externalUrl(target) ?? target) : target.trim(),
});

/**
 * A content value with its menu links as stored: a read's `href` and `missing` are not content
 * (its version and a write sent back from it leave them out). Any other value as it is.
 */
export function withoutResolvedLinks<T extends object>(value: T): T {
  const lists = value as Partial<Record<'header' | 'footer', unknown>>;
  if (!Array.isArray(lists.header) || !Array.isArray(lists.footer)) return value;
  return {
    ...value,
    header: (lists.header as MenuLink[]).map(storedLink),
    footer: (lists.footer as MenuLink[]).map(storedLink),
  };
}
