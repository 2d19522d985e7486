import { COMPANY_DOMAIN, COMPANY_NAME } from './company.ts';
import { isoAt } from './dates.ts';
import type { FileRegistry } from './files.ts';
import { SEED_IDS, type DocumentKey } from './ids.ts';
import { createPdf } from './pdf.ts';
import { slugify } from '../core/lib/slug.ts';
import { documentThumbSvg, type DocumentStyle } from './svg.ts';
import { hashSeed } from './text.ts';
import type { DocumentRecord } from '../core/domain/records.ts';

const DOCUMENT_CATEGORIES = {
  datasheet: 'Teknik Föy',
  safety: 'Güvenlik Bilgi Formu',
  certificate: 'Sertifika',
  guide: 'Uygulama Kılavuzu',
} as const satisfies Record<DocumentStyle, string>;

interface DocumentDef {
  key: DocumentKey;
  name: string;
  description: string | null;
  style: DocumentStyle;
  /** Overrides the category derived from the style; null exercises the "Kategori Yok" state. */
  category?: string | null;
  /** What the document is about, printed under the title. */
  subject: string;
  lines: string[];
  isActive?: boolean;
  /** Documents that only link elsewhere have no file of their own. */
  externalUrl?: string;
  createdAt: string;
  updatedAt: string;
}

interface DatasheetInput {
  definition: string;
  uses: string[];
  properties: Array<[string, string]>;
  application: string[];
  packaging: string;
  storage: string;
}

function datasheetLines(d: DatasheetInput): string[] {
  return [
    '# Ürün Tanımı',
    d.definition,
    '',
    '# Kullanım Alanları',
    ...d.uses.map((u) => `- ${u}`),
    '',
    '# Teknik Özellikler',
    ...d.properties.map(([k, v]) => `- ${k}: ${v}`),
    '',
    '# Uygulama',
    ...d.application.map((a, i) => `- ${i + 1}. ${a}`),
    '',
    '# Ambalaj',
    d.packaging,
    '',
    '# Depolama ve Raf Ömrü',
    d.storage,
    '',
    'Bu föydeki değerler laboratuvar koşullarında (23 °C, %50 bağıl nem) elde edilmiştir; saha koşullarında farklılık gösterebilir. Uygulama öncesinde güncel föy sürümünü kontrol ediniz.',
  ];
}

interface SafetyInput {
  product: string;
  use: string;
  hazards: string[];
  composition: string;
  firstAid: string[];
  ppe: string;
}

function safetyLines(s: SafetyInput): string[] {
  return [
    '# 1. Madde / Karışım ve Şirket Tanımlayıcısı',
    `Ürün adı: ${s.product}`,
    `Kullanım amacı: ${s.use}`,
    `Tedarikçi: ${COMPANY_NAME}, İstanbul. Acil durum telefonu: 114 (Ulusal Zehir Danışma Merkezi)`,
    '',
    '# 2. Zararlılık Tanımlanması',
    ...s.hazards.map((h) => `- ${h}`),
    '',
    '# 3. Bileşimi / İçindekiler Hakkında Bilgi',
    s.composition,
    '',
    '# 4. İlk Yardım Önlemleri',
    ...s.firstAid.map((a) => `- ${a}`),
    '',
    '# 5. Yangınla Mücadele Önlemleri',
    'Uygun söndürücüler: karbondioksit, kuru kimyevi toz, köpük. Yanma sırasında karbon monoksit ve azot oksitler açığa çıkabilir; bağımsız solunum cihazı kullanınız.',
    '',
    '# 6. Kaza Sonucu Yayılmaya Karşı Önlemler',
    'Dökülen ürünü kum veya toprak gibi yanmaz bir emici malzemeyle toplayınız, kanalizasyona ve yüzey sularına ulaşmasını engelleyiniz.',
    '',
    '# 7. Elleçleme ve Depolama',
    'İyi havalandırılan alanda çalışınız. Ambalajı kapalı, kuru ve serin bir yerde, doğrudan güneş ışığından uzakta saklayınız.',
    '',
    '# 8. Maruziyet Kontrolleri / Kişisel Korunma',
    s.ppe,
    '',
    '# 9-16. Diğer Bölümler',
    'Fiziksel ve kimyasal özellikler, kararlılık, toksikolojik ve ekolojik bilgiler, bertaraf, taşımacılık ve mevzuat bilgileri için formun tam sürümüne başvurunuz.',
    'Bu özet, yürürlükteki güvenlik bilgi formu mevzuatında öngörülen 16 bölümlük yapıya göre hazırlanmıştır.',
  ];
}

