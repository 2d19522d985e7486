/** Title, description and Open Graph tags of a route (TanStack Router `head`). */
export const SITE_NAME = 'Asil Yapı Kimyasalları';
export const SITE_DESCRIPTION =
  'Asil Yapı Kimyasalları: poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi.';
export const SITE_URL = (
  import.meta.env.VITE_SITE_URL ?? 'https://www.asilyapikimyasallari.com.tr'
).replace(/\/+$/, '');
const DEFAULT_IMAGE = '/images/og-default.jpg';

export interface SeoInput {
  title: string;
  description: string;
  path: string;
  image?: string | null | undefined;
  noindex?: boolean;
  type?: 'website' | 'article' | 'product';
}

export function pageTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

export function seo({ title, description, path, image, noindex, type = 'website' }: SeoInput) {
  const fullTitle = pageTitle(title);
  const url = `${SITE_URL}${path}`;
  const imageUrl = image && /^https?:/.test(image) ? image : `${SITE_URL}${image ?? DEFAULT_IMAGE}`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: 'tr_TR' },
      { property: 'og:type', content: type === 'product' ? 'product' : type },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
