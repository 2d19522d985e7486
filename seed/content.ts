import { COMPANY_DOMAIN } from './company.ts';
import type { FileRegistry } from './files.ts';
import type { DocumentKey } from './ids.ts';
import { VIDEO_IDS } from './products.ts';
import { bannerSvg, photoSvg, type SceneKind } from './svg.ts';
import { hashSeed } from './text.ts';
import type { DocumentRecord } from '../core/domain/records.ts';
import type { ServicePageKey } from '../core/domain/types.ts';
import type {
  BrandedResinContent,
  ContactContent,
  DocumentLink,
  ServicePageContent,
} from './types.ts';

// Content-service data (openapi/content.yaml): the contact page, the three service pages and the
// branded-resin page. These hold plain paths rather than file ids, as the content service does.

const CONTENT_DATE = '2025-02-03T09:00:00Z';

const MAP_EMBED_URL =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3010.9!2d29.15181!3d41.02131!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNDHCsDAxJzE2LjciTiAyOcKwMDknMDYuNSJF!5e0!3m2!1str!2str!4v1738573200000!5m2!1str!2str';

function buildContact(files: FileRegistry): ContactContent {
  const banner = files.addSvg(
    'iletisim-banner',
    bannerSvg('site', { title: 'İletişim banner görseli', seed: 41 }),
    CONTENT_DATE,
  );
  return {
    bannerTitle: 'İletişim',
    bannerImage: banner.path,
    phoneTitle: 'Telefon',
    phoneNumber: '+90 (216) 574 38 12',
    emailTitle: 'E-posta',
    emailAddress: `info@${COMPANY_DOMAIN}`,
    locationTitle: 'Adres',
    locationAddress: 'Yukarı Dudullu Mah. Çınaraltı Sok. No: 17/2, 34775 Ümraniye / İstanbul',
    instagramTitle: 'Instagram',
    instagramUsername: 'asilyapikimyasallari',
    messageFormTitle: 'Bize Ulaşın',
    messageFormDescription:
      'Projeniz, keşif talebiniz veya ürünlerimiz hakkındaki sorularınız için formu doldurun; uzman ekibimiz en kısa sürede size dönüş yapsın.',
    mapTitle: 'Ofisimizin Konumu',
    // Stored as the validated embed address only, never as markup (the editor accepts either).
    mapIframeCode: MAP_EMBED_URL,
  };
}

interface ServiceDef {
  scene: SceneKind;
  gallery: SceneKind[];
  text: Omit<
    ServicePageContent,
    | 'mainBannerImage'
    | 'galleryImages'
    | 'homepageImage'
    | 'documents'
    | 'metaTitle'
    | 'metaDescription'
    | 'shareImage'
  >;
  documents: Array<[string, DocumentKey]>;
}

