import { describe, expect, it } from 'vitest';
import { mapEmbedUrl } from './map-embed';

const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3010';

describe('mapEmbedUrl', () => {
  it('takes the https Google Maps embed URL out of an iframe', () => {
    expect(
      mapEmbedUrl(
        `<iframe src="${embed}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`,
      ),
    ).toBe(embed);
  });

  it('accepts the bare URL and decodes &amp;', () => {
    expect(mapEmbedUrl(embed)).toBe(embed);
    expect(mapEmbedUrl(`<iframe src='${embed}&amp;hl=tr'></iframe>`)).toBe(`${embed}&hl=tr`);
  });

  it.each([
    ['a script', `<iframe src="${embed}"></iframe><script>alert(1)</script>`],
    ['an event handler', `<iframe src="${embed}" onload="alert(1)"></iframe>`],
    ['another host', '<iframe src="https://evil.example.com/maps/embed?pb=1"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.google.com.evil.io/maps/embed"></iframe>'],
    ['plain http', '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>'],
    ['a non-embed Google page', '<iframe src="https://www.google.com/search?q=1"></iframe>'],
    ['another tag', `<div><iframe src="${embed}"></iframe></div>`],
    ['a javascript URL', '<iframe src="javascript:alert(1)"></iframe>'],
    ['text', 'haritamız burada'],
  ])('refuses %s', (_, code) => {
    expect(mapEmbedUrl(code)).toBeNull();
  });

  it('gives null for an empty code', () => {
    expect(mapEmbedUrl('')).toBeNull();
    expect(mapEmbedUrl(null)).toBeNull();
  });
});
