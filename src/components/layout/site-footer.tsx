import { BrandLogo } from './brand-logo';
import { MenuLinkItem } from './menu-link';
import type { MenuItem } from './site-menus';

/** docs/SPEC.md section 2 and docs/DESIGN.md section 3: the range stays exactly '2007 - 2024'. */
const COPYRIGHT_RANGE = '2007 - 2024';

/** The footer, with the owner's footer links ('Alt menü'). */
export function SiteFooter({ links }: { links: readonly MenuItem[] }) {
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr]">
        <div>
          <BrandLogo inverted />
          <p className="mt-4 max-w-sm text-small text-brand-200">
            Su yalıtımı, yapısal güçlendirme ve beton kesme işlerinde 2007'den bu yana yerinde
            keşif, doğru malzeme ve garantili uygulama.
          </p>
        </div>
        <nav aria-label="Alt menü">
          <h2 className="text-caption font-semibold tracking-[0.18em] text-accent-300 uppercase">
            Hizmetlerimiz ve Sayfalar
          </h2>
          <ul className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2">
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <MenuLinkItem
                  link={link}
                  className="inline-block py-1 text-brand-100 hover:text-white hover:underline"
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-small text-brand-200 sm:px-6">
          © {COPYRIGHT_RANGE} Asil Yapı Kimyasalları. Tüm hakları saklıdır.
        </p>
      </div>
    </footer>
  );
}
