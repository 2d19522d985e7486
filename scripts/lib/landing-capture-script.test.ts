import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLanding, LANDING_KEY } from '../../src/lib/landing-capture';
import { inlineLandingCapture, landingCaptureScript } from './landing-capture-script';

let script = '';
beforeAll(async () => {
  script = await landingCaptureScript();
}, 60_000);
beforeEach(() => sessionStorage.clear());

type PageAt = { pathname: string; search: string; host: string };

/** What a page load at `href` from `referrer` leaves in the tab, kept by `capture`. */
function keptBy(
  capture: (at: PageAt, referrer: string) => void,
  loads: [href: string, referrer: string][],
): unknown {
  sessionStorage.clear();
  for (const [href, referrer] of loads) {
    const { pathname, search, host } = new URL(href);
    capture({ pathname, search, host }, referrer);
  }
  return JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? 'null');
}

/** The inline script, run as the page's first script at that address (its only globals). */
function runScript(at: PageAt, referrer: string): void {
  const run = new Function('location', 'document', script) as (
    location: PageAt,
    document: { referrer: string },
  ) => void;
  run(at, { referrer });
}

describe("index.html's landing capture (issue 48, ADR 0063)", () => {
  it.each<[string, [string, string][]]>([
    [
      'a campaign landing from a search',
      [
        [
          'https://www.asil.example/product/x?utm_source=google&utm_medium=cpc&utm_campaign=kis',
          'https://www.google.com/search?q=sizinti',
        ],
      ],
    ],
    [
      'the first page of the tab, whatever came after',
      [
        ['https://www.asil.example/about', 'https://l.instagram.com/?u=x'],
        ['https://www.asil.example/contact?utm_source=baska', 'https://www.asil.example/about'],
      ],
    ],
    [
      'a landing from this site itself',
      [['https://www.asil.example/', 'https://www.asil.example/x']],
    ],
    [
      'tags and a path out of bounds',
      [[`https://www.asil.example/${'a'.repeat(400)}?utm_source=%20a%00b%20&utm_medium=%20`, '']],
    ],
  ])('keeps what captureLanding keeps: %s', (_case, loads) => {
    const byModule = keptBy(captureLanding, loads);
    expect(byModule).not.toBeNull();
    expect(keptBy(runScript, loads)).toEqual(byModule);
  });

  it('is a classic script that can sit inline, first in the head after the character set', async () => {
    const plugin = inlineLandingCapture();
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, context: { path: string }) => Promise<string>;
    };
    const html = await transform.handler(
      '<html><head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n' +
        '<script type="module" src="/assets/app.js"></script></head></html>',
      { path: '/index.html' },
    );
    expect(html).toBe(
      '<html><head>\n    <meta charset="UTF-8" />\n' +
        `    <script>${script}</script>\n    <title>x</title>\n` +
        '<script type="module" src="/assets/app.js"></script></head></html>',
    );
    expect(script).not.toMatch(/\bimport\b|\bexport\b|<\/script/i);
    // It is in every page's HTML: it keeps the raw landing, and the app bounds it when it sends.
    expect(script.length).toBeLessThan(400);
  });
});
