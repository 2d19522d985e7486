import { describe, expect, it } from 'vitest';
import type { Page } from '../../api/generated/backend/model';
import {
  aboutSlug,
  compareReadBack,
  formFromPage,
  prepareAboutPage,
  updateNotApplied,
  type AboutForm,
} from './about-form';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function file(n: number, name = `galeri-${n}.svg`) {
  return {
    id: uuid(n),
    name,
    path: `/uploads/${name}`,
    contentType: 'image/svg+xml',
    size: 100,
    createdAt: '2024-02-01T08:30:00Z',
  };
}

function aboutPage(overrides: Partial<Page> = {}): Page {
  return {
    id: uuid(900),
    pageType: 2,
    name: 'Hakkımızda',
    slug: 'hakkimizda',
    titles: ['Biz Kimiz', 'Misyonumuz'],
    subtitles: ['Uzman kadro'],
    descriptions: ['Birinci paragraf.', 'İkinci paragraf.'],
    listTitles: ['Hizmetlerimiz', 'İkinci liste'],
    listItems: ['Enjeksiyon', 'Ankraj'],
    urls: ['/uploads/logo-1.svg', '/uploads/logo-2.svg'],
    videoUrls: ['https://youtu.be/abc'],
    videoTitles: ['Tanıtım'],
    videoDescriptions: ['Kısa film'],
    backgroundImageUrl: '/uploads/arka-plan.svg',
    bannerImageUrl: '/uploads/banner.svg',
    mainImageUrl: '/uploads/ana.svg',
    mainImageId: uuid(50),
    mainImage: file(50, 'ana.svg'),
    fileIds: [uuid(1), uuid(2)],
    productIds: [uuid(700)],
    documentIds: [uuid(800)],
    additionalFields: ['ek alan'],
    products: [],
    files: [file(1), file(2)],
    createdAt: '2024-02-01T08:30:00Z',
    updatedAt: '2025-11-28T15:00:00Z',
    ...overrides,
  };
}

const edit = (page: Page, changes: Partial<AboutForm>): AboutForm => ({
  ...formFromPage(page),
  ...changes,
});

describe('formFromPage', () => {
  it('reads the editable fields of the page', () => {
    const form = formFromPage(aboutPage());
    expect(form).toMatchObject({
      slug: 'hakkimizda',
      bannerImage: { url: '/uploads/banner.svg', fileId: null, file: null },
      mainImage: { url: '/uploads/ana.svg', fileId: uuid(50), file: null },
      titles: ['Biz Kimiz', 'Misyonumuz'],
      servicesTitle: 'Hizmetlerimiz',
      services: ['Enjeksiyon', 'Ankraj'],
      gallery: [
        { id: uuid(1), path: '/uploads/galeri-1.svg', name: 'galeri-1.svg' },
        { id: uuid(2), path: '/uploads/galeri-2.svg', name: 'galeri-2.svg' },
      ],
    });
  });

  it('gives every list one row to type in, and shows at most 4 gallery images', () => {
    const form = formFromPage(
      aboutPage({
        titles: [],
        subtitles: [],
        descriptions: [],
        listTitles: [],
        listItems: [],
        fileIds: [1, 2, 3, 4, 5].map(uuid),
        files: [1, 2, 3, 4, 5].map((n) => file(n)),
      }),
    );
    expect(form.titles).toEqual(['']);
    expect(form.subtitles).toEqual(['']);
    expect(form.descriptions).toEqual(['']);
    expect(form.services).toEqual(['']);
    expect(form.servicesTitle).toBe('');
    expect(form.gallery.map((image) => image.id)).toEqual([1, 2, 3, 4].map(uuid));
  });

  it('falls back to the main image file when the page has no main image URL', () => {
    expect(formFromPage(aboutPage({ mainImageUrl: null })).mainImage.url).toBe('/uploads/ana.svg');
  });
});

