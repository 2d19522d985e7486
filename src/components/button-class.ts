const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border border-concrete-300 bg-white text-concrete-900 hover:bg-concrete-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** The public site's call to action ('Bize Ulaşın', 'Gönder'). */
  accent: 'bg-accent-500 text-brand-950 hover:bg-accent-400',
};

/** The panel's buttons are `md` (and `sm`, `xs` in tables); the public site's are `lg` and `xl`. */
const sizes = {
  xs: 'px-3 py-1.5 text-small',
  sm: 'px-3 py-2 text-small',
  md: 'px-4 py-2.5',
  lg: 'px-5 py-2.5',
  xl: 'px-5 py-3',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * The one button style of the site and the panel. For what is styled as a button but is not one
 * (a Link, an <a>) and for the public site's buttons; the panel's <button> is `Button`
 * (src/components/admin/button.tsx). Outside src/components/admin so the public pages can use it
 * without the panel's code.
 */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  className = '',
) {
  const shape = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold';
  return [shape, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}