function guideLines(intro: string, steps: string[], safety: string[]): string[] {
  return [
    '# Genel',
    intro,
    '',
    '# Uygulama Adımları',
    ...steps.map((s, i) => `- ${i + 1}. ${s}`),
    '',
    '# İş Güvenliği',
    ...safety.map((s) => `- ${s}`),
    '',
    `Sorularınız için teknik ekibimize teknik@${COMPANY_DOMAIN} adresinden ulaşabilirsiniz.`,
  ];
}

function certificateLines(
  subject: string,
  scope: string,
  standard: string,
  number: string,
  validUntil: string,
): string[] {
  return [
    '# Belge Sahibi',
    `${COMPANY_NAME}, İstanbul`,
    '',
    '# Kapsam',
    scope,
    '',
    '# Dayanak Standart',
    standard,
    '',
    '# Belge Bilgileri',
    `- Belge numarası: ${number}`,
    `- Konu: ${subject}`,
    `- Geçerlilik tarihi: ${validUntil}`,
    '- Belgelendirme kuruluşu: Yeşilırmak Belgelendirme ve Gözetim A.Ş.',
    '',
    'Belgenin geçerliliği yıllık gözetim denetimlerinin olumlu sonuçlanmasına bağlıdır.',
  ];
}

const PU_DATASHEET: DatasheetInput = {
  definition:
    'Tek bileşenli, su ile reaksiyona giren, düşük viskoziteli hidrofobik poliüretan enjeksiyon reçinesidir. Aktif su kaçağı olan çatlak, derz ve boşluklarda hızla köpürerek suyu keser.',
  uses: [
    'Bodrum perdeleri ve temel birleşimleri',
    'Tüneller, galeriler ve menfezler',
    'Su depoları ve arıtma yapıları',
    'Asansör kuyuları ve otopark tabliyeleri',
  ],
  properties: [
    ['Görünüm', 'Açık sarı, şeffaf sıvı'],
    ['Yoğunluk (23 °C)', '1,08 ± 0,03 g/cm³'],
    ['Viskozite (23 °C)', '180 ± 30 mPa·s'],
    ['Serbest genleşme oranı', '1:25'],
    ['Köpürme başlangıcı', '%5 hızlandırıcı ile 30 saniye'],
    ['Uygulama sıcaklığı', '+5 °C ile +35 °C'],
  ],
  application: [
    'Çatlak hattı boyunca, çatlağı 45° açıyla kesecek şekilde, 20-30 cm aralıkla delikler açılır.',
    'Deliklere paker yerleştirilir ve sıkılır; delikler basınçlı su ile yıkanır.',
    'Reçine, hızlandırıcı ile karıştırılarak tek bileşen pompasıyla alttaki pakerden başlanarak basılır.',
    'Komşu pakerden reçine geldiğinde bir sonraki pakere geçilir; kürlenmeden sonra pakerler sökülür.',
  ],
  packaging: '20 kg reçine ve 2 kg hızlandırıcı içeren teneke set.',
  storage: 'Açılmamış orijinal ambalajında, +5 °C ile +30 °C arasında, kuru ortamda 12 ay.',
};

