import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLanding } from './landing-capture';
import { enquirySource, landingFacts, notePage } from './visit-source';

/** A page load at `href` of this site, reached from `referrer`. */
function load(href: string, referrer = '') {
  const url = new URL(href, location.origin);
  captureLanding(url, referrer);
  notePage(url.pathname);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the facts an enquiry is sent with (issue 48)', () => {
  it('name the page a visitor came from by the menu, or the one a link named', () => {
    load('/product/poliuretan-enjeksiyon', 'https://www.google.com/');
    notePage('/contact');
    expect(enquirySource('/contact')).toEqual({
      page: '/product/poliuretan-enjeksiyon',
      landingPage: '/product/poliuretan-enjeksiyon',
      referrerHost: 'www.google.com',
    });
    expect(enquirySource('/contact', '/KimyasalAnkraj').page).toBe('/KimyasalAnkraj');
    // A source that is no page of this site is not taken.
    expect(enquirySource('/contact', '//baska.example/x').page).toBe(
      '/product/poliuretan-enjeksiyon',
    );
  });

  it('break nothing when the browser keeps no sessionStorage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => load('/about?utm_source=x', 'https://www.google.com/')).not.toThrow();
    expect(landingFacts()).toEqual({});
    expect(enquirySource('/contact')).toEqual({ page: '/contact' });
  });
});
