/**
 * The panel's addresses: /admin, everything under it, and /login (docs/decisions/0073). Each is
 * admin.html's app, rendered in the browser; every other page is the public site's (index.html,
 * rendered by the server). The server, the dev and preview servers and the panel's router use it.
 */
export const PANEL_PATH = /^\/(?:login|admin)(?:[/?#]|$)/i;
