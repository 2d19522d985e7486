import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-policy.ts';
import { SlugTemplate } from './slug-template.ts';

const PLACEHOLDER = 'yok-0-urun-0-bulunamadi';

/** A page with the placeholder in its text, a link, data and scripts (some twice, some not). */
const html = [
  '<!doctype html><html lang="tr"><head><title>Ürün Bulunamadı</title>',
  `<link rel="canonical" href="https://site/product/${PLACEHOLDER}">`,
  '<script type="module">let d;import("/assets/app.js")</script>',
  '<script type="module" src="/assets/other.js"></script>',
  `<script type="application/ld+json">{"url":"/product/${PLACEHOLDER}"}</script>`,
  '</head><body><div id="root"><h1>Ürün Bulunamadı</h1>',
  `<p>${PLACEHOLDER} adresinde ürün yok (${PLACEHOLDER}).</p></div>`,
  `<script>window.$_TSR={"matches":["/product/${PLACEHOLDER}","${PLACEHOLDER}"]}</script>`,
  `<script>window.$_TSR={"matches":["/product/${PLACEHOLDER}","${PLACEHOLDER}"]}</script>`,
  '<script>console.log("same")</script><script>console.log("same")</script>',
  `<script>"${PLACEHOLDER}"</script><script>"yeni-slug"</script>`,
  '</body></html>',
].join('');

describe('a page template with a slug in place of the placeholder', () => {
  it('gives the bytes and the script hashes that replacing the text gives', () => {
    const template = SlugTemplate.of({ status: 404, html }, PLACEHOLDER);
    expect(template).not.toBeNull();
    for (const slug of ['a', 'yeni-slug', 'cok-uzun-bir-uydurma-urun-adresi-0123456789', 'x']) {
      const expected = html.replaceAll(PLACEHOLDER, slug);
      const page = template?.fill(slug);
      expect(page?.status).toBe(404);
      expect(page?.html.equals(Buffer.from(expected))).toBe(true);
      // In the same order, and a script the same as another once filled allowed once.
      expect(page?.scriptHashes).toEqual(inlineScriptHashes(expected));
    }
    expect(template?.fill('yeni-slug').scriptHashes).toHaveLength(4);
  });

  it('is refused where a slug could change which scripts run', () => {
    const inTag = `<script type="module" data-slug="${PLACEHOLDER}">run()</script>`;
    expect(SlugTemplate.of({ status: 404, html: inTag }, PLACEHOLDER)).toBeNull();
    // A slug such as `script` would make a script of this.
    const asTag = `<p><${PLACEHOLDER}>run()</${PLACEHOLDER}></p>`;
    expect(SlugTemplate.of({ status: 404, html: asTag }, PLACEHOLDER)).toBeNull();
  });
});
