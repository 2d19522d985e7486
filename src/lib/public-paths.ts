/**
 * Where the public pages are (docs/SPEC.md section 2). Apart from the pages' reads and screens:
 * a route's head and its pending view stay in the entry chunk (issue 24), so what they import
 * must be this light.
 */
export const HOME_PATH = '/';
export const ABOUT_PATH = '/about';
export const CONTACT_PATH = '/contact';
