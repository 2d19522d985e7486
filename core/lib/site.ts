/** The site's public address when neither SITE_URL (server) nor VITE_SITE_URL (build) sets one. */
export const DEFAULT_SITE_URL = 'https://www.asilyapikimyasallari.com.tr';
