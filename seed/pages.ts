import { COMPANY_FOUNDED, COMPANY_NAME } from './company.ts';
import { isoAt } from './dates.ts';
import type { FileRegistry } from './files.ts';
import { SEED_IDS } from './ids.ts';
import { slugify } from '../core/lib/slug.ts';
import { bannerSvg, logoSvg, photoSvg, type SceneKind } from './svg.ts';
import { hashSeed } from './text.ts';
import type { PageRecord } from '../core/domain/records.ts';

const PAGE_TYPES = { home: 1, about: 2 } as const;

/** Invented company names for the partner slider; none of them is a real brand. */
const PARTNER_NAMES: readonly string[] = [
  'Taşören Yapı',
  'Mavikaya İnşaat',
  'Beyazkule Mühendislik',
  'Ulugöl Altyapı',
  'Kızılçam Yapı Denetim',
  'Akınsu Hidrolik',
  'Gökbeton Hazır Beton',
  'Sarıyaka Prefabrik',
  'Karatepe Tünelcilik',
  'Dörtyol Köprü Yapı',
  'Yeşilova Enerji Tesisleri',
  'Ayçelik Konstrüksiyon',
  'Bozdağ Madencilik',
  'Erenkuşu Restorasyon',
  'Tunakent Konut',
  'Selvitaş Mimarlık',
  'Özbirlik Endüstriyel Yapı',
  'Pınarlı Arıtma Sistemleri',
  'Kayalıdere Baraj İnşaat',
];

const HOME_FEATURED = [
  SEED_IDS.products.poliuretan,
  SEED_IDS.products.kimyasalAnkraj,
  SEED_IDS.products.halatliTel,
  SEED_IDS.products.asilnunx,
];

const ABOUT_GALLERY: ReadonlyArray<[SceneKind, string]> = [
  ['site', 'Güçlendirme projesinde saha ekibimiz'],
  ['injection', 'Bodrum perdesinde enjeksiyon uygulaması'],
  ['anchor', 'Kolon mantolamada filiz ekimi'],
  ['wire-saw', 'Köprü ayağında halatlı tel ile kesim'],
];

function emptyPage(): Omit<
  PageRecord,
  'id' | 'pageType' | 'name' | 'slug' | 'createdAt' | 'updatedAt'
> {
  return {
    titles: [],
    subtitles: [],
    descriptions: [],
    listTitles: [],
    listItems: [],
    urls: [],
    videoUrls: [],
    videoTitles: [],
    videoDescriptions: [],
    backgroundImageUrl: null,
    bannerImageUrl: null,
    mainImageUrl: null,
    mainImageId: null,
    fileIds: [],
    productIds: [],
    documentIds: [],
    additionalFields: [],
    metaTitle: null,
    metaDescription: null,
    shareImage: null,
  };
}

function homePage(files: FileRegistry): PageRecord {
  const createdAt = '2024-02-01T08:00:00Z';
  const banner = files.addSvg(
    'anasayfa-banner',
    bannerSvg('site', { title: 'Anasayfa banner görseli', seed: 11 }),
    createdAt,
  );
  const background = files.addSvg(
    'anasayfa-arka-plan',
    photoSvg('injection', { title: 'Anasayfa arka plan görseli', seed: 12, variant: 2 }),
    createdAt,
  );
  return {
    ...emptyPage(),
    id: SEED_IDS.pages.home,
    pageType: PAGE_TYPES.home,
    name: 'Anasayfa',
    slug: slugify('Anasayfa'),
    titles: ['Betonarme Yapılar İçin Kalıcı Çözümler'],
    subtitles: [
      `Poliüretan enjeksiyon, kimyasal ankraj ve halatlı tel ile beton kesmede ${COMPANY_FOUNDED} yılından bu yana güvenilir çözüm ortağınız`,
    ],
    descriptions: [
      'Su kaçaklarından yapısal güçlendirmeye, kontrollü kesimden zemin iyileştirmeye kadar her işte keşiften teslime aynı uzman ekiple çalışıyoruz.',
    ],
    bannerImageUrl: banner.path,
    backgroundImageUrl: background.path,
    productIds: [...HOME_FEATURED],
    createdAt: isoAt(createdAt),
    updatedAt: isoAt('2025-12-15T09:30:00Z'),
  };
}