const SERVICE_DEFS: Record<ServicePageKey, ServiceDef> = {
  'poliuretan-enjeksiyon': {
    scene: 'injection',
    gallery: [
      'injection',
      'injection',
      'crack-repair',
      'injection',
      'resin',
      'injection',
      'soil-injection',
      'injection',
    ],
    documents: [
      ['Teknik Föy', 'poliuretanTeknikFoy'],
      ['Uygulama Kılavuzu', 'poliuretanUygulamaKilavuzu'],
    ],
    text: {
      mainTitle: 'Poliüretan Enjeksiyon',
      descriptionTitle: 'Poliüretan Enjeksiyon Nedir?',
      descriptionText:
        'Poliüretan enjeksiyon, betonarme yapılardaki çatlak, derz ve boşluklardan gelen suyu, yapıyı kırmadan durdurmak için uygulanan basınçlı bir yalıtım yöntemidir. Çatlak hattına açılan deliklere yerleştirilen pakerlerden basılan reçine, su ile temas ettiği anda genleşerek esnek ve kalıcı bir tıkaç oluşturur.\n\nYöntem; bodrum katlarda, tünellerde, asansör kuyularında ve su depolarında, yapının kullanımı sürerken uygulanabilir. Aktif su kaçaklarında ilk sonuç genellikle aynı gün alınır.',
      applicationAreasTitle: 'Uygulama Alanları',
      applicationAreas: [
        'Bodrum kat perde duvarları ve radye birleşimleri',
        'Asansör kuyuları ve kuyu dipleri',
        'Tüneller, galeriler ve menfezler',
        'Su depoları, havuzlar ve arıtma yapıları',
        'Otopark tabliyeleri ve rampalar',
        'Soğuk derzler ve kalıp bağlantı delikleri',
        'Boru ve tesisat geçişleri',
      ],
      galleryTitle: 'Uygulamalarımızdan Görseller',
      detailsTitle: 'Uygulama Nasıl Yapılır?',
      detailsText:
        'Önce çatlak hattı ve su gelen noktalar tespit edilir. Çatlağın iki yanından, çatlağı beton kesitinin ortasında kesecek açıyla delikler açılır ve pakerler yerleştirilir. Birinci aşamada hızlı köpüren reçineyle suyun akışı kesilir, ikinci aşamada esnek reçineyle çatlağın tüm kesiti doldurulur. Reçine kürlendikten sonra pakerler sökülür, delikler tamir harcıyla kapatılır ve yüzey temizlenerek teslim edilir.',
      youtubeLink: `https://www.youtube.com/watch?v=${VIDEO_IDS.poliuretan}`,
      bottomInfoTitle: 'Su Kaçağınız mı Var?',
      bottomInfoText:
        'Ücretsiz keşif için bize ulaşın; uzman ekibimiz sorunun kaynağını yerinde belirleyip size en uygun çözümü önersin.',
      homepageTitle: 'Poliüretan Enjeksiyon',
      homepageSubtitle: 'Aktif su kaçaklarını yapıyı kırmadan durduruyoruz',
    },
  },
  'kimyasal-ankraj': {
    scene: 'anchor',
    gallery: [
      'anchor',
      'anchor',
      'core-drill',
      'anchor',
      'site',
      'anchor',
      'carbon-fiber',
      'anchor',
    ],
    documents: [
      ['Teknik Föy', 'ankrajTeknikFoy'],
      ['Uygulama Kılavuzu', 'filizEkimiUygulamaKilavuzu'],
      ['Güvenlik Bilgi Formu', 'ankrajGuvenlikBilgiFormu'],
    ],
    text: {
      mainTitle: 'Kimyasal Ankraj ve Filiz Ekimi',
      descriptionTitle: 'Kimyasal Ankraj Nedir?',
      descriptionText:
        'Kimyasal ankraj, mevcut betonarme elemanlara yeni donatının, dişli çubuğun veya çelik bağlantı elemanlarının epoksi ya da vinilester esaslı harçlarla sabitlenmesidir. Harç, delik cidarına tüm yüzeyiyle yapışarak yükü betona genleşme baskısı oluşturmadan aktarır; bu sayede kenara yakın ve sık aralıklı ankrajlar güvenle yapılabilir.\n\nDeprem güçlendirmesi, kat ilavesi ve mantolama projelerinde yeni ve eski beton arasındaki bağlantı filiz ekimiyle kurulur.',
      applicationAreasTitle: 'Uygulama Alanları',
      applicationAreas: [
        'Deprem güçlendirmesinde kolon ve perde mantolama',
        'Kat ilavesi ve yeni döşeme bağlantıları',
        'Merdiven, konsol ve balkon bağlantıları',
        'Çelik konstrüksiyon ve kolon ayağı ankrajları',
        'Makine ve ekipman temelleri',
        'Köprü ve viyadük güçlendirmeleri',
      ],
      galleryTitle: 'Uygulamalarımızdan Görseller',
      detailsTitle: 'Uygulama Adımları',
      detailsText:
        'Mevcut donatılar tarama cihazıyla tespit edilir ve delik yerleri işaretlenir. Projede belirtilen çap ve derinlikte açılan delikler basınçlı hava ve fırçayla üç tur temizlenir. Ankraj harcı delik dibinden başlanarak boşluk bırakmadan doldurulur ve donatı döndürülerek yerleştirilir. Kür süresinin sonunda seçilen ankrajlarda çekme testi yapılır ve sonuçlar raporlanır.',
      youtubeLink: `https://www.youtube.com/watch?v=${VIDEO_IDS.kimyasalAnkraj}`,
      bottomInfoTitle: 'Güçlendirme Projeniz İçin Teklif Alın',
      bottomInfoText:
        'Statik projenizi paylaşın; ankraj sayısı, harç seçimi ve iş programını içeren teklifimizi hazırlayalım.',
      homepageTitle: 'Kimyasal Ankraj',
      homepageSubtitle: 'Deprem güçlendirmesinde projeye uygun filiz ekimi',
    },
  },
  'halatli-tel-beton-kesme': {
    scene: 'wire-saw',
    gallery: [
      'wire-saw',
      'wire-saw',
      'site',
      'wire-saw',
      'core-drill',
      'wire-saw',
      'wire-saw',
      'joint-seal',
    ],
    documents: [['Uygulama Kılavuzu', 'halatliTelUygulamaKilavuzu']],
    text: {
      mainTitle: 'Halatlı Tel ile Beton Kesme',
      descriptionTitle: 'Halatlı Tel ile Kesim Nedir?',
      descriptionText:
        'Halatlı tel ile beton kesme, elmas boncuklu çelik halatın kesilecek elemanın çevresinden dolaştırılıp hidrolik tahrik ünitesiyle döndürülmesiyle yapılır. Halat boyu uzatılabildiği için kesit kalınlığı sınırı yoktur; metrelerce kalınlıktaki temeller, köprü ayakları ve baraj elemanları tek seferde kesilebilir.\n\nKesim titreşimsiz, tozsuz ve düşük gürültüyle yapıldığından, kullanımdaki yapılarda ve hassas tesislerde güvenle tercih edilir.',
      applicationAreasTitle: 'Uygulama Alanları',
      applicationAreas: [
        'Köprü ayakları ve tabliyelerin sökümü',
        'Baraj, regülatör ve enerji yapıları',
        'Kalın temel radyeleri ve makine temelleri',
        'Perde duvar ve kirişlerde yeni açıklıklar',
        'Endüstriyel tesislerde kontrollü yıkım',
        'Su altı ve dar alanlarda kesim',
      ],
      galleryTitle: 'Uygulamalarımızdan Görseller',
      detailsTitle: 'Kesim Nasıl Planlanır?',
      detailsText:
        'Kesim hatları, kesilecek blokların ağırlığı ve sahadaki kaldırma kapasitesine göre belirlenir. Halatın geçeceği köşelere karotla kılavuz delikler açılır, tahrik ünitesi ve makaralar sabitlenir. Kesim boyunca halat suyla soğutulur; blok ayrılmadan önce kaldırma noktaları bağlanır ve blok kontrollü olarak alınır. Kesim suyu ve çamuru toplanarak alan temiz teslim edilir.',
      youtubeLink: `https://www.youtube.com/watch?v=${VIDEO_IDS.halatliTel}`,
      bottomInfoTitle: 'Kesim Projeniz İçin Bize Ulaşın',
      bottomInfoText:
        'Kesilecek elemanın ölçülerini ve fotoğraflarını gönderin; kesim planı ve süre tahminiyle birlikte teklifimizi iletelim.',
      homepageTitle: 'Halatlı Tel ile Beton Kesme',
      homepageSubtitle: 'Metrelerce kalınlıktaki betonu titreşimsiz kesiyoruz',
    },
  },
};

