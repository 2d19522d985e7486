import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { BrandLogo } from './brand-logo';
import { SiteSearchBox } from './site-search-box';
import { Icon } from '../icon';
import { MenuLinkItem } from './menu-link';
import type { MenuItem } from './site-menus';

const linkClass =
  'rounded-md px-3 py-2 font-semibold text-concrete-800 transition-colors hover:bg-brand-50 hover:text-brand-900';
const activeClass = 'text-brand-900 bg-brand-50 shadow-[inset_0_-2px_0_var(--color-accent-500)]';

/**
 * The public navigation bar (hidden on /login and /admin, which live outside the public layout),
 * with the owner's header links ('Üst menü').
 */
export function SiteHeader({ links }: { links: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="sticky top-0 z-40 border-b border-concrete-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="Asil Yapı Kimyasalları, anasayfa" onClick={() => setOpen(false)}>
          <BrandLogo />
        </Link>
        {/* site-nav, menu-toggle: without JavaScript the menu shows on phones too (styles.css). */}
        <nav aria-label="Ana menü" className="site-nav hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <MenuLinkItem link={link} className={linkClass} activeClass={activeClass} />
              </li>
            ))}
          </ul>
        </nav>
        {/* site-search: without JavaScript it shows on phones too, on a line of its own. */}
        <SiteSearchBox className="site-search hidden w-64 md:block lg:w-72" />
        <button
          type="button"
          className="menu-toggle inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={24} />
        </button>
      </div>
      {open ? (
        <nav
          id={menuId}
          aria-label="Mobil menü"
          className="border-t border-concrete-200 bg-white md:hidden"
        >
          <SiteSearchBox
            className="mx-auto max-w-7xl px-4 pt-3"
            onNavigate={() => setOpen(false)}
          />
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <MenuLinkItem
                  link={link}
                  className={`block ${linkClass} py-3`}
                  activeClass={activeClass}
                  onClick={() => setOpen(false)}
                />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
