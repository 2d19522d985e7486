import { DEFAULT_PRIVACY_NOTICE } from '../../../core/domain/privacy';
import type { Scenario } from './scenario.ts';
import { DEFAULT_MENUS } from '../../../core/lib/menus';
import { UNKNOWN_ID, pages, products, datasheetBody } from './scenario.ts';

/** An inactive document's visibility, the KVKK privacy notice and retention, and the menus. */
export const visibilityAndPrivacy: Scenario[] = [
  // An inactive ('Pasif') document (issue 23 section 2): no anonymous read carries it or its files.
  {
    status: 200,
    name: 'datasheet made inactive',
    method: 'PUT',
    url: '/api/Document',
    body: { ...datasheetBody, isActive: false },
    auth: true,
  },
  {
    status: 200,
    name: 'product by slug, without the inactive datasheet',
    method: 'GET',
    url: '/api/Product/slug/poliuretan-enjeksiyon',
  },
  {
    status: 200,
    name: 'products list, without the inactive datasheet',
    method: 'GET',
    url: '/api/Product?PageSize=100',
  },
  // The document centre (issue 49): the inactive datasheet nowhere, the filters as they are.
  {
    status: 200,
    name: 'document centre, without the inactive datasheet',
    method: 'GET',
    url: '/api/Document/public',
  },
  {
    status: 200,
    name: 'document centre, one product and one category',
    method: 'GET',
    url: '/api/Document/public?Product=poliuretan-enjeksiyon&Category=Güvenlik Bilgi Formu',
  },
  {
    status: 200,
    name: 'document centre, an unknown product',
    method: 'GET',
    url: '/api/Document/public?Product=boyle-bir-urun-yok',
  },
  {
    status: 400,
    name: 'document centre, a category too long',
    method: 'GET',
    url: `/api/Document/public?Category=${'a'.repeat(101)}`,
  },
  {
    status: 200,
    name: 'product as the panel reads it (Drafts), with the inactive datasheet',
    method: 'GET',
    url: `/api/Product/${products.poliuretan}?Drafts=true`,
    auth: true,
  },
  {
    status: 200,
    name: 'datasheet active again',
    method: 'PUT',
    url: '/api/Document',
    body: datasheetBody,
    auth: true,
  },
  // KVKK: the privacy notice and the enquiries' retention period (ADR 0038).
  {
    status: 200,
    name: 'privacy notice, its default',
    method: 'GET',
    url: '/content/api/aydinlatma-metni',
    etag: true,
  },
  {
    status: 200,
    name: 'privacy notice saved with a 12-month retention',
    method: 'PUT',
    url: '/content/api/aydinlatma-metni',
    body: { ...DEFAULT_PRIVACY_NOTICE, title: 'KVKK Aydınlatma Metni', enquiryRetentionMonths: 12 },
    auth: true,
    ifMatch: { from: 'privacy notice, its default' },
    etag: true,
  },
  {
    status: 400,
    name: '400 privacy notice with a 0-month retention',
    method: 'PUT',
    url: '/content/api/aydinlatma-metni',
    body: { ...DEFAULT_PRIVACY_NOTICE, enquiryRetentionMonths: 0 },
    auth: true,
  },
  {
    status: 401,
    name: '401 privacy notice saved without a token',
    method: 'PUT',
    url: '/content/api/aydinlatma-metni',
    body: DEFAULT_PRIVACY_NOTICE,
  },
  {
    status: 200,
    name: 'privacy notice as the panel reads it (Drafts)',
    method: 'GET',
    url: '/content/api/aydinlatma-metni?Drafts=true',
    auth: true,
  },
  // Menus (issue 49, ADR 0072): the default links, links to a page and a product resolved to their
  // addresses, the refusals in Turkish, a draft visitors do not see.
  {
    status: 200,
    name: 'menus, their default',
    method: 'GET',
    url: '/content/api/menuler',
    etag: true,
  },
  {
    status: 200,
    name: 'menus saved with a product, a page and an outside link',
    method: 'PUT',
    url: '/content/api/menuler',
    body: {
      header: [
        ...DEFAULT_MENUS.header,
        { label: 'Poliüretan', kind: 'product', target: products.poliuretan },
        { label: 'Şirketimiz', kind: 'page', target: pages.about },
        { label: 'Tedarikçi', kind: 'url', target: 'https://example.com/katalog' },
      ],
      footer: DEFAULT_MENUS.footer,
    },
    auth: true,
    ifMatch: { from: 'menus, their default' },
    etag: true,
  },
  {
    status: 400,
    name: '400 menus with a blank label, an http address and a missing product',
    method: 'PUT',
    url: '/content/api/menuler',
    body: {
      header: [
        { label: ' ', kind: 'site', target: 'home' },
        { label: 'Dış', kind: 'url', target: 'http://example.com' },
        { label: 'Yok', kind: 'product', target: UNKNOWN_ID },
      ],
      footer: [],
    },
    auth: true,
  },
  {
    status: 200,
    name: 'menus saved as a draft',
    method: 'PUT',
    url: '/content/api/menuler',
    body: {
      header: [{ label: 'Belgeler', kind: 'site', target: 'documents' }],
      footer: [],
      status: 'draft',
    },
    auth: true,
  },
  {
    status: 200,
    name: 'menus as visitors read them (not the draft)',
    method: 'GET',
    url: '/content/api/menuler',
  },
  {
    status: 200,
    name: 'menus as the panel reads them (Drafts)',
    method: 'GET',
    url: '/content/api/menuler?Drafts=true',
    auth: true,
  },
  {
    status: 200,
    name: "menus' draft dropped",
    method: 'DELETE',
    url: '/content/api/draft/menuler',
    auth: true,
  },
];