function documentLinks(
  links: ReadonlyArray<[string, DocumentKey]>,
  documents: ReadonlyMap<DocumentKey, DocumentRecord>,
): DocumentLink[] {
  return links.map(([title, key]) => {
    const url = documents.get(key)?.path;
    if (!url) throw new Error(`content links to document ${key}, which has no file`);
    return { title, url };
  });
}

function buildServicePage(
  key: ServicePageKey,
  def: ServiceDef,
  files: FileRegistry,
  documents: ReadonlyMap<DocumentKey, DocumentRecord>,
): ServicePageContent {
  const seed = hashSeed(key);
  const banner = files.addSvg(
    `${key}-banner`,
    bannerSvg(def.scene, { title: `${def.text.mainTitle} banner görseli`, seed }),
    CONTENT_DATE,
  );
  const card = files.addSvg(
    `${key}-anasayfa-karti`,
    photoSvg(def.scene, { title: def.text.homepageTitle, seed: seed + 1 }),
    CONTENT_DATE,
  );
  const gallery = def.gallery.map((scene, i) =>
    files.addSvg(
      `${key}-galeri-${i + 1}`,
      photoSvg(scene, {
        title: `${def.text.mainTitle} galeri görseli ${i + 1}`,
        seed: seed + 2 + i,
        variant: i,
      }),
      CONTENT_DATE,
    ),
  );
  return {
    ...def.text,
    applicationAreas: [...def.text.applicationAreas],
    mainBannerImage: banner.path,
    galleryImages: gallery.map((g) => g.path),
    documents: documentLinks(def.documents, documents),
    homepageImage: card.path,
    metaTitle: null,
    metaDescription: null,
    shareImage: null,
  };
}

