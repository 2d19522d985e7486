import { describe, expect, it } from 'vitest';
import {
  createSeed,
  PLACEHOLDER_IMAGE_PATH,
  SEED_IDS,
  type SeedData,
  type SeedFile,
} from './index.ts';
import { createPdf } from './pdf.ts';
import { slugify } from '../core/lib/slug.ts';

const seed: SeedData = createSeed();
const fileById = new Map(seed.files.map((f) => [f.id, f]));
const fileByPath = new Map(seed.files.map((f) => [f.path, f]));
const docById = new Map(seed.documents.map((d) => [d.id, d]));
const productById = new Map(seed.products.map((p) => [p.id, p]));

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const latin1 = new TextDecoder('latin1');

function fileAt(path: string | null): SeedFile {
  const file = path === null ? undefined : fileByPath.get(path);
  if (!file) throw new Error(`no seed file at ${String(path)}`);
  return file;
}

function fileWithId(id: string | null): SeedFile {
  const file = id === null ? undefined : fileById.get(id);
  if (!file) throw new Error(`no seed file with id ${String(id)}`);
  return file;
}

const isImage = (f: SeedFile): boolean => f.contentType === 'image/svg+xml';
const isPdf = (f: SeedFile): boolean => f.contentType === 'application/pdf';

function expectDate(value: string): void {
  expect(value).toMatch(ISO_UTC);
  expect(value >= '2024-01-01' && value < '2027-01-01', value).toBe(true);
}

describe('slugify', () => {
  it('follows the slug rule', () => {
    expect(slugify('Poliüretan Enjeksiyon')).toBe('poliuretan-enjeksiyon');
    expect(slugify('Halatlı Tel ile Beton Kesme')).toBe('halatli-tel-ile-beton-kesme');
    expect(slugify('İNŞAAT IŞIK Çağ Öğe Şü')).toBe('insaat-isik-cag-oge-su');
    expect(slugify('  --Karot  ile / Beton!! (Ø12)-- ')).toBe('karot-ile-beton-12');
    expect(slugify('AsilNunX Enjeksiyon Reçinesi')).toBe('asilnunx-enjeksiyon-recinesi');
  });
});