const DOCUMENT_DEFS: readonly DocumentDef[] = [
  {
    key: 'poliuretanTeknikFoy',
    name: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
    description:
      'Hidrofobik poliüretan enjeksiyon reçinesinin fiziksel özellikleri, uygulama koşulları ve sarfiyat bilgileri.',
    style: 'datasheet',
    subject: 'Hidrofobik poliüretan enjeksiyon reçinesi',
    lines: datasheetLines(PU_DATASHEET),
    createdAt: '2024-03-04T08:30:00Z',
    updatedAt: '2025-02-11T10:15:00Z',
  },
  {
    key: 'poliuretanUygulamaKilavuzu',
    name: 'Poliüretan Enjeksiyon Uygulama Kılavuzu',
    description: 'Paker yerleşiminden iki aşamalı enjeksiyona kadar sahada izlenecek adımlar.',
    style: 'guide',
    subject: 'Aktif su kaçaklarında poliüretan enjeksiyon',
    lines: guideLines(
      'Bu kılavuz, betonarme elemanlardaki aktif su kaçaklarının poliüretan reçine ile durdurulmasında izlenecek yöntemi açıklar. Uygulama, eğitimli ve yetkin ekipler tarafından yapılmalıdır.',
      [
        'Çatlak hattını işaretleyin, su gelen noktaları ve çatlak genişliğini kayıt altına alın.',
        'Çatlağın iki yanında, çatlağı beton kalınlığının yarısında kesecek açıyla Ø13 mm delikler açın.',
        'Delikleri basınçlı hava ve su ile temizleyin, pakerleri yerleştirip sıkın.',
        'Birinci aşamada hızlı köpüren reçineyle su akışını kesin.',
        'İkinci aşamada esnek reçineyle çatlağın tüm kesitini doldurun.',
        'Reçine kürlendikten sonra pakerleri söküp delikleri tamir harcıyla kapatın.',
      ],
      [
        'Koruyucu gözlük, nitril eldiven ve iş tulumu kullanın.',
        'Pompa basıncını üretici değerlerinin üzerine çıkarmayın.',
        'Kapalı alanlarda havalandırma sağlayın.',
      ],
    ),
    createdAt: '2024-03-05T09:00:00Z',
    updatedAt: '2025-01-20T14:40:00Z',
  },
  {
    key: 'poliuretanGuvenlikBilgiFormu',
    name: 'Poliüretan Enjeksiyon Reçinesi Güvenlik Bilgi Formu',
    description: 'Elleçleme, depolama, kişisel koruyucu donanım ve ilk yardım bilgileri.',
    style: 'safety',
    subject: 'Hidrofobik poliüretan enjeksiyon reçinesi',
    lines: safetyLines({
      product: 'Hidrofobik poliüretan enjeksiyon reçinesi',
      use: 'Yapılarda su kaçaklarının durdurulması (profesyonel kullanım)',
      hazards: [
        'Solunması halinde zararlıdır.',
        'Cilt ve göz tahrişine yol açar.',
        'Alerjik cilt reaksiyonuna yol açabilir.',
      ],
      composition:
        'Difenilmetan diizosiyanat (MDI) esaslı prepolimer karışımı; izosiyanat içeriği %10-20.',
      firstAid: [
        'Solunma: Temiz havaya çıkarın, şikâyet sürerse doktora başvurun.',
        'Cilt teması: Bol su ve sabunla yıkayın.',
        'Göz teması: En az 15 dakika bol suyla yıkayın, doktora başvurun.',
      ],
      ppe: 'Nitril eldiven, yan korumalı gözlük ve uzun kollu iş kıyafeti kullanınız; yetersiz havalandırmada A2 filtreli maske takınız.',
    }),
    createdAt: '2024-03-05T09:20:00Z',
    updatedAt: '2024-11-02T11:05:00Z',
  },
  {
    key: 'ankrajTeknikFoy',
    name: 'Epoksi Esaslı Kimyasal Ankraj Harcı Teknik Föyü',
    description:
      'Filiz ekimi ve dişli çubuk ankrajı için iki bileşenli epoksi harcın yük ve kür değerleri.',
    style: 'datasheet',
    subject: 'İki bileşenli epoksi ankraj harcı',
    lines: datasheetLines({
      definition:
        'Çatlamış ve çatlamamış betonda nervürlü donatı ve dişli çubuk ankrajı için geliştirilmiş, stiren içermeyen, iki bileşenli epoksi esaslı kimyasal ankraj harcıdır.',
      uses: [
        'Deprem güçlendirmesinde filiz ekimi',
        'Kolon ve perde mantolama bağlantıları',
        'Çelik konstrüksiyon ve makine ankrajları',
        'Islak ve su dolu deliklerde ankraj',
      ],
      properties: [
        ['Karışım oranı (hacim)', '3:1'],
        ['Basınç dayanımı (7 gün)', '> 90 MPa'],
        ['Eğilme dayanımı (7 gün)', '> 35 MPa'],
        ['Jel süresi (20 °C)', '15 dakika'],
        ['Yüklenebilme süresi (20 °C)', '7 saat'],
        ['Uygulama sıcaklığı', '+5 °C ile +40 °C'],
      ],
      application: [
        'Projede belirtilen çap ve derinlikte delik açılır.',
        'Delik üç kez hava, üç kez fırça ve yeniden üç kez hava ile temizlenir.',
        'Kartuşun ilk çıkan karışımı homojen renge ulaşana kadar atılır.',
        'Delik dibinden başlanarak üçte iki oranında harç doldurulur, donatı döndürülerek yerleştirilir.',
      ],
      packaging: '585 ml ikiz kartuş, kutuda 12 adet; karıştırıcı uçlar ile birlikte.',
      storage: 'Orijinal ambalajında, +5 °C ile +25 °C arasında, 18 ay.',
    }),
    createdAt: '2024-04-10T07:45:00Z',
    updatedAt: '2025-03-18T09:30:00Z',
  },
  {
    key: 'ankrajGuvenlikBilgiFormu',
    name: 'Kimyasal Ankraj Harcı Güvenlik Bilgi Formu',
    description: 'Epoksi ankraj harcının A ve B bileşenleri için güvenlik bilgileri.',
    style: 'safety',
    subject: 'İki bileşenli epoksi ankraj harcı',
    lines: safetyLines({
      product: 'İki bileşenli epoksi esaslı kimyasal ankraj harcı',
      use: 'Betona donatı ve dişli çubuk ankrajı (profesyonel kullanım)',
      hazards: [
        'Ciddi göz tahrişine yol açar.',
        'Alerjik cilt reaksiyonuna yol açabilir.',
        'Sucul ortamda uzun süre kalıcı, zararlı etki yapar.',
      ],
      composition:
        'A bileşeni: bisfenol A epoksi reçinesi ve mineral dolgular. B bileşeni: poliamin sertleştirici.',
      firstAid: [
        'Cilt teması: Kirlenmiş giysileri çıkarın, bol su ve sabunla yıkayın.',
        'Göz teması: Kontakt lensleri çıkarın, en az 15 dakika suyla yıkayın.',
        'Yutma: Kusturmayın, ağzı suyla çalkalayın ve doktora başvurun.',
      ],
      ppe: 'Kimyasallara dayanıklı eldiven ve koruyucu gözlük kullanınız; deliklerin temizliği sırasında toz maskesi takınız.',
    }),
    createdAt: '2024-04-10T08:10:00Z',
    updatedAt: '2024-12-09T16:00:00Z',
  },
  {
    key: 'filizEkimiUygulamaKilavuzu',
    name: 'Filiz Ekimi Uygulama Kılavuzu',
    description:
      'Mevcut betona donatı ekiminde delme, temizlik, harç dolumu ve çekme testi adımları.',
    style: 'guide',
    subject: 'Kimyasal ankraj ile filiz ekimi',
    lines: guideLines(
      'Filiz ekimi, mevcut betonarme elemanlara yeni donatının kimyasal ankraj harcıyla bağlanmasıdır. Bağlantının taşıma gücü büyük ölçüde delik temizliğine ve harcın boşluksuz doldurulmasına bağlıdır.',
      [
        'Donatı tespit cihazıyla mevcut donatıları tarayın ve delik yerlerini işaretleyin.',
        'Donatı çapından 4-6 mm büyük matkap ucuyla proje derinliğinde delin.',
        'Deliği hava, fırça ve hava sırasıyla üç tur temizleyin.',
        'Harcı delik dibinden başlayarak, kabarcık bırakmadan üçte iki oranında doldurun.',
        'Donatıyı döndürerek yerleştirin, taşan harcı kontrol edin.',
        'Yüklenebilme süresi dolduktan sonra seçilen filizlerde çekme testi yapın ve raporlayın.',
      ],
      [
        'Delme sırasında toz emişli matkap ve P2 maske kullanın.',
        'Kartuş tabancasını kullanmadığınızda emniyete alın.',
      ],
    ),
    createdAt: '2024-04-12T10:00:00Z',
    updatedAt: '2025-04-02T08:20:00Z',
  },
  {
    key: 'halatliTelUygulamaKilavuzu',
    name: 'Halatlı Tel ile Beton Kesme Uygulama Kılavuzu',
    description:
      'Kesim planı, tel dolaştırma, su sistemi ve blok kaldırma adımlarını içeren yöntem açıklaması.',
    style: 'guide',
    subject: 'Elmas tel ile betonarme kesim',
    lines: guideLines(
      'Halatlı tel ile kesim, elmas boncuklu çelik halatın kesilecek elemanın çevresinden dolaştırılarak hidrolik tahrik ünitesiyle döndürülmesiyle yapılır. Kesim planı statik proje ve kaldırma kapasitesine göre hazırlanır.',
      [
        'Kesim hatlarını ve blok boyutlarını vinç kapasitesine göre belirleyin.',
        'Halatın geçeceği köşelere karot ile kılavuz delikler açın.',
        'Tahrik ünitesini ve kılavuz makaraları sabitleyin, halatı dolaştırıp ekleyin.',
        'Soğutma suyunu açın, halat gerginliğini ayarlayarak kesime başlayın.',
        'Blok ayrılmadan önce kaldırma noktalarını bağlayın ve bloğu askıya alın.',
        'Kesim suyunu ve çamuru toplayarak alanı temizleyin.',
      ],
      [
        'Halat hattının iki yanında en az 10 metrelik güvenlik alanı oluşturun.',
        'Makara ve halat koruyucularını çalışma boyunca açık bırakmayın.',
        'Kulak koruyucu ve yüz siperi kullanın.',
      ],
    ),
    createdAt: '2024-05-06T09:15:00Z',
    updatedAt: '2025-05-14T13:10:00Z',
  },
  {
    key: 'asilnunxTeknikFoy',
    name: 'AsilNunX Teknik Föyü',
    description:
      'AsilNunX enjeksiyon reçinesinin teknik özellikleri, reaksiyon süreleri ve ambalaj bilgileri.',
    style: 'datasheet',
    subject: 'AsilNunX Enjeksiyon Reçinesi',
    lines: datasheetLines({
      ...PU_DATASHEET,
      definition:
        'AsilNunX, tek bileşenli, su ile reaksiyona giren, düşük viskoziteli hidrofobik poliüretan enjeksiyon reçinesidir. Hızlandırıcı oranıyla ayarlanabilen reaksiyon süresi sayesinde hem yüksek basınçlı su kaçaklarında hem kılcal çatlaklarda kullanılır.',
      properties: [
        ['Görünüm', 'Kehribar renkli, şeffaf sıvı'],
        ['Yoğunluk (23 °C)', '1,05 ± 0,02 g/cm³'],
        ['Viskozite (23 °C)', '150 ± 25 mPa·s'],
        ['Serbest genleşme oranı', '1:20'],
        ['Reaksiyon süresi', '25 saniye ile 3 dakika (hızlandırıcı oranına göre)'],
        ['Kürlenmiş köpük', 'Kapalı gözenekli, esnek, suda çözünmez'],
      ],
    }),
    createdAt: '2024-06-03T08:00:00Z',
    updatedAt: '2025-06-10T09:45:00Z',
  },
  {
    key: 'asilnunxGuvenlikBilgiFormu',
    name: 'AsilNunX Güvenlik Bilgi Formu',
    description: 'AsilNunX reçine ve hızlandırıcı bileşenleri için güvenlik bilgileri.',
    style: 'safety',
    subject: 'AsilNunX Enjeksiyon Reçinesi',
    lines: safetyLines({
      product: 'AsilNunX Enjeksiyon Reçinesi (A: reçine, B: hızlandırıcı)',
      use: 'Yapılarda su kaçaklarının durdurulması (profesyonel kullanım)',
      hazards: [
        'Solunması halinde zararlıdır.',
        'Cilt ve göz tahrişine yol açar.',
        'Solunması halinde alerji veya astım belirtilerine yol açabilir.',
      ],
      composition:
        'A bileşeni: MDI esaslı poliüretan prepolimer. B bileşeni: amin esaslı katalizör ve yüzey aktif madde karışımı.',
      firstAid: [
        'Solunma: Kişiyi temiz havaya çıkarın ve dinlendirin.',
        'Cilt teması: Reçineyi kurumadan bez ile alın, bol su ve sabunla yıkayın.',
        'Göz teması: Bol suyla en az 15 dakika yıkayın ve göz doktoruna başvurun.',
      ],
      ppe: 'Nitril eldiven, kapalı gözlük ve iş tulumu kullanınız; kapalı alanlarda A2 filtreli yarım yüz maskesi takınız.',
    }),
    createdAt: '2024-06-03T08:30:00Z',
    updatedAt: '2025-06-10T10:00:00Z',
  },
  {
    key: 'asilnunxCeSertifikasi',
    name: 'AsilNunX CE Uygunluk Sertifikası',
    description:
      'AsilNunX için yapı malzemeleri yönetmeliği kapsamında düzenlenen uygunluk belgesi.',
    style: 'certificate',
    subject: 'AsilNunX Enjeksiyon Reçinesi',
    lines: certificateLines(
      'AsilNunX Enjeksiyon Reçinesi',
      'Beton yapı elemanlarında su kaçaklarının durdurulmasında kullanılan esnek dolgu amaçlı enjeksiyon ürünleri.',
      'TS EN 1504-5 Beton yapıların korunması ve tamiri için ürünler ve sistemler - Bölüm 5: Beton enjeksiyonu',
      'YBG-CE-2024-0418',
      '14 Haziran 2027',
    ),
    createdAt: '2024-06-14T12:00:00Z',
    updatedAt: '2024-06-14T12:00:00Z',
  },
  {
    key: 'epoksiTeknikFoy',
    name: 'Epoksi Enjeksiyon Reçinesi Teknik Föyü',
    description:
      'Yapısal çatlak onarımında kullanılan düşük viskoziteli epoksi reçinenin özellikleri.',
    style: 'datasheet',
    subject: 'İki bileşenli epoksi enjeksiyon reçinesi',
    lines: datasheetLines({
      definition:
        'Kuru ve hareketsiz yapısal çatlakların doldurulması ve yapıştırılması için geliştirilmiş, solventsiz, düşük viskoziteli, iki bileşenli epoksi enjeksiyon reçinesidir.',
      uses: [
        'Kiriş ve kolonlarda yapısal çatlaklar',
        'Döşeme ve köprü tabliyesi çatlakları',
        'Makine temellerinde ayrışmalar',
      ],
      properties: [
        ['Karışım oranı (ağırlık)', '2:1'],
        ['Viskozite (23 °C)', '320 ± 50 mPa·s'],
        ['Kap ömrü (23 °C)', '40 dakika'],
        ['Basınç dayanımı (7 gün)', '> 70 MPa'],
        ['Betona yapışma', '> 3 MPa (beton kopması)'],
        ['Uygulanabilir çatlak genişliği', '0,2 mm ile 5 mm'],
      ],
      application: [
        'Çatlak yüzeyi tel fırça ile temizlenir, yüzey pakerleri 20-30 cm aralıkla yapıştırılır.',
        'Çatlak yüzeyi epoksi macunla kapatılır ve macunun sertleşmesi beklenir.',
        'Reçine düşük basınçla en alttaki pakerden başlanarak basılır.',
        'Kürlenmeden sonra pakerler sökülür ve yüzey taşlanır.',
      ],
      packaging: '3 kg set (2 kg A bileşeni, 1 kg B bileşeni).',
      storage: 'Orijinal ambalajında, +5 °C ile +30 °C arasında, 24 ay.',
    }),
    createdAt: '2024-07-08T08:00:00Z',
    updatedAt: '2025-02-25T11:30:00Z',
  },
  {
    key: 'epoksiGuvenlikBilgiFormuEski',
    name: 'Epoksi Enjeksiyon Reçinesi Güvenlik Bilgi Formu (2023)',
    description: 'Yürürlükten kaldırılan eski sürüm; yalnızca arşiv amaçlı tutulmaktadır.',
    style: 'safety',
    subject: 'İki bileşenli epoksi enjeksiyon reçinesi',
    isActive: false,
    lines: safetyLines({
      product: 'İki bileşenli epoksi enjeksiyon reçinesi',
      use: 'Beton çatlaklarının yapısal onarımı (profesyonel kullanım)',
      hazards: [
        'Cilt tahrişine yol açar.',
        'Ciddi göz tahrişine yol açar.',
        'Alerjik cilt reaksiyonuna yol açabilir.',
      ],
      composition:
        'A bileşeni: bisfenol A/F epoksi reçinesi. B bileşeni: modifiye sikloalifatik amin.',
      firstAid: [
        'Cilt teması: Bol su ve sabunla yıkayın.',
        'Göz teması: En az 15 dakika bol suyla yıkayın.',
      ],
      ppe: 'Kimyasallara dayanıklı eldiven ve koruyucu gözlük kullanınız.',
    }),
    createdAt: '2024-07-08T08:20:00Z',
    updatedAt: '2025-02-25T11:35:00Z',
  },
  {
    key: 'karotUygulamaKilavuzu',
    name: 'Karot ile Beton Delme Uygulama Kılavuzu',
    description: 'Elmas karot delmede makine sabitleme, delme ve numune alma adımları.',
    style: 'guide',
    subject: 'Elmas karot ile delme ve numune alımı',
    lines: guideLines(
      'Karot ile delme, elmas segmentli silindirik uçların sulu olarak döndürülmesiyle betonda düzgün cidarlı dairesel delik açılmasıdır. Numune alımında TS EN 12504-1 esaslarına uyulur.',
      [
        'Delik yerini donatı taramasıyla belirleyin, tesisat geçişlerini kontrol edin.',
        'Karot makinesini dübel veya vakum tabanıyla yüzeye sabitleyin.',
        'Soğutma suyunu açın ve düşük devirle delmeye başlayın.',
        'Delme tamamlanınca karotu çıkarın, numuneyse etiketleyin.',
        'Delik suyunu vakumla toplayın, gerekirse deliği tamir harcıyla kapatın.',
      ],
      [
        'Tavan delmelerinde karotun düşmesine karşı alt bölgeyi kapatın.',
        'Elektrikli ekipmanda kaçak akım rölesi kullanın.',
      ],
    ),
    createdAt: '2024-08-19T09:30:00Z',
    updatedAt: '2024-08-19T09:30:00Z',
  },
  {
    key: 'membranTeknikFoy',
    name: 'Bitümlü Su Yalıtım Membranı Teknik Föyü',
    description: 'Temel ve perde yalıtımında kullanılan polyester keçe taşıyıcılı bitümlü membran.',
    style: 'datasheet',
    subject: 'Polyester keçe taşıyıcılı bitümlü membran',
    lines: datasheetLines({
      definition:
        'Polyester keçe taşıyıcılı, elastomer (SBS) modifiyeli, her iki yüzü polietilen film kaplı, 4 mm kalınlığında bitümlü su yalıtım örtüsüdür.',
      uses: [
        'Temel altı ve perde duvar yalıtımı',
        'Teras ve çatı yalıtımı',
        'Köprü tabliyesi yalıtımı',
      ],
      properties: [
        ['Kalınlık', '4 mm'],
        ['Soğukta bükülme', '-20 °C'],
        ['Akma direnci', '+100 °C'],
        ['Çekme dayanımı (boyuna / enine)', '800 / 600 N/50 mm'],
        ['Su geçirimsizlik', '60 kPa basınçta geçirimsiz'],
      ],
      application: [
        'Yüzey kuru, temiz ve düzgün hale getirilir, bitümlü astar sürülür.',
        'Membran şalümo ile ısıtılarak 10 cm yan ve 15 cm baş bindirmelerle yapıştırılır.',
        'Perde duvarlarda membran koruma levhası veya drenaj levhasıyla korunur.',
      ],
      packaging: '1 m x 10 m rulo, palette 23 rulo.',
      storage: 'Rulolar dik olarak, güneş ışığından korunarak depolanmalıdır.',
    }),
    createdAt: '2024-09-02T07:50:00Z',
    updatedAt: '2025-07-01T08:15:00Z',
  },
  {
    key: 'catlakHarciTeknikFoy',
    name: 'Polimer Katkılı Tamir Harcı Teknik Föyü',
    description: 'Çatlak onarımı ve kesit tamamlamada kullanılan rötresi dengelenmiş tamir harcı.',
    style: 'datasheet',
    subject: 'Polimer katkılı, rötresi dengelenmiş tamir harcı',
    lines: datasheetLines({
      definition:
        'Çimento esaslı, polimer ve lif katkılı, rötresi dengelenmiş, tek bileşenli yapısal tamir harcıdır.',
      uses: [
        'Beton yüzeylerindeki çatlak ve boşlukların onarımı',
        'Korozyon sonrası kesit tamamlama',
        'Kolon, kiriş ve döşeme yüzey tamirleri',
      ],
      properties: [
        ['Basınç dayanımı (28 gün)', '> 45 MPa'],
        ['Eğilme dayanımı (28 gün)', '> 8 MPa'],
        ['Uygulama kalınlığı', 'Tek katta 5-40 mm'],
        ['Karışım suyu', '25 kg torba için 3,6-3,9 litre'],
        ['Sınıf', 'TS EN 1504-3 R4'],
      ],
      application: [
        'Gevşek beton kırılarak uzaklaştırılır, yüzey doygun kuru hale getirilir.',
        'Harç düşük devirli karıştırıcıyla 3 dakika karıştırılır.',
        'Malzeme mala ile bastırılarak uygulanır, yüzey perdahlanır.',
        'Uygulanan yüzey en az 3 gün nemli tutulur.',
      ],
      packaging: '25 kg kraft torba.',
      storage: 'Kuru ortamda, palet üzerinde, 12 ay.',
    }),
    createdAt: '2024-09-16T10:20:00Z',
    updatedAt: '2024-09-16T10:20:00Z',
  },
  {
    key: 'karbonLifTeknikFoy',
    name: 'Karbon Lif Güçlendirme Sistemi Teknik Föyü',
    description:
      'CFRP şerit, karbon kumaş ve epoksi yapıştırıcıdan oluşan güçlendirme sisteminin değerleri.',
    style: 'datasheet',
    subject: 'Karbon lifli polimer güçlendirme sistemi',
    lines: datasheetLines({
      definition:
        'Yüksek dayanımlı karbon liflerden üretilen şerit ve tek yönlü kumaşlarla, bunları betona bağlayan iki bileşenli epoksi yapıştırıcıdan oluşan yapısal güçlendirme sistemidir.',
      uses: [
        'Kiriş ve döşemelerde eğilme güçlendirmesi',
        'Kolonlarda sargı ile eksenel ve süneklik artışı',
        'Kesme güçlendirmesi',
      ],
      properties: [
        ['Lif çekme dayanımı', '4.900 MPa'],
        ['Elastisite modülü', '230 GPa'],
        ['Kopma uzaması', '%1,7'],
        ['Kumaş birim ağırlığı', '300 g/m²'],
        ['Yapıştırıcı çekme dayanımı', '> 30 MPa'],
      ],
      application: [
        'Beton yüzeyi taşlanır, köşeler en az 20 mm yarıçapla pahlanır.',
        'Astar uygulanır, ardından yapıştırıcı katmanı sürülür.',
        'Kumaş yerleştirilir ve rulo ile hava kabarcıkları alınır.',
        'Son kat yapıştırıcı ile lifler tamamen doyurulur.',
      ],
      packaging: 'Kumaş: 50 m rulo. Yapıştırıcı: 5 kg set.',
      storage: 'Kuru ortamda, +5 °C ile +30 °C arasında.',
    }),
    createdAt: '2024-10-07T08:40:00Z',
    updatedAt: '2025-08-21T15:25:00Z',
  },
  {
    key: 'iso9001Sertifikasi',
    name: 'ISO 9001 Kalite Yönetim Sistemi Sertifikası',
    description: 'Uygulama hizmetlerimizi kapsayan kalite yönetim sistemi belgesi.',
    style: 'certificate',
    subject: 'Kalite Yönetim Sistemi',
    lines: certificateLines(
      'Kalite Yönetim Sistemi',
      'Poliüretan ve epoksi enjeksiyon, kimyasal ankraj, halatlı tel ile beton kesme, karot delme ve su yalıtımı uygulama hizmetleri.',
      'TS EN ISO 9001:2015 Kalite yönetim sistemleri - Şartlar',
      'YBG-KYS-2023-1187',
      '22 Kasım 2026',
    ),
    createdAt: '2024-02-12T09:00:00Z',
    updatedAt: '2025-11-24T10:00:00Z',
  },
  {
    key: 'poliuretanTeknikFoyEski',
    name: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü (2023)',
    description: 'Yerini güncel sürüme bırakan eski teknik föy.',
    style: 'datasheet',
    subject: 'Hidrofobik poliüretan enjeksiyon reçinesi',
    isActive: false,
    lines: datasheetLines({
      ...PU_DATASHEET,
      packaging: '25 kg reçine ve 2,5 kg hızlandırıcı içeren teneke set.',
    }),
    createdAt: '2024-02-20T08:00:00Z',
    updatedAt: '2025-02-11T10:20:00Z',
  },
  {
    key: 'en1504UygunlukBeyani',
    name: 'TS EN 1504-5 Performans Beyanı',
    description: 'Enjeksiyon ürünlerimizin performans beyanına üretici portalı üzerinden erişilir.',
    style: 'certificate',
    category: null,
    subject: 'Enjeksiyon ürünleri performans beyanı',
    lines: [],
    externalUrl: `https://belgeler.${COMPANY_DOMAIN}/performans-beyani/ts-en-1504-5`,
    createdAt: '2025-09-03T13:00:00Z',
    updatedAt: '2025-09-03T13:00:00Z',
  },
];