function buildAsilnunx(
  files: FileRegistry,
  documents: ReadonlyMap<DocumentKey, DocumentRecord>,
): BrandedResinContent {
  const image = files.addSvg(
    'asilnunx-urun-gorseli',
    photoSvg('resin', { title: 'AsilNunX Enjeksiyon Reçinesi ambalajı', seed: 51 }),
    CONTENT_DATE,
  );
  return {
    title: 'AsilNunX Enjeksiyon Reçinesi',
    description:
      'AsilNunX, sahada karşılaştığımız yüksek basınçlı su kaçakları için geliştirdiğimiz, tek bileşenli, su ile reaksiyona giren hidrofobik poliüretan enjeksiyon reçinesidir. Su ile temas ettiği anda genleşerek çatlağı kapalı gözenekli, esnek bir köpükle doldurur ve suyun yolunu kalıcı olarak keser.',
    details:
      'Düşük viskozitesi sayesinde 0,2 mm genişliğe kadar kılcal çatlaklara nüfuz eder. Hızlandırıcı oranıyla reaksiyon süresi 25 saniye ile 3 dakika arasında ayarlanabilir; serbest ortamda hacminin 20 katına kadar genleşir. Kürlenmiş köpük suda çözünmez, kimyasal olarak kararlıdır ve betonun hareketlerine uyum sağlar.',
    info: 'Ambalaj: 20 kg reçine (A bileşeni) ve 2 kg hızlandırıcı (B bileşeni) teneke set. Depolama: açılmamış ambalajında, +5 °C ile +30 °C arasında, kuru ortamda 12 ay. Uygulama yalnızca eğitimli ekipler tarafından, tek bileşen enjeksiyon pompasıyla yapılmalıdır.',
    documents: documentLinks(
      [
        ['Teknik Föy', 'asilnunxTeknikFoy'],
        ['Güvenlik Bilgi Formu', 'asilnunxGuvenlikBilgiFormu'],
        ['CE Uygunluk Sertifikası', 'asilnunxCeSertifikasi'],
      ],
      documents,
    ),
    image: image.path,
    text: 'Projenize uygun reçine miktarını ve uygulama yöntemini birlikte belirleyelim. Ürün tedariki veya uygulamalı hizmet için teknik ekibimizle görüşün.',
    linkText: 'Bilgi Al',
    link: '/contact',
    metaTitle: null,
    metaDescription: null,
    shareImage: null,
  };
}

interface ContentSeed {
  contactContent: ContactContent;
  servicePages: Record<ServicePageKey, ServicePageContent>;
  asilnunx: BrandedResinContent;
}

export function buildContent(
  files: FileRegistry,
  documents: ReadonlyMap<DocumentKey, DocumentRecord>,
): ContentSeed {
  return {
    contactContent: buildContact(files),
    servicePages: {
      'poliuretan-enjeksiyon': buildServicePage(
        'poliuretan-enjeksiyon',
        SERVICE_DEFS['poliuretan-enjeksiyon'],
        files,
        documents,
      ),
      'kimyasal-ankraj': buildServicePage(
        'kimyasal-ankraj',
        SERVICE_DEFS['kimyasal-ankraj'],
        files,
        documents,
      ),
      'halatli-tel-beton-kesme': buildServicePage(
        'halatli-tel-beton-kesme',
        SERVICE_DEFS['halatli-tel-beton-kesme'],
        files,
        documents,
      ),
    },
    asilnunx: buildAsilnunx(files, documents),
  };
}