describe('prepareAboutPage (docs/SPEC.md section 5, About page)', () => {
  it('trims the texts and drops blank entries in every list', () => {
    const page = aboutPage({ urls: [' /uploads/logo-1.svg ', '  ', ''], additionalFields: [' '] });
    const body = prepareAboutPage(
      edit(page, {
        titles: ['  Yeni başlık  ', '', '   '],
        subtitles: [' ', 'Alt başlık '],
        descriptions: ['\n Paragraf \n', ''],
        servicesTitle: '  Neler yapıyoruz ',
        services: ['', ' Karot ', '  '],
      }),
      page,
    );
    expect(body.titles).toEqual(['Yeni başlık']);
    expect(body.subtitles).toEqual(['Alt başlık']);
    expect(body.descriptions).toEqual(['Paragraf']);
    expect(body.listTitles).toEqual(['Neler yapıyoruz', 'İkinci liste']);
    expect(body.listItems).toEqual(['Karot']);
    expect(body.urls).toEqual(['/uploads/logo-1.svg']);
    expect(body.additionalFields).toEqual([]);
  });

  it("makes the titles 'Hakkımızda' when no title remains", () => {
    const page = aboutPage();
    expect(prepareAboutPage(edit(page, { titles: ['', '   '] }), page).titles).toEqual([
      'Hakkımızda',
    ]);
  });

  it("defaults the name to 'Hakkımızda' and the slug to 'hakkimizda'", () => {
    const page = aboutPage({ name: '  ' });
    const body = prepareAboutPage(edit(page, { slug: '   ' }), page);
    expect(body.name).toBe('Hakkımızda');
    expect(body.slug).toBe('hakkimizda');
  });

  it("slugifies a slug typed by the admin, and uses 'hakkimizda' when nothing usable is left", () => {
    const page = aboutPage();
    expect(prepareAboutPage(edit(page, { slug: ' Şirketimiz Hakkında ' }), page).slug).toBe(
      'sirketimiz-hakkinda',
    );
    expect(prepareAboutPage(edit(page, { slug: '!!! ---' }), page).slug).toBe('hakkimizda');
    expect(aboutSlug('Hakkımızda')).toBe('hakkimizda');
  });

  it('sends the main image, gallery, product and document ids only when they look like a UUID', () => {
    const page = aboutPage({
      productIds: [uuid(700), 'urun-1', ''],
      documentIds: ['belge', uuid(800)],
    });
    const body = prepareAboutPage(
      edit(page, {
        mainImage: { url: '/uploads/ana.svg', fileId: 'ana-gorsel', file: null },
        gallery: [
          { id: 'not-a-uuid', path: '/a.svg', name: 'a.svg' },
          { id: uuid(3), path: '/b.svg', name: 'b.svg' },
        ],
      }),
      page,
    );
    expect(body.mainImageId).toBeNull();
    expect(body.mainImageUrl).toBe('/uploads/ana.svg');
    expect(body.fileIds).toEqual([uuid(3)]);
    expect(body.productIds).toEqual([uuid(700)]);
    expect(body.documentIds).toEqual([uuid(800)]);
  });

  it("sends a system image's id as mainImageId and its path as mainImageUrl", () => {
    const page = aboutPage();
    const body = prepareAboutPage(
      edit(page, { mainImage: { url: '/uploads/yeni.svg', fileId: uuid(60), file: null } }),
      page,
    );
    expect(body.mainImageId).toBe(uuid(60));
    expect(body.mainImageUrl).toBe('/uploads/yeni.svg');
  });

  it('sends null for an emptied banner or main image', () => {
    const page = aboutPage();
    const empty = { url: '  ', fileId: null, file: null };
    const body = prepareAboutPage(edit(page, { bannerImage: empty, mainImage: empty }), page);
    expect(body.bannerImageUrl).toBeNull();
    expect(body.mainImageUrl).toBeNull();
    expect(body.mainImageId).toBeNull();
  });

  it('keeps at most 4 gallery images', () => {
    const page = aboutPage();
    const gallery = [1, 2, 3, 4, 5, 6].map((n) => ({ id: uuid(n), path: `/${n}.svg`, name: '' }));
    expect(prepareAboutPage(edit(page, { gallery }), page).fileIds).toEqual([1, 2, 3, 4].map(uuid));
  });

  it('keeps the fields the editor does not show', () => {
    const page = aboutPage();
    const body = prepareAboutPage(formFromPage(page), page);
    expect(body).toEqual({
      id: page.id,
      pageType: 2,
      name: 'Hakkımızda',
      slug: 'hakkimizda',
      titles: page.titles,
      subtitles: page.subtitles,
      descriptions: page.descriptions,
      listTitles: page.listTitles,
      listItems: page.listItems,
      urls: page.urls,
      videoUrls: page.videoUrls,
      videoTitles: page.videoTitles,
      videoDescriptions: page.videoDescriptions,
      backgroundImageUrl: page.backgroundImageUrl,
      bannerImageUrl: page.bannerImageUrl,
      mainImageUrl: page.mainImageUrl,
      mainImageId: page.mainImageId,
      fileIds: page.fileIds,
      productIds: page.productIds,
      documentIds: page.documentIds,
      additionalFields: page.additionalFields,
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
  });

  it('sends the SEO fields trimmed, and empty ones as null', () => {
    const page = { ...aboutPage(), metaTitle: 'Eski başlık', shareImage: '/uploads/eski.svg' };
    const form = formFromPage(page);
    expect(form).toMatchObject({
      metaTitle: 'Eski başlık',
      metaDescription: '',
      shareImage: '/uploads/eski.svg',
    });
    const body = prepareAboutPage(
      { ...form, metaTitle: '  Yeni başlık ', metaDescription: ' Açıklama ', shareImage: ' ' },
      page,
    );
    expect(body).toMatchObject({
      metaTitle: 'Yeni başlık',
      metaDescription: 'Açıklama',
      shareImage: null,
    });
  });
});

describe('the read-back check (docs/SPEC.md section 4)', () => {
  const before = aboutPage();
  const sent = prepareAboutPage(
    edit(before, { titles: ['Yeni başlık'], descriptions: ['Yeni paragraf'] }),
    before,
  );

  it('sees the changes the read-back shows', () => {
    const after = { ...before, titles: ['Yeni başlık'], descriptions: ['Yeni paragraf'] };
    expect(compareReadBack(sent, before, after)).toEqual({
      changed: ['titles', 'descriptions'],
      applied: ['titles', 'descriptions'],
    });
    expect(updateNotApplied(sent, before, after)).toBe(false);
  });

  it('says the update was not applied when the read-back shows none of the changes', () => {
    expect(updateNotApplied(sent, before, before)).toBe(true);
  });

  it('accepts a read-back that shows some of the changes', () => {
    expect(updateNotApplied(sent, before, { ...before, titles: ['Yeni başlık'] })).toBe(false);
  });

  it('does not warn when nothing was changed', () => {
    expect(updateNotApplied(prepareAboutPage(formFromPage(before), before), before, before)).toBe(
      false,
    );
  });
});
