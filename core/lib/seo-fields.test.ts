import { describe, expect, it } from 'vitest';
import {
  PRODUCT_DEFAULT_DESCRIPTION,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  asilnunxSeoFallback,
  deriveSeo,
  isShareableImage,
  keptSeoFields,
  pageSeoFallback,
  productSeoFallback,
  seoLength,
  servicePageSeoFallback,
} from './seo-fields';

const fallback = (texts: (string | null | undefined)[] = [], images: (string | null)[] = []) => ({
  title: 'Poliüretan Enjeksiyon',
  texts,
  images,
});

describe('seoLength', () => {
  it('counts Turkish letters as one character each', () => {
    expect(seoLength('İşçiliğe güvence')).toBe(16);
    expect(seoLength('ŞĞÜÖÇİ ışğüöç')).toBe(13);
  });

  it('counts a letter with combining marks as one character', () => {
    // 'I' + COMBINING DOT ABOVE, 's' + COMBINING CEDILLA, 'g' + COMBINING BREVE.
    const decomposed = 'I\u0307s\u0327g\u0306';
    expect(decomposed).toHaveLength(6);
    expect(seoLength(decomposed)).toBe(3);
  });

  it('counts an emoji sequence as one character', () => {
    expect(seoLength('👷🏽‍♀️ Usta')).toBe(6);
  });

  it('counts nothing as zero', () => {
    expect(seoLength('')).toBe(0);
    expect(seoLength(null)).toBe(0);
    expect(seoLength(undefined)).toBe(0);
  });

  it('has the hints of a search result', () => {
    expect(SEO_TITLE_HINT).toBe(60);
    expect(SEO_DESCRIPTION_HINT).toBe(160);
  });
});

