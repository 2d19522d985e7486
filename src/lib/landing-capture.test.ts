import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLanding, LANDING_KEY } from './landing-capture';
import { landingFacts, readTab } from './visit-source';

/** A page load at `href` of this site (the test page's origin), reached from `referrer`. */
function load(href: string, referrer = '') {
  const url = new URL(href, location.origin);
  captureLanding(url, referrer);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the landing facts of a tab (issue 48)', () => {
  it('are those of the first page, kept across later pages and reloads', () => {
    load(
      '/PoliuretanEnjeksiyon?utm_source=google&utm_medium=cpc&utm_campaign=kis-2026',
      'https://www.google.com/search?q=sizinti',
    );
    load('/about', `${location.origin}/PoliuretanEnjeksiyon`);
    load('/contact?utm_source=baska', 'https://www.bing.com/');
    expect(landingFacts()).toEqual({
      landingPage: '/PoliuretanEnjeksiyon',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'kis-2026',
    });
  });

  it("keep another site's host only: never this site, never the referrer's path or query", () => {
    load('/about', `${location.origin}/`);
    expect(landingFacts()).toEqual({ landingPage: '/about' });
    sessionStorage.clear();
    load('/about', 'android-app://com.google.android.gm/');
    expect(landingFacts()).toEqual({ landingPage: '/about' });
    sessionStorage.clear();
    load('/about', 'https://l.instagram.com/?u=https%3A%2F%2Fx&e=secret');
    expect(landingFacts()).toEqual({ landingPage: '/about', referrerHost: 'l.instagram.com' });
    expect(JSON.stringify(sessionStorage)).not.toContain('secret');
  });

  it('bound the UTM tags: trimmed, control characters out, at most 200 characters', () => {
    const long = 'k'.repeat(250);
    load(
      `/?utm_source=${encodeURIComponent(' face\u0000book ')}&utm_medium=%20%20&utm_campaign=${long}`,
    );
    const facts = landingFacts();
    expect(facts.utmSource).toBe('face book');
    expect(facts).not.toHaveProperty('utmMedium');
    expect(facts.utmCampaign).toBe('k'.repeat(200));
  });

  it('leave out a landing page longer than the contract takes', () => {
    load(`/${'a'.repeat(400)}?utm_source=x`);
    expect(landingFacts()).toEqual({ utmSource: 'x' });
  });

  it("read the page's own address and referrer by default, as the inline script does", () => {
    window.history.replaceState(null, '', '/product/x?utm_source=bulten&utm_medium=e-posta');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://mail.example.org/inbox/42');
    captureLanding();
    expect(landingFacts()).toEqual({
      landingPage: '/product/x',
      referrerHost: 'mail.example.org',
      utmSource: 'bulten',
      utmMedium: 'e-posta',
    });
    expect(JSON.stringify(sessionStorage)).not.toContain('inbox');
  });

  it('are kept in the tab, never in a cookie', () => {
    load('/about?utm_source=x', 'https://www.google.com/');
    expect(readTab(LANDING_KEY)).toEqual({
      page: '/about',
      query: '?utm_source=x',
      from: 'https://www.google.com',
    });
    expect(document.cookie).toBe('');
  });
});