export function buildDocuments(files: FileRegistry): Map<DocumentKey, DocumentRecord> {
  const byKey = new Map<DocumentKey, DocumentRecord>();
  DOCUMENT_DEFS.forEach((def, order) => {
    const slug = slugify(def.name);
    const category = def.category === undefined ? DOCUMENT_CATEGORIES[def.style] : def.category;
    const preview = files.addSvg(
      `${slug}-onizleme`,
      documentThumbSvg({
        title: def.name,
        category: category ?? 'Belge',
        subtitle: def.subject,
        style: def.style,
        seed: hashSeed(slug),
        company: COMPANY_NAME,
      }),
      def.createdAt,
    );
    const pdf = def.externalUrl
      ? null
      : files.addPdf(
          slug,
          createPdf({
            title: def.name,
            subtitle: `${category ?? 'Belge'} · ${def.subject}`,
            header: COMPANY_NAME,
            footer: `${COMPANY_NAME} · www.${COMPANY_DOMAIN} · Yayın tarihi ${def.updatedAt.slice(0, 10)}`,
            lines: def.lines,
            createdAt: def.updatedAt,
          }),
          def.createdAt,
        );
    byKey.set(def.key, {
      id: SEED_IDS.documents[def.key],
      name: def.name,
      slug,
      description: def.description,
      category,
      order,
      url: def.externalUrl ?? null,
      fileId: pdf?.id ?? null,
      mimeType: pdf ? pdf.contentType : null,
      fileSize: pdf ? pdf.size : null,
      previewImageFileId: preview.id,
      previewImageUrl: preview.path,
      fileUrl: pdf?.path ?? null,
      path: pdf?.path ?? null,
      isActive: def.isActive ?? true,
      createdAt: isoAt(def.createdAt),
      updatedAt: isoAt(def.updatedAt),
    });
  });
  return byKey;
}