describe('deriveSeo', () => {
  it('uses the fields when they are set, trimmed', () => {
    expect(
      deriveSeo(
        {
          metaTitle: '  Su Yalıtımı  ',
          metaDescription: ' Kalıcı çözüm. ',
          shareImage: ' /uploads/paylasim.jpg ',
        },
        fallback(['Metin'], ['/uploads/ana.svg']),
      ),
    ).toEqual({
      title: 'Su Yalıtımı',
      description: 'Kalıcı çözüm.',
      image: '/uploads/paylasim.jpg',
    });
  });

  it('falls back for blank, null and missing fields', () => {
    const derived = deriveSeo(
      { metaTitle: '   ', metaDescription: null },
      fallback(
        [null, '  ', 'İlk dolu metin.', 'İkinci metin.'],
        ['', '/uploads/ana.svg', '/b.svg'],
      ),
    );
    expect(derived).toEqual({
      title: 'Poliüretan Enjeksiyon',
      description: 'İlk dolu metin.',
      image: '/uploads/ana.svg',
    });
  });

  it('gives an empty description and no image when the content has none', () => {
    expect(deriveSeo({}, fallback([], [null, ' ']))).toEqual({
      title: 'Poliüretan Enjeksiyon',
      description: '',
      image: null,
    });
  });

  it('puts the fallback text and title on one line', () => {
    const derived = deriveSeo(
      {},
      {
        title: ' Kimyasal\nAnkraj ',
        texts: ['Birinci paragraf.\n\n  İkinci\tparagraf.'],
        images: [],
      },
    );
    expect(derived.title).toBe('Kimyasal Ankraj');
    expect(derived.description).toBe('Birinci paragraf. İkinci paragraf.');
  });

  it('cuts a long text at a word boundary to at most 160 characters with an ellipsis', () => {
    const text = `${'Çatlak şişirme öğütülmüş işçilik '.repeat(8)}son`;
    const { description } = deriveSeo({}, fallback([text]));
    expect(seoLength(description)).toBeLessThanOrEqual(SEO_DESCRIPTION_HINT);
    expect(description.endsWith('…')).toBe(true);
    const words = description.slice(0, -1).split(' ');
    // Every word is whole: no word of the text was cut in the middle.
    for (const word of words) expect(['Çatlak', 'şişirme', 'öğütülmüş', 'işçilik']).toContain(word);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('counts decomposed Turkish letters as one when cutting', () => {
    // Each word is 'ş' written as 's' + COMBINING CEDILLA: 2 code units, 1 character.
    const word = 's\u0327'.repeat(9);
    const text = Array.from({ length: 20 }, () => word).join(' ');
    const { description } = deriveSeo({}, fallback([text]));
    // 16 words of 9 characters and 15 spaces (159), then the ellipsis.
    expect(seoLength(description)).toBe(160);
    expect(description).toBe(`${Array.from({ length: 16 }, () => word).join(' ')}…`);
  });

  it('drops punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(150)}, ${'b'.repeat(20)}`;
    expect(deriveSeo({}, fallback([text])).description).toBe(`${'a'.repeat(150)}…`);
  });

  it('cuts inside a word only when the word fills most of the room', () => {
    const text = `Kısa ${'x'.repeat(300)}`;
    const { description } = deriveSeo({}, fallback([text]));
    expect(seoLength(description)).toBe(160);
    expect(description).toBe(`Kısa ${'x'.repeat(154)}…`);
  });

  it('keeps a text of exactly 160 characters whole', () => {
    const text = 'ğ'.repeat(160);
    expect(deriveSeo({}, fallback([text])).description).toBe(text);
  });

  it('keeps whole a text of 160 characters written with 320 code units', () => {
    // 'ş' as 's' + COMBINING CEDILLA: longer than the cut in code units, not in characters.
    const text = 's\u0327'.repeat(160);
    expect(deriveSeo({}, fallback([text])).description).toBe(text);
  });

  it('does not cut or collapse a meta description that is set', () => {
    const long = 'ü'.repeat(200);
    expect(deriveSeo({ metaDescription: long }, fallback(['x'])).description).toBe(long);
  });
});

describe('the fallbacks of each kind of record', () => {
  it('a product: first title else name, descriptions, main image before banner and details', () => {
    const product = {
      name: 'Epoksi Enjeksiyon',
      titles: [' ', 'Epoksi ile Yapısal Onarım'],
      descriptions: ['', 'Çatlaklar epoksi reçineyle doldurulur.'],
      productMainImage: null,
      mainImageUrl: '/uploads/ana.svg',
      image: '/uploads/ana.svg',
      bannerImageUrl: '/uploads/banner.svg',
      productImages: [{ path: '/uploads/detay.svg' }],
    };
    expect(deriveSeo({}, productSeoFallback(product))).toEqual({
      title: 'Epoksi ile Yapısal Onarım',
      description: 'Çatlaklar epoksi reçineyle doldurulur.',
      image: '/uploads/ana.svg',
    });
    expect(deriveSeo({}, productSeoFallback({ ...product, titles: [] })).title).toBe(
      'Epoksi Enjeksiyon',
    );
    expect(
      deriveSeo({}, productSeoFallback({ name: 'X', bannerImageUrl: '/uploads/banner.svg' })).image,
    ).toBe('/uploads/banner.svg');
    // Without any text the page's head and the editor's preview both show the default sentence.
    expect(deriveSeo({}, productSeoFallback({ name: 'X', descriptions: [' '] })).description).toBe(
      PRODUCT_DEFAULT_DESCRIPTION,
    );
  });

  it('a page: first title else name, paragraphs before subtitles, banner image first', () => {
    const home = {
      name: 'Anasayfa',
      titles: ['Betonarme Yapılar İçin Kalıcı Çözümler'],
      subtitles: ["2007'den bu yana yanınızdayız."],
      descriptions: [],
      bannerImageUrl: null,
      backgroundImageUrl: '/uploads/arka-plan.svg',
      files: [{ path: '/uploads/galeri.svg' }],
    };
    expect(deriveSeo({}, pageSeoFallback(home))).toEqual({
      title: 'Betonarme Yapılar İçin Kalıcı Çözümler',
      description: "2007'den bu yana yanınızdayız.",
      image: '/uploads/arka-plan.svg',
    });
    expect(deriveSeo({}, pageSeoFallback({ name: 'Hakkımızda', descriptions: ['Biz.'] }))).toEqual({
      title: 'Hakkımızda',
      description: 'Biz.',
      image: null,
    });
  });

  it('a service page: banner title, description text, banner image', () => {
    const fallback = servicePageSeoFallback({
      mainTitle: '',
      homepageTitle: 'Kimyasal Ankraj',
      descriptionText: '',
      homepageSubtitle: 'Filiz ekimi',
      mainBannerImage: '',
      homepageImage: '',
      galleryImages: ['', '/uploads/galeri-2.svg'],
    });
    expect(deriveSeo({}, fallback)).toEqual({
      title: 'Kimyasal Ankraj',
      description: 'Filiz ekimi',
      image: '/uploads/galeri-2.svg',
    });
  });

  it('the AsilNunX page: title, description, image', () => {
    expect(
      deriveSeo(
        {},
        asilnunxSeoFallback({ title: 'AsilNunX', description: 'Reçine.', image: '/u/a.svg' }),
      ),
    ).toEqual({ title: 'AsilNunX', description: 'Reçine.', image: '/u/a.svg' });
  });
});

describe('isShareableImage', () => {
  it('accepts the raster images share crawlers show, not SVG', () => {
    for (const path of ['/uploads/a.jpg', '/uploads/a.JPEG', 'https://x.tr/a.png?v=2', '/a.webp'])
      expect(isShareableImage(path), path).toBe(true);
    for (const path of ['/uploads/a.svg', '/uploads/a', '', null, undefined])
      expect(isShareableImage(path), String(path)).toBe(false);
  });
});

describe('keptSeoFields', () => {
  const stored = { metaTitle: 'Eski', metaDescription: 'Eski açıklama', shareImage: '/a.svg' };

  it('keeps the stored value of a field the writer left out', () => {
    expect(keptSeoFields({ metaTitle: 'Yeni' }, stored)).toEqual({
      metaTitle: 'Yeni',
      metaDescription: 'Eski açıklama',
      shareImage: '/a.svg',
    });
  });

  it('clears a field sent as null', () => {
    expect(
      keptSeoFields({ metaTitle: null, metaDescription: null, shareImage: null }, stored),
    ).toEqual({ metaTitle: null, metaDescription: null, shareImage: null });
  });

  it('gives null for every field of a new record', () => {
    expect(keptSeoFields({}, undefined)).toEqual({
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
  });
});
