import { Link } from '@tanstack/react-router';
import type { MenuItem } from './site-menus';

/**
 * One link of the header or the footer: a site address through the router (marked as the current
 * page when `activeClass` is given), an outside one in a new tab that learns nothing of this site.
 */
export function MenuLinkItem({
  link,
  className,
  activeClass,
  onClick,
}: {
  link: MenuItem;
  className: string;
  activeClass?: string;
  onClick?: () => void;
}) {
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {link.label} <span className="sr-only">(yeni sekmede açılır)</span>
      </a>
    );
  }
  return (
    <Link
      to={link.href}
      className={className}
      activeProps={
        activeClass ? { className: activeClass, 'aria-current': 'page' as const } : undefined
      }
      activeOptions={{ exact: link.href === '/', includeSearch: false }}
      onClick={onClick}
    >
      {link.label}
    </Link>
  );
}