function aboutPage(files: FileRegistry): PageRecord {
  const createdAt = '2024-02-01T08:30:00Z';
  const banner = files.addSvg(
    'hakkimizda-banner',
    bannerSvg('site', { title: 'Hakkımızda banner görseli', seed: 21 }),
    createdAt,
  );
  const main = files.addSvg(
    'hakkimizda-ana-gorsel',
    photoSvg('site', { title: `${COMPANY_NAME} saha ekibi`, seed: 22 }),
    createdAt,
  );
  const gallery = ABOUT_GALLERY.map(([scene, title], i) =>
    files.addSvg(
      `hakkimizda-galeri-${i + 1}`,
      photoSvg(scene, { title, seed: 30 + i, variant: i % 2 === 0 ? 1 : 2 }),
      createdAt,
    ),
  );
  const logos = PARTNER_NAMES.map((name) =>
    files.addSvg(`referans-${slugify(name)}-logo`, logoSvg(name, hashSeed(name)), createdAt),
  );
  return {
    ...emptyPage(),
    id: SEED_IDS.pages.about,
    pageType: PAGE_TYPES.about,
    name: 'Hakkımızda',
    slug: slugify('Hakkımızda'),
    titles: [
      `${COMPANY_FOUNDED} Yılından Bu Yana Yapılarınızın Yanındayız`,
      'Misyonumuz',
      'Vizyonumuz',
    ],
    subtitles: [
      'Yapı kimyasalları ve özel beton uygulamalarında uzman kadro',
      'Her projede ölçülebilir kalite, şeffaf raporlama ve iş güvenliği',
    ],
    descriptions: [
      `${COMPANY_NAME}, ${COMPANY_FOUNDED} yılında İstanbul’da küçük bir enjeksiyon ekibi olarak kuruldu. Bugün poliüretan ve epoksi enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme, karot delme ve su yalıtımı alanlarında Türkiye’nin dört bir yanında konut, altyapı ve endüstriyel projelere hizmet veriyoruz.`,
      'Mühendislerimiz ve sertifikalı uygulama ekiplerimiz, her işe yerinde yapılan keşif ve tespitle başlar. Sorunun nedenini belirlemeden yöntem önermeyiz; malzeme seçimi, uygulama planı ve iş güvenliği önlemleri işverenle birlikte netleştirildikten sonra sahaya çıkarız.',
      'Uygulama deneyimimizden doğan AsilNunX enjeksiyon reçinesi, sahada karşılaştığımız yüksek basınçlı su kaçakları için geliştirdiğimiz kendi ürünümüzdür. Ürün ve uygulamayı tek elden sunmamız, işin sorumluluğunu baştan sona üstlenmemizi sağlar.',
      'Misyonumuz yapıların ömrünü güvenli ve ekonomik çözümlerle uzatmak; vizyonumuz ise özel beton uygulamalarında kalitesi belgelenmiş, akla ilk gelen çözüm ortağı olmaktır.',
    ],
    listTitles: ['Hizmetlerimiz'],
    listItems: [
      'Poliüretan enjeksiyon ile su kaçağı durdurma',
      'Epoksi enjeksiyon ile yapısal çatlak onarımı',
      'Kimyasal ankraj ve filiz ekimi',
      'Halatlı tel ile beton kesme ve kontrollü söküm',
      'Karot ile beton delme ve numune alımı',
      'Temel, bodrum ve teras su yalıtımı',
      'Karbon lif ile yapısal güçlendirme',
      'Zemin enjeksiyonu ile döşeme kaldırma',
    ],
    mainImageId: main.id,
    mainImageUrl: main.path,
    bannerImageUrl: banner.path,
    fileIds: gallery.map((g) => g.id),
    urls: logos.map((l) => l.path),
    documentIds: [SEED_IDS.documents.iso9001Sertifikasi, SEED_IDS.documents.asilnunxCeSertifikasi],
    createdAt: isoAt(createdAt),
    updatedAt: isoAt('2025-11-28T15:00:00Z'),
  };
}

export function buildPages(files: FileRegistry): PageRecord[] {
  return [homePage(files), aboutPage(files)];
}
