import type {
  BreadcrumbList,
  ItemList,
  LocalBusiness,
  Product,
  Service,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, SITE_NAME } from './seo';

/**
 * schema.org data for search engines (JSON-LD), typed with schema-dts so that a type or property
 * schema.org does not have is a compile error. Built from the live content.
 */

/** What the company's data is read from: the contact page's content (content service). */
interface CompanyContact {
  phoneNumber?: string | null;
  emailAddress?: string | null;
  locationAddress?: string | null;
  instagramUsername?: string | null;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const LOGO_PATH = '/favicon.svg';

/** The Instagram profile of a user name as the contact page stores it ('@asilyapi' or a URL). */
function instagramUrl(username: string | null | undefined): string | null {
  if (!present(username)) return null;
  const value = username.trim();
  if (/^https?:\/\//i.test(value)) return value;
  return `https://www.instagram.com/${encodeURIComponent(value.replace(/^@/, ''))}/`;
}

const companyId = () => `${absoluteUrl('/')}#company`;

/** The company as a LocalBusiness: name, logo, address, telephone, e-mail and Instagram. */
export function companyJsonLd(
  contact: CompanyContact | null | undefined,
): WithContext<LocalBusiness> {
  const instagram = instagramUrl(contact?.instagramUsername);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': companyId(),
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(LOGO_PATH),
    ...(present(contact?.phoneNumber) ? { telephone: contact.phoneNumber.trim() } : {}),
    ...(present(contact?.emailAddress) ? { email: contact.emailAddress.trim() } : {}),
    ...(present(contact?.locationAddress)
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: contact.locationAddress.trim(),
            addressCountry: 'TR',
          },
        }
      : {}),
    ...(instagram ? { sameAs: [instagram] } : {}),
  };
}

interface Offering {
  name: string;
  description: string;
  path: string;
  image?: string | null | undefined;
}

/** A product page as a schema.org Product of the company's brand. */
export function productJsonLd({ name, description, path, image }: Offering): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    url: absoluteUrl(path),
    ...(present(image) ? { image: absoluteUrl(image) } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
  };
}

/** A service page as a schema.org Service the company provides in Turkey. */
export function serviceJsonLd({ name, description, path, image }: Offering): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(path),
    ...(present(image) ? { image: absoluteUrl(image) } : {}),
    provider: { '@type': 'LocalBusiness', '@id': companyId(), name: SITE_NAME },
    areaServed: { '@type': 'Country', name: 'Türkiye' },
  };
}

/** The trail from the home page to this page, each step an absolute address. */
export function breadcrumbJsonLd(
  steps: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

/**
 * A list of the products a catalogue page shows (issue 49), each by its name and its page's
 * address, numbered from `first` (the place of the page's first product in the whole catalogue).
 */
export function itemListJsonLd(
  items: readonly { name: string; path: string }[],
  first = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: first + index,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}
