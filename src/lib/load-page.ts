/**
 * Loads a page in full, as a plain link does: the way from the panel to the public site and back,
 * which are two apps of two HTML pages (docs/decisions/0073). One place, so that the component
 * tests can see where a screen sends the browser (jsdom loads no page).
 */
export function loadPage(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