describe('ids', () => {
  it('are unique UUID v4 strings across every kind', () => {
    const ids = [
      ...seed.files,
      ...seed.documents,
      ...seed.products,
      ...seed.pages,
      ...seed.enquiries,
    ].map((x) => x.id);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('named in SEED_IDS exist', () => {
    for (const id of Object.values(SEED_IDS.products)) expect(productById.has(id), id).toBe(true);
    for (const id of Object.values(SEED_IDS.documents)) expect(docById.has(id), id).toBe(true);
    const pageIds = seed.pages.map((p) => p.id);
    expect(pageIds).toContain(SEED_IDS.pages.home);
    expect(pageIds).toContain(SEED_IDS.pages.about);
    expect(seed.enquiries.map((e) => e.id).sort()).toEqual(
      Object.values(SEED_IDS.enquiries).sort(),
    );
  });
});

describe('files', () => {
  it('are consistent and plentiful', () => {
    expect(seed.files.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seed.files.map((f) => f.path)).size).toBe(seed.files.length);
    for (const f of seed.files) {
      expect(f.path).toBe(`/uploads/${f.name}`);
      expect(f.size).toBe(f.bytes.length);
      expect(f.size).toBeGreaterThan(0);
      expect(['image/svg+xml', 'application/pdf']).toContain(f.contentType);
      expectDate(f.createdAt);
    }
  });

  it('SVGs are well-formed UTF-8 and sized', () => {
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const svgs = seed.files.filter(isImage);
    expect(svgs.length).toBeGreaterThan(20);
    for (const f of svgs) {
      const text = utf8.decode(f.bytes);
      expect(text.startsWith('<svg')).toBe(true);
      expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(text).toMatch(/^<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(text.endsWith('</svg>')).toBe(true);
      expect(f.size).toBeLessThan(16_000);
      if (typeof DOMParser !== 'undefined') {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        expect(doc.getElementsByTagName('parsererror').length, f.name).toBe(0);
        expect(doc.documentElement.nodeName).toBe('svg');
      }
    }
  });

  it('include the placeholder image', () => {
    expect(isImage(fileAt(PLACEHOLDER_IMAGE_PATH))).toBe(true);
  });

  it('PDFs are structurally valid', () => {
    const pdfs = seed.files.filter(isPdf);
    expect(pdfs.length).toBeGreaterThanOrEqual(12);
    for (const f of pdfs) expectValidPdf(f.bytes, f.name);
  });
});

function expectValidPdf(bytes: Uint8Array, name: string): void {
  const text = latin1.decode(bytes);
  expect(text.startsWith('%PDF-1.4'), name).toBe(true);
  expect(text.endsWith('%%EOF'), name).toBe(true);
  const startxref = /startxref\n(\d+)\n%%EOF$/.exec(text);
  expect(startxref, name).not.toBeNull();
  const xrefAt = Number(startxref?.[1]);
  expect(text.startsWith('xref\n', xrefAt), name).toBe(true);
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  const count = Number(header?.[1]);
  expect(count).toBeGreaterThan(5);
  const entries = text
    .slice(xrefAt + (header?.[0].length ?? 0))
    .split('\n')
    .slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (let n = 1; n < count; n++) {
    const entry = entries[n] ?? '';
    expect(entry, name).toMatch(/^\d{10} 00000 n $/);
    expect(text.startsWith(`${n} 0 obj`, Number(entry.slice(0, 10))), `${name} object ${n}`).toBe(
      true,
    );
  }
  expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    expect(text.startsWith('\nendstream', start + Number(m[1])), `${name} stream length`).toBe(
      true,
    );
  }
}

describe('createPdf', () => {
  it('spills long content onto a second page and keeps Turkish letters', () => {
    const lines = Array.from(
      { length: 70 },
      (_, i) => `- Satır ${i}: ğüşıöç ĞÜŞİÖÇ (parantez) \\ ters bölü`,
    );
    const bytes = createPdf({ title: 'Deneme Föyü', lines });
    expectValidPdf(bytes, 'deneme');
    const text = latin1.decode(bytes);
    expect(text).toContain('/Count 2');
    expect(text).toContain(
      '/Differences [208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]',
    );
    // "ğ" is drawn with code 0xF0 (octal 360), mapped to /gbreve.
    expect(text).toContain('\\360');
  });
});

describe('documents', () => {
  it('cover the required variety', () => {
    expect(seed.documents.length).toBeGreaterThanOrEqual(12);
    expect(seed.documents.filter((d) => !d.isActive).length).toBeGreaterThanOrEqual(2);
    const categories = new Set(seed.documents.map((d) => d.category).filter((c) => c !== null));
    for (const c of ['Teknik Föy', 'Güvenlik Bilgi Formu', 'Sertifika', 'Uygulama Kılavuzu'])
      expect(categories).toContain(c);
    expect(seed.documents.map((d) => d.order)).toEqual(seed.documents.map((_, i) => i));
    const slugs = seed.documents.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const d of seed.documents) {
      expect(d.slug).toBe(slugify(d.name));
      expectDate(d.createdAt);
      expectDate(d.updatedAt);
      expect(d.updatedAt >= d.createdAt).toBe(true);
    }
  });

  it('point at their files', () => {
    const external = seed.documents.filter((d) => d.fileId === null);
    expect(external.length).toBe(1);
    for (const d of external) {
      expect(d.url).toMatch(/^https:\/\//);
      expect(d.mimeType).toBeNull();
      expect(d.fileSize).toBeNull();
      expect(d.path).toBeNull();
      expect(d.fileUrl).toBeNull();
    }
    for (const d of seed.documents.filter((x) => x.fileId !== null)) {
      const pdf = fileWithId(d.fileId);
      expect(isPdf(pdf)).toBe(true);
      expect(d.mimeType).toBe('application/pdf');
      expect(d.fileSize).toBe(pdf.size);
      expect(d.path).toBe(pdf.path);
      expect(d.fileUrl).toBe(pdf.path);
      expect(d.url).toBeNull();
    }
    for (const d of seed.documents) {
      const preview = fileWithId(d.previewImageFileId);
      expect(isImage(preview)).toBe(true);
      expect(d.previewImageUrl).toBe(preview.path);
    }
  });
});

describe('products', () => {
  const required = [
    'Poliüretan Enjeksiyon',
    'Kimyasal Ankraj ve Filiz Ekimi',
    'Halatlı Tel ile Beton Kesme',
    'AsilNunX Enjeksiyon Reçinesi',
    'Epoksi Enjeksiyon',
    'Karot ile Beton Delme',
    'Su Yalıtımı',
    'Çatlak Onarımı',
  ];

  it('include the required catalogue with unique rule-following slugs', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(8);
    const names = seed.products.map((p) => p.name);
    for (const n of required) expect(names).toContain(n);
    const slugs = seed.products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of seed.products) expect(p.slug).toBe(slugify(p.name));
    expect(slugs).toContain('poliuretan-enjeksiyon');
  });

  it('have full texts', () => {
    for (const p of seed.products) {
      for (const list of [p.titles, p.subtitles, p.descriptions]) {
        expect(list.length, p.name).toBeGreaterThanOrEqual(2);
        expect(list.length, p.name).toBeLessThanOrEqual(4);
        for (const t of list) expect(t.trim().length).toBeGreaterThan(10);
      }
      expect(p.listTitles.length).toBeGreaterThan(0);
      expect(p.listItems.length).toBe(p.listTitles.length);
      expect(p.videoTitles.length).toBe(p.videoUrls.length);
      expect(p.videoDescriptions.length).toBe(p.videoUrls.length);
      expectDate(p.createdAt);
      expectDate(p.updatedAt);
      expect(p.updatedAt >= p.createdAt).toBe(true);
    }
    expect(seed.products.some((p) => p.homePageSubtitle === null)).toBe(true);
    expect(seed.products.some((p) => p.homePageSubtitle !== null)).toBe(true);
  });

  it('have videos on exactly two, in both YouTube URL forms', () => {
    const urls = seed.products.flatMap((p) => p.videoUrls);
    expect(seed.products.filter((p) => p.videoUrls.length > 0).length).toBe(2);
    expect(urls.some((u) => /^https:\/\/youtu\.be\/[\w-]{11}$/.test(u))).toBe(true);
    expect(urls.some((u) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(u))).toBe(
      true,
    );
  });

  it('reference their images and documents consistently', () => {
    for (const p of seed.products) {
      const main = fileWithId(p.productMainImageId);
      expect(isImage(main)).toBe(true);
      expect(p.productImageId).toBe(p.productMainImageId);
      expect(p.mainImageUrl).toBe(main.path);
      expect(p.image).toBe(main.path);
      expect(isImage(fileAt(p.bannerImageUrl))).toBe(true);

      expect(p.productDetailImageIds.length).toBeGreaterThanOrEqual(2);
      expect(p.productDetailImageIds.length).toBeLessThanOrEqual(6);
      expect(p.productDetailFileIds).toEqual(p.productDetailImageIds);
      for (const id of p.productDetailImageIds) expect(isImage(fileWithId(id))).toBe(true);

      expect(p.documentIds.length).toBeGreaterThanOrEqual(1);
      const docs = p.documentIds.map((id) => {
        const d = docById.get(id);
        if (!d) throw new Error(`${p.name}: unknown document ${id}`);
        return d;
      });
      expect(p.documentFileIds).toEqual(docs.flatMap((d) => (d.fileId ? [d.fileId] : [])));
      expect(p.documentImageIds).toEqual(
        docs.flatMap((d) => (d.previewImageFileId ? [d.previewImageFileId] : [])),
      );

      const union = [
        p.productMainImageId,
        ...p.productDetailImageIds,
        ...p.documentFileIds,
        ...p.documentImageIds,
      ];
      expect(new Set(p.fileIds).size).toBe(p.fileIds.length);
      expect([...p.fileIds].sort()).toEqual([...new Set(union)].sort());
      for (const id of p.fileIds) fileWithId(id);
    }
  });
});

