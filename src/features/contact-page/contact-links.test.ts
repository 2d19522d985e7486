import { describe, expect, it } from 'vitest';
import { instagramUrl, instagramUsername, mailtoHref, telHref } from './contact-links';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+90 (216) 574 38 12')).toBe('tel:+902165743812');
    expect(telHref(' 0216-574-38-12 ')).toBe('tel:02165743812');
  });

  it('gives null without a digit', () => {
    expect(telHref('')).toBeNull();
    expect(telHref(undefined)).toBeNull();
    expect(telHref('yok')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links a trimmed address', () => {
    expect(mailtoHref(' info@example.com ')).toBe('mailto:info@example.com');
  });

  it('gives null for an empty address', () => {
    expect(mailtoHref('  ')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });
});

describe('instagramUsername', () => {
  it.each([
    ['asilyapikimyasallari', 'asilyapikimyasallari'],
    ['@asil.yapi_2007', 'asil.yapi_2007'],
    ['https://www.instagram.com/asilyapi/', 'asilyapi'],
    ['instagram.com/asilyapi?hl=tr', 'asilyapi'],
  ])('reads %s as %s', (input, name) => {
    expect(instagramUsername(input)).toBe(name);
  });

  it.each([[''], ['   '], ['asil yapi'], ['a/../b'], ['javascript:alert(1)']])(
    'refuses %j',
    (input) => {
      expect(instagramUsername(input)).toBeNull();
    },
  );

  it('builds the profile address', () => {
    expect(instagramUrl('asilyapi')).toBe('https://www.instagram.com/asilyapi');
  });
});