describe('pages', () => {
  const home = seed.pages.find((p) => p.name === 'Anasayfa');
  const about = seed.pages.find((p) => p.name === 'Hakkımızda');

  it('home has a banner and four featured products', () => {
    expect(home).toBeDefined();
    if (!home) return;
    expect(home.id).toBe(SEED_IDS.pages.home);
    expect(home.pageType).toBe(1);
    expect(home.slug).toBe('anasayfa');
    expect(home.titles[0]?.length).toBeGreaterThan(5);
    expect(home.subtitles[0]?.length).toBeGreaterThan(5);
    expect(home.productIds.length).toBe(4);
    expect(new Set(home.productIds).size).toBe(4);
    for (const id of home.productIds) expect(productById.has(id)).toBe(true);
    expect(isImage(fileAt(home.bannerImageUrl))).toBe(true);
    expect(isImage(fileAt(home.backgroundImageUrl))).toBe(true);
  });

  it('about has intro, services, a 4-image gallery and 19 partner logos', () => {
    expect(about).toBeDefined();
    if (!about) return;
    expect(about.id).toBe(SEED_IDS.pages.about);
    expect(about.pageType).toBe(2);
    expect(about.slug).toBe('hakkimizda');
    expect(about.titles.length).toBeGreaterThan(0);
    expect(about.subtitles.length).toBeGreaterThan(0);
    expect(about.descriptions.length).toBeGreaterThanOrEqual(3);
    expect(about.listTitles.length).toBe(1);
    expect(about.listItems.length).toBeGreaterThanOrEqual(6);
    expect(about.listItems.length).toBeLessThanOrEqual(8);
    expect(about.fileIds.length).toBe(4);
    for (const id of about.fileIds) expect(isImage(fileWithId(id))).toBe(true);
    expect(about.urls.length).toBe(19);
    expect(new Set(about.urls).size).toBe(19);
    for (const url of about.urls) expect(isImage(fileAt(url))).toBe(true);
    const main = fileWithId(about.mainImageId);
    expect(about.mainImageUrl).toBe(main.path);
    expect(isImage(fileAt(about.bannerImageUrl))).toBe(true);
    for (const id of about.documentIds) expect(docById.has(id)).toBe(true);
  });

  it('have valid dates', () => {
    for (const p of seed.pages) {
      expectDate(p.createdAt);
      expectDate(p.updatedAt);
    }
  });
});

describe('content service data', () => {
  it('service pages are complete', () => {
    expect(Object.keys(seed.servicePages).sort()).toEqual([
      'halatli-tel-beton-kesme',
      'kimyasal-ankraj',
      'poliuretan-enjeksiyon',
    ]);
    for (const page of Object.values(seed.servicePages)) {
      expect(page.galleryImages.length).toBe(8);
      expect(new Set(page.galleryImages).size).toBe(8);
      for (const path of page.galleryImages) expect(isImage(fileAt(path))).toBe(true);
      expect(page.applicationAreas.length).toBeGreaterThanOrEqual(5);
      expect(page.applicationAreas.length).toBeLessThanOrEqual(8);
      expect(page.youtubeLink).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      expect(page.documents.length).toBeGreaterThanOrEqual(1);
      expect(page.documents.length).toBeLessThanOrEqual(3);
      for (const d of page.documents) expect(isPdf(fileAt(d.url))).toBe(true);
      expect(isImage(fileAt(page.mainBannerImage))).toBe(true);
      expect(isImage(fileAt(page.homepageImage))).toBe(true);
      for (const text of [
        page.mainTitle,
        page.descriptionText,
        page.detailsText,
        page.homepageTitle,
        page.homepageSubtitle,
      ]) {
        expect(text.length).toBeGreaterThan(5);
      }
    }
  });

  it('branded resin and contact content reference real files', () => {
    expect(isImage(fileAt(seed.asilnunx.image))).toBe(true);
    expect(seed.asilnunx.documents.length).toBeGreaterThan(0);
    for (const d of seed.asilnunx.documents) expect(isPdf(fileAt(d.url))).toBe(true);
    const c = seed.contactContent;
    expect(isImage(fileAt(c.bannerImage))).toBe(true);
    expect(c.phoneNumber).toMatch(/^\+90 \(216\) /);
    expect(c.emailAddress).toMatch(/^[\w.]+@[\w.-]+\.[a-z]+$/);
    // The map is kept as its Google Maps embed address, as the editor saves it.
    expect(c.mapIframeCode).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=\S+$/);
  });
});

describe('enquiries', () => {
  it('are three, one read, with distinct dates', () => {
    expect(seed.enquiries.length).toBe(3);
    expect(seed.enquiries.filter((e) => e.isRead).length).toBe(1);
    expect(new Set(seed.enquiries.map((e) => e.createdAt)).size).toBe(3);
    for (const e of seed.enquiries) {
      expect(e.telefon).toMatch(/^05\d{2} \d{3} \d{2} \d{2}$/);
      expect(e.mesaj.length).toBeGreaterThan(40);
      expectDate(e.createdAt);
    }
  });
});

describe('texts', () => {
  it('contain no placeholder Latin', () => {
    const { files: _files, ...rest } = seed;
    expect(JSON.stringify(rest).toLowerCase()).not.toMatch(/lorem|ipsum|dolor sit/);
  });
});

describe('createSeed', () => {
  it('is deterministic', () => {
    expect(createSeed()).toEqual(createSeed());
  });

  it('returns independent copies', () => {
    const a = createSeed();
    const b = createSeed();
    expect(a).not.toBe(b);
    const firstByte = b.files[0]?.bytes[0];
    const name = b.products[0]?.name;
    const featured = b.pages[0]?.productIds.length;
    const areas = b.servicePages['kimyasal-ankraj'].applicationAreas.length;

    const file = a.files[0];
    if (file) file.bytes[0] = (file.bytes[0] ?? 0) ^ 0xff;
    if (a.products[0]) a.products[0].name = 'Değiştirildi';
    a.pages[0]?.productIds.push('x');
    a.servicePages['kimyasal-ankraj'].applicationAreas.push('x');
    a.files.pop();

    expect(b.files[0]?.bytes[0]).toBe(firstByte);
    expect(b.products[0]?.name).toBe(name);
    expect(b.pages[0]?.productIds.length).toBe(featured);
    expect(b.servicePages['kimyasal-ankraj'].applicationAreas.length).toBe(areas);
    expect(createSeed()).toEqual(b);
  });
});
