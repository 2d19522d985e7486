import { isoAt } from './dates.ts';
import type { FileRegistry } from './files.ts';
import { SEED_IDS, type DocumentKey, type ProductKey } from './ids.ts';
import { slugify } from '../core/lib/slug.ts';
import { bannerSvg, photoSvg, type SceneKind } from './svg.ts';
import { hashSeed } from './text.ts';
import type { DocumentRecord, ProductRecord } from '../core/domain/records.ts';

export const VIDEO_IDS = {
  poliuretan: 'Qm7T2xKp4Ws',
  halatliTel: 'Lr8vNc3Hd0E',
  kimyasalAnkraj: 'Vb5kR9sTq2M',
} as const;

interface ProductDef {
  key: ProductKey;
  name: string;
  scene: SceneKind;
  /** One detail image per entry; the scene kind lets a gallery mix related subjects. */
  detailScenes: SceneKind[];
  titles: string[];
  subtitles: string[];
  descriptions: string[];
  homePageSubtitle: string | null;
  /** [listTitle, listItem] pairs; listTitles[i] heads listItems[i]. */
  list: Array<[string, string]>;
  documents: DocumentKey[];
  video?: { url: string; title: string; description: string };
  showContact: boolean;
  createdAt: string;
  updatedAt: string;
}

const PRODUCT_DEFS: readonly ProductDef[] = [
  {
    key: 'poliuretan',
    name: 'Poliüretan Enjeksiyon',
    scene: 'injection',
    detailScenes: ['injection', 'injection', 'crack-repair', 'injection', 'resin'],
    titles: [
      'Poliüretan Enjeksiyon',
      'Aktif Su Kaçaklarına Kalıcı Çözüm',
      'Çatlak ve Derzlerde Sızdırmazlık',
    ],
    subtitles: [
      'Basınçlı enjeksiyonla çatlak, derz ve boşlukların su geçirmez hale getirilmesi',
      'Bodrum perdelerinde, tünellerde ve su yapılarında hızlı müdahale',
      'Hidrofobik ve hidrofilik reçinelerle yapıya uygun sistem seçimi',
    ],
    descriptions: [
      'Poliüretan enjeksiyon, betonarme yapılarda oluşan çatlak, soğuk derz, kalıp bağlantı deliği ve segregasyon boşluklarından gelen su kaçaklarını durdurmak için uygulanan basınçlı bir yalıtım yöntemidir. Çatlak hattı boyunca açılan deliklere yerleştirilen pakerler aracılığıyla düşük viskoziteli poliüretan reçine, yüksek basınçlı pompa ile yapının içine basılır.',
      'Reçine, çatlak içindeki su ile temas ettiğinde reaksiyona girerek genleşir ve esnek, kapalı gözenekli bir köpüğe dönüşür. Bu köpük çatlağın tüm kesitini doldurarak suyun yolunu keser; ardından uygulanan ikinci aşama reçine ile kalıcı ve esnek bir sızdırmazlık sağlanır. Yöntem, yapıyı kırmadan ve kullanımını durdurmadan uygulanabilir.',
      'Ekiplerimiz uygulamadan önce çatlak genişliğini, su basıncını ve beton kalitesini yerinde inceleyerek uygun reçine tipini, paker aralığını ve enjeksiyon basıncını belirler. Her uygulamanın sonunda kontrol ve raporlama yapılır, yüzeyler temizlenerek teslim edilir.',
    ],
    homePageSubtitle: 'Aktif su kaçaklarını yapıyı kırmadan durduruyoruz',
    list: [
      [
        'Uygulama Alanları',
        'Bodrum kat perde duvarları, asansör kuyuları, tüneller, su depoları, arıtma havuzları ve otopark tabliyeleri',
      ],
      [
        'Kullanılan Malzemeler',
        'Hidrofobik ve hidrofilik poliüretan reçineler, çelik ve plastik enjeksiyon pakerleri, hızlandırıcı katkılar',
      ],
      [
        'Uygulama Süresi',
        'Ortalama 20-30 metre çatlak hattı için bir iş günü; aktif su kaçağında ilk sonuç aynı gün alınır',
      ],
      ['Garanti', 'Uygulanan çatlak hatları için yazılı işçilik garantisi ve uygulama raporu'],
    ],
    documents: [
      'poliuretanTeknikFoy',
      'poliuretanUygulamaKilavuzu',
      'poliuretanGuvenlikBilgiFormu',
    ],
    video: {
      url: `https://youtu.be/${VIDEO_IDS.poliuretan}`,
      title: 'Bodrum Perdesinde Poliüretan Enjeksiyon',
      description:
        'Aktif su kaçağı olan bir bodrum perdesinde paker yerleşimi ve iki aşamalı reçine enjeksiyonunun başından sonuna uygulanışı.',
    },
    showContact: true,
    createdAt: '2024-03-11T09:00:00Z',
    updatedAt: '2025-10-06T08:30:00Z',
  },
  {
    key: 'kimyasalAnkraj',
    name: 'Kimyasal Ankraj ve Filiz Ekimi',
    scene: 'anchor',
    detailScenes: ['anchor', 'anchor', 'core-drill', 'anchor'],
    titles: [
      'Kimyasal Ankraj ve Filiz Ekimi',
      'Mevcut Betona Güvenli Donatı Bağlantısı',
      'Güçlendirme Projelerinde Ankraj Uygulaması',
    ],
    subtitles: [
      'Epoksi ve vinilester esaslı ankraj harçlarıyla yüksek çekme dayanımı',
      'Kolon, perde ve döşeme ilavelerinde projeye uygun filiz ekimi',
      'Çekme testleriyle doğrulanan uygulama kalitesi',
    ],
    descriptions: [
      'Kimyasal ankraj, mevcut betonarme elemanlara yeni donatı, dişli çubuk veya çelik bağlantı elemanlarının reçine esaslı harçlarla sabitlenmesi işlemidir. Deprem güçlendirmesi, kat ilavesi, yeni perde duvar ve kolon mantolama gibi uygulamalarda eski ve yeni beton arasındaki yük aktarımı bu bağlantılarla sağlanır.',
      'Filiz ekiminde proje çiziminde belirtilen çap ve derinlikte delikler açılır, delikler basınçlı hava ve fırça ile üç kez temizlenir, ardından ankraj harcı delik dibinden başlanarak boşluk bırakmadan doldurulur. Donatı döndürülerek yerleştirilir ve harcın kür süresi boyunca yüklenmez.',
      'Uygulamalarımızda mevcut donatılar tarama cihazıyla tespit edilir ve delme sırasında kesilmeleri önlenir. İş sonunda rastgele seçilen ankrajlarda çekme testi yapılarak sonuçlar raporlanır.',
    ],
    homePageSubtitle: 'Deprem güçlendirmesinde projeye uygun filiz ekimi',
    list: [
      [
        'Uygulama Alanları',
        'Deprem güçlendirmesi, kolon ve perde mantolama, kat ilavesi, merdiven ve konsol bağlantıları, makine ve çelik konstrüksiyon ankrajı',
      ],
      ['Donatı Çapları', 'Ø8 ile Ø32 arası nervürlü donatı ve M8 ile M30 arası dişli çubuk'],
      ['Kalite Kontrol', 'Donatı taraması, delik temizliği kontrolü ve yerinde çekme testi'],
      ['Belgeler', 'Her iş için malzeme teknik föyü, uygulama tutanağı ve test raporu'],
    ],
    documents: ['ankrajTeknikFoy', 'filizEkimiUygulamaKilavuzu', 'ankrajGuvenlikBilgiFormu'],
    showContact: true,
    createdAt: '2024-04-15T10:00:00Z',
    updatedAt: '2025-09-22T13:45:00Z',
  },
  {
    key: 'halatliTel',
    name: 'Halatlı Tel ile Beton Kesme',
    scene: 'wire-saw',
    detailScenes: ['wire-saw', 'wire-saw', 'core-drill', 'wire-saw', 'wire-saw', 'site'],
    titles: [
      'Halatlı Tel ile Beton Kesme',
      'Kesit Sınırı Olmadan Titreşimsiz Kesim',
      'Kontrollü Yıkım ve Yapısal Söküm',
    ],
    subtitles: [
      'Elmas tel ile kalın betonarme elemanlarda hassas kesim',
      'Tozsuz, titreşimsiz ve düşük gürültülü çalışma',
      'Köprü, baraj ve endüstriyel tesislerde güvenli söküm',
    ],
    descriptions: [
      'Halatlı tel ile beton kesme, elmas boncuklarla kaplı çelik halatın kesilecek elemanın çevresinden dolaştırılarak hidrolik bir tahrik ünitesiyle döndürülmesi esasına dayanır. Halatın boyu uzatılarak kesit boyutundan bağımsız biçimde, metrelerce kalınlıktaki betonarme elemanlar tek seferde kesilebilir.',
      'Yöntem darbe ve titreşim oluşturmadığından kesilen elemanın çevresindeki yapıda yeni çatlaklar oluşmaz. Kesim sırasında kullanılan su halatı soğutur ve tozu bağlar; böylece hastane, fabrika ve konut gibi kullanımdaki yapılarda da güvenle çalışılabilir.',
      'Kesilen bloklar vinç veya forkliftle taşınabilecek boyutlarda planlanır, kaldırma noktaları önceden belirlenir. Kesim planı, statik proje ve iş güvenliği önlemleri uygulama öncesinde işverenle birlikte onaylanır.',
    ],
    homePageSubtitle: 'Metrelerce kalınlıktaki betonu titreşimsiz kesiyoruz',
    list: [
      [
        'Uygulama Alanları',
        'Köprü ayakları ve tabliyeler, baraj ve enerji yapıları, kalın temel radyeleri, makine temelleri, perde duvar ve kiriş sökümü',
      ],
      [
        'Kesim Kapasitesi',
        'Kesit sınırı olmaksızın; su altında ve dar alanlarda dahil her doğrultuda kesim',
      ],
      [
        'Ekipman',
        'Hidrolik tahrikli tel kesme makinesi, elmas boncuklu halat, kılavuz makaralar ve su sistemi',
      ],
      [
        'Çevresel Etki',
        'Titreşimsiz, tozsuz ve düşük gürültülü çalışma; kesim suyu toplanarak uzaklaştırılır',
      ],
    ],
    documents: ['halatliTelUygulamaKilavuzu'],
    video: {
      url: `https://www.youtube.com/watch?v=${VIDEO_IDS.halatliTel}`,
      title: 'Köprü Ayağında Halatlı Tel ile Kesim',
      description:
        'Yaklaşık iki metre kalınlığındaki betonarme köprü ayağının elmas tel ile kesilerek bloklar halinde sökülmesi.',
    },
    showContact: true,
    createdAt: '2024-05-09T08:15:00Z',
    updatedAt: '2025-08-14T10:05:00Z',
  },
  {
    key: 'asilnunx',
    name: 'AsilNunX Enjeksiyon Reçinesi',
    scene: 'resin',
    detailScenes: ['resin', 'injection', 'resin'],
    titles: [
      'AsilNunX Enjeksiyon Reçinesi',
      'Islak Çatlaklar İçin Hızlı Köpüren Formül',
      'Esnek ve Kalıcı Sızdırmazlık',
    ],
    subtitles: [
      'Tek bileşenli, suyla reaksiyona giren hidrofobik poliüretan reçine',
      'Ayarlanabilir reaksiyon süresi ve yüksek genleşme oranı',
      'Solventsiz yapısıyla kapalı alanlarda güvenli kullanım',
    ],
    descriptions: [
      'AsilNunX, firmamızın uygulama deneyimiyle geliştirilen, düşük viskoziteli, tek bileşenli hidrofobik poliüretan enjeksiyon reçinesidir. Su ile temas ettiğinde hızla reaksiyona girerek hacminin yirmi katına kadar genleşir ve çatlak içinde kapalı gözenekli, esnek bir köpük oluşturur.',
      'Hızlandırıcı oranı değiştirilerek reaksiyon süresi saha koşullarına göre ayarlanabilir: yüksek basınçlı su kaçaklarında saniyeler içinde köpürme sağlanırken ince kılcal çatlaklarda reçinenin derine ilerlemesi için süre uzatılabilir.',
      'Kürlenmiş ürün suda çözünmez, kimyasal olarak kararlıdır ve betonun ıslak-kuru döngülerindeki hareketlerine uyum sağlar. Ambalajlar A bileşeni reçine ve B bileşeni hızlandırıcı olarak birlikte sunulur.',
    ],
    homePageSubtitle: null,
    list: [
      ['Ambalaj', '20 kg reçine (A bileşeni) ve 2 kg hızlandırıcı (B bileşeni) teneke set'],
      ['Genleşme Oranı', 'Serbest ortamda 1:20’ye kadar'],
      ['Reaksiyon Süresi', 'Hızlandırıcı oranına göre 25 saniye ile 3 dakika arası'],
      ['Raf Ömrü', 'Açılmamış ambalajında, +5 °C ile +30 °C arasında 12 ay'],
    ],
    documents: ['asilnunxTeknikFoy', 'asilnunxGuvenlikBilgiFormu', 'asilnunxCeSertifikasi'],
    showContact: true,
    createdAt: '2024-06-17T11:30:00Z',
    updatedAt: '2025-11-03T09:10:00Z',
  },
  {
    key: 'epoksi',
    name: 'Epoksi Enjeksiyon',
    scene: 'epoxy',
    detailScenes: ['epoxy', 'epoxy', 'crack-repair', 'epoxy'],
    titles: [
      'Epoksi Enjeksiyon',
      'Yapısal Çatlaklarda Monolitik Onarım',
      'Taşıyıcı Elemanlarda Dayanımın Geri Kazanılması',
    ],
    subtitles: [
      'Düşük viskoziteli epoksi reçineyle kuru çatlakların yapıştırılması',
      'Kiriş, kolon ve döşemelerde kesit bütünlüğünün yeniden sağlanması',
      'TS EN 1504-5 esaslarına göre planlanan uygulama',
    ],
    descriptions: [
      'Epoksi enjeksiyon, taşıyıcı betonarme elemanlarda oluşan kuru ve hareketsiz çatlakların düşük viskoziteli, iki bileşenli epoksi reçineyle doldurularak elemanın yeniden tek parça gibi çalışmasını sağlayan yapısal bir onarım yöntemidir. Kürlenen reçinenin yapışma ve çekme dayanımı betonunkinden yüksektir.',
      'Uygulamada çatlak hattı boyunca yüzey pakerleri yapıştırılır, çatlak yüzeyi epoksi macunla kapatılır ve reçine en alttaki pakerden başlanarak bir sonraki pakerden çıkana kadar düşük basınçla basılır. Kürlenmenin ardından pakerler sökülür ve yüzey taşlanarak düzeltilir.',
      'Hareketli ve su gelen çatlaklarda epoksi yerine poliüretan sistemler tercih edilir; doğru yöntem, çatlağın türü ve nedeni yerinde incelenerek belirlenir.',
    ],
    homePageSubtitle: 'Taşıyıcı çatlakların yapısal onarımı',
    list: [
      [
        'Uygulama Alanları',
        'Kiriş ve kolonlardaki eğilme ve kesme çatlakları, döşeme çatlakları, köprü tabliyeleri, makine temelleri',
      ],
      ['Çatlak Genişliği', '0,2 mm ile 5 mm arası kuru ve hareketsiz çatlaklar'],
      ['Malzeme', 'İki bileşenli, solventsiz, düşük viskoziteli epoksi enjeksiyon reçinesi'],
      ['Kontrol', 'Karot numunesiyle dolum kontrolü ve uygulama raporu'],
    ],
    documents: ['epoksiTeknikFoy'],
    showContact: true,
    createdAt: '2024-07-10T09:40:00Z',
    updatedAt: '2025-05-28T12:00:00Z',
  },
  {
    key: 'karot',
    name: 'Karot ile Beton Delme',
    scene: 'core-drill',
    detailScenes: ['core-drill', 'core-drill'],
    titles: [
      'Karot ile Beton Delme',
      'Tesisat Geçişleri İçin Hassas Delikler',
      'Laboratuvar İçin Karot Numunesi Alımı',
    ],
    subtitles: [
      'Ø12 mm ile Ø600 mm arası elmas karot delme',
      'Titreşimsiz, düzgün cidarlı ve ölçüsünde delikler',
      'Beton dayanımının belirlenmesi için standarda uygun numune',
    ],
    descriptions: [
      'Karot ile beton delme, elmas segmentli silindirik uçların sulu olarak döndürülmesiyle betonarme, tuğla ve taş yüzeylerde düzgün cidarlı dairesel delik açılmasıdır. Kırıcı kullanılmadığı için çevredeki beton zarar görmez ve donatı kesimi yalnızca gerekli kesitle sınırlı kalır.',
      'Mekanik, elektrik, havalandırma ve sıhhi tesisat geçişleri, asansör ve yangın tesisatı boşlukları ile ankraj delikleri bu yöntemle açılır. Yatay, düşey ve açılı delmelerde karot makinesi yüzeye dübel veya vakumla sabitlenir.',
      'Mevcut yapıların deprem performansı değerlendirmesinde gereken karot numuneleri de ekiplerimizce alınır; numune yerleri donatı taramasıyla belirlenir, delikler numune alındıktan sonra tamir harcıyla kapatılır.',
    ],
    homePageSubtitle: 'Tesisat geçişleri ve numune alımı için elmas karot',
    list: [
      ['Delik Çapları', 'Ø12 mm ile Ø600 mm arası, istenen derinlikte'],
      [
        'Uygulama Alanları',
        'Tesisat geçişleri, havalandırma kanalları, ankraj delikleri, karot numunesi alımı',
      ],
      ['Çalışma Yönü', 'Düşey, yatay ve açılı delme; tavanda ve dar alanlarda çalışma'],
      ['Temizlik', 'Delme suyu vakumla toplanır, çalışma alanı temiz teslim edilir'],
    ],
    documents: ['karotUygulamaKilavuzu'],
    showContact: true,
    createdAt: '2024-08-20T07:30:00Z',
    updatedAt: '2025-03-03T16:20:00Z',
  },
  {
    key: 'suYalitimi',
    name: 'Su Yalıtımı',
    scene: 'membrane',
    detailScenes: ['membrane', 'membrane', 'joint-seal'],
    titles: [
      'Su Yalıtımı',
      'Temelden Çatıya Sızdırmazlık',
      'Bodrum ve Temel Yalıtımında Kalıcı Sistemler',
    ],
    subtitles: [
      'Bitümlü membran, sürme ve kristalize yalıtım sistemleri',
      'Negatif ve pozitif yönlü su basıncına karşı çözümler',
      'Yeraltı yapılarında bütünleşik drenaj ve yalıtım',
    ],
    descriptions: [
      'Su yalıtımı, yapıyı zemin suyunun, yağmur suyunun ve kullanım suyunun zararlı etkilerinden koruyarak donatı korozyonunu, beton bozulmasını ve iç mekânlarda nem ve küf oluşumunu önler. Doğru tasarlanmış bir yalıtım sistemi yapının ekonomik ömrünü doğrudan uzatır.',
      'Yeni yapılarda temel ve perde duvarlarda pozitif yönlü membran sistemleri, mevcut yapılarda ise içeriden uygulanan çimento esaslı kristalize ve sürme yalıtım malzemeleri kullanılır. Derz, filiz ve boru geçişleri gibi kritik detaylar su tutucu bantlar ve enjeksiyon hortumlarıyla tamamlanır.',
      'Yalıtım sistemi zemin etüdü, su basıncı ve yapının kullanım amacına göre seçilir; uygulama sonrasında su testiyle sızdırmazlık doğrulanır.',
    ],
    homePageSubtitle: null,
    list: [
      [
        'Sistemler',
        'Bitümlü ve sentetik membranlar, çimento esaslı kristalize yalıtım, poliüretan ve poliürea sürme yalıtım',
      ],
      [
        'Uygulama Alanları',
        'Temel ve bodrum perdeleri, teraslar, ıslak hacimler, su depoları, havuzlar',
      ],
      [
        'Detay Çözümleri',
        'Su tutucu bant, enjeksiyon hortumu, boru geçiş manşonu ve köşe pahı uygulamaları',
      ],
      ['Test', 'Uygulama sonrası su göllendirme testi ve tutanak'],
    ],
    documents: ['membranTeknikFoy'],
    showContact: true,
    createdAt: '2024-09-04T08:50:00Z',
    updatedAt: '2025-07-16T11:40:00Z',
  },
  {
    key: 'catlakOnarimi',
    name: 'Çatlak Onarımı',
    scene: 'crack-repair',
    detailScenes: ['crack-repair', 'crack-repair', 'epoxy', 'crack-repair'],
    titles: [
      'Çatlak Onarımı',
      'Beton Yüzeylerinde Dayanıklı Onarım',
      'Çatlak Türüne Göre Doğru Yöntem',
    ],
    subtitles: [
      'Polimer katkılı tamir harçları ve yüzey kapatma sistemleri',
      'Rötre, termal ve kılcal çatlaklarda kalıcı sonuç',
      'Yerinde tespit, raporlama ve onarım',
    ],
    descriptions: [
      'Beton yüzeylerinde görülen çatlaklar rötre, sıcaklık değişimi, aşırı yükleme, donatı korozyonu veya zemin oturması gibi farklı nedenlerden kaynaklanır. Kalıcı bir onarım için önce çatlağın türü, genişliği, hareketli olup olmadığı ve nedeni belirlenir.',
      'Kılcal ve yüzeysel çatlaklarda çatlak hattı V şeklinde açılarak polimer katkılı tamir harcı veya esnek mastikle doldurulur. Derin ve yapısal çatlaklarda enjeksiyon yöntemine geçilir; korozyon kaynaklı bozulmalarda paslı donatı temizlenip korozyon önleyiciyle kaplanır ve kesit yeniden oluşturulur.',
      'Onarım sonrasında yüzey mevcut dokuya uygun şekilde perdahlanır; istenirse koruyucu boya veya emprenye ile kaplanarak yeni çatlakların oluşması geciktirilir.',
    ],
    homePageSubtitle: 'Çatlağın nedenine göre kalıcı onarım',
    list: [
      ['Çatlak Türleri', 'Rötre, termal, kılcal, korozyon kaynaklı ve oturma çatlakları'],
      [
        'Malzemeler',
        'Polimer katkılı tamir harçları, esnek mastikler, epoksi macunlar, korozyon önleyiciler',
      ],
      ['Uygulama Alanları', 'Cepheler, perde duvarlar, döşemeler, otopark ve endüstriyel zeminler'],
      ['Raporlama', 'Çatlak haritası, fotoğraflı tespit ve onarım raporu'],
    ],
    documents: ['catlakHarciTeknikFoy'],
    showContact: true,
    createdAt: '2024-09-18T10:10:00Z',
    updatedAt: '2025-06-02T09:00:00Z',
  },
  {
    key: 'karbonLif',
    name: 'Karbon Lif ile Güçlendirme',
    scene: 'carbon-fiber',
    detailScenes: ['carbon-fiber', 'carbon-fiber', 'site'],
    titles: ['Karbon Lif ile Güçlendirme', 'Kesit Büyütmeden Taşıma Kapasitesi Artışı'],
    subtitles: [
      'Karbon lifli polimer (CFRP) şerit ve kumaş uygulamaları',
      'Kiriş, kolon ve döşemelerde hızlı güçlendirme',
    ],
    descriptions: [
      'Karbon lif ile güçlendirme, yüksek çekme dayanımlı karbon lifli polimer şerit veya kumaşların epoksi yapıştırıcıyla betonarme elemanların yüzeyine yapıştırılması esasına dayanır. Elemanın kesiti ve ağırlığı neredeyse değişmeden eğilme, kesme ve eksenel taşıma kapasitesi artırılır.',
      'Uygulama öncesinde beton yüzeyi taşlanarak pürüzlendirilir, çatlaklar enjeksiyonla onarılır ve yüzey astarlanır. Statik projeye göre belirlenen kat sayısında lifler yerleştirilir ve hava kabarcıkları rulo ile alınır; kolon sargılarında köşeler pahlanarak liflerin kırılması önlenir.',
    ],
    homePageSubtitle: 'Kesit büyütmeden yapısal güçlendirme',
    list: [
      [
        'Uygulama Alanları',
        'Kiriş ve döşemelerde eğilme güçlendirmesi, kolon sargılama, perde ve duvar güçlendirmesi',
      ],
      ['Malzeme', 'CFRP şerit, tek yönlü karbon kumaş ve epoksi yapıştırıcı sistemi'],
      [
        'Avantajlar',
        'Hafif, korozyona dayanıklı ve yapının kullanımını kısa süre kesintiye uğratan uygulama',
      ],
    ],
    documents: ['karbonLifTeknikFoy'],
    showContact: true,
    createdAt: '2024-10-08T09:25:00Z',
    updatedAt: '2025-08-28T14:15:00Z',
  },
  {
    key: 'zeminEnjeksiyonu',
    name: 'Zemin Enjeksiyonu',
    scene: 'soil-injection',
    detailScenes: ['soil-injection', 'soil-injection'],
    titles: ['Zemin Enjeksiyonu', 'Oturma Yapan Döşemelerin Yeniden Desteklenmesi'],
    subtitles: [
      'Genleşen poliüretan reçineyle zemin iyileştirme',
      'Kazı yapmadan, kısa sürede uygulama',
    ],
    descriptions: [
      'Zemin enjeksiyonu, temel ve zemin döşemeleri altında oluşan boşlukların ve gevşek zemin tabakalarının, küçük çaplı deliklerden basılan genleşen poliüretan reçineyle doldurulup sıkıştırılmasıdır. Reçine zemin içinde genleşerek boşlukları doldurur ve taşıma gücünü artırır.',
      'Uygulama sırasında döşeme kotları lazer nivoyla sürekli izlenir; çökmüş döşemeler kontrollü biçimde kaldırılarak yeniden düzleme getirilebilir. Kazı ve kırım gerektirmediği için fabrika, depo ve otoparklarda kullanım kısa süreli kesilir.',
    ],
    homePageSubtitle: 'Çöken döşemeleri kırmadan kaldırıyoruz',
    list: [
      [
        'Uygulama Alanları',
        'Endüstriyel zemin döşemeleri, depo ve fabrika zeminleri, otoparklar, yol ve rampa altları',
      ],
      [
        'Yöntem',
        'Ø12-16 mm delikler üzerinden kademeli poliüretan enjeksiyonu ve lazer nivoyla kot takibi',
      ],
      ['Süre', 'Reçine dakikalar içinde sertleşir; alan çoğunlukla aynı gün kullanıma açılır'],
    ],
    documents: ['poliuretanTeknikFoy', 'poliuretanUygulamaKilavuzu'],
    showContact: false,
    createdAt: '2024-11-12T08:05:00Z',
    updatedAt: '2025-04-30T10:50:00Z',
  },
  {
    key: 'derzYalitimi',
    name: 'Derz Yalıtımı',
    scene: 'joint-seal',
    detailScenes: ['joint-seal', 'joint-seal'],
    titles: ['Derz Yalıtımı', 'Dilatasyon ve Çalışma Derzlerinde Sızdırmazlık'],
    subtitles: [
      'Esnek mastik, derz bandı ve enjeksiyon hortumu sistemleri',
      'Hareketli derzlerde uzun ömürlü çözümler',
    ],
    descriptions: [
      'Dilatasyon, çalışma ve kontrol derzleri yapının en zayıf su geçiş noktalarıdır. Derz yalıtımında derzin hareket miktarı ve su basıncı dikkate alınarak poliüretan veya polisülfür esaslı mastikler, elastomer derz bantları ya da enjeksiyon hortumları seçilir.',
      'Derz yüzeyleri temizlenip astarlandıktan sonra derz dolgu fitiliyle uygun derinlik oluşturulur ve mastik uygulanır. Aktif su gelen derzlerde önce poliüretan enjeksiyonla su kesilir, ardından kalıcı derz sistemi uygulanır.',
    ],
    homePageSubtitle: 'Hareketli derzlerde uzun ömürlü sızdırmazlık',
    list: [
      [
        'Derz Türleri',
        'Dilatasyon derzleri, soğuk derzler, kontrol derzleri, prekast eleman birleşimleri',
      ],
      ['Sistemler', 'Poliüretan mastik, elastomer derz bandı, su tutucu bant, enjeksiyon hortumu'],
      [
        'Uygulama Alanları',
        'Otoparklar, köprü ve viyadükler, su depoları, endüstriyel zeminler, bodrum perdeleri',
      ],
    ],
    documents: ['membranTeknikFoy'],
    showContact: true,
    createdAt: '2025-01-21T09:35:00Z',
    updatedAt: '2025-01-21T09:35:00Z',
  },
];

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export function buildProducts(
  files: FileRegistry,
  documents: ReadonlyMap<DocumentKey, DocumentRecord>,
): ProductRecord[] {
  return PRODUCT_DEFS.map((def) => {
    const slug = slugify(def.name);
    const seed = hashSeed(slug);
    const main = files.addSvg(
      `urun-${slug}-ana-gorsel`,
      photoSvg(def.scene, { title: def.name, seed }),
      def.createdAt,
    );
    const banner = files.addSvg(
      `urun-${slug}-banner`,
      bannerSvg(def.scene, { title: def.name, seed: seed + 1 }),
      def.createdAt,
    );
    const details = def.detailScenes.map((scene, i) =>
      files.addSvg(
        `urun-${slug}-detay-${i + 1}`,
        photoSvg(scene, {
          title: `${def.name} - uygulama görseli ${i + 1}`,
          seed: seed + 10 + i,
          variant: i + 1,
        }),
        def.createdAt,
      ),
    );
    const docs = def.documents.map((key) => {
      const doc = documents.get(key);
      if (!doc) throw new Error(`product ${def.key} refers to unknown document ${key}`);
      return doc;
    });
    const documentFileIds = unique(docs.flatMap((d) => (d.fileId ? [d.fileId] : [])));
    const documentImageIds = unique(
      docs.flatMap((d) => (d.previewImageFileId ? [d.previewImageFileId] : [])),
    );
    const detailIds = details.map((d) => d.id);
    return {
      id: SEED_IDS.products[def.key],
      name: def.name,
      slug,
      titles: [...def.titles],
      subtitles: [...def.subtitles],
      descriptions: [...def.descriptions],
      homePageSubtitle: def.homePageSubtitle,
      listTitles: def.list.map(([t]) => t),
      listItems: def.list.map(([, item]) => item),
      urls: [],
      videoUrls: def.video ? [def.video.url] : [],
      videoTitles: def.video ? [def.video.title] : [],
      videoDescriptions: def.video ? [def.video.description] : [],
      bannerImageUrl: banner.path,
      productMainImageId: main.id,
      productImageId: main.id,
      mainImageUrl: main.path,
      image: main.path,
      documentImageIds,
      productDetailImageIds: detailIds,
      documentIds: docs.map((d) => d.id),
      fileIds: unique([main.id, ...detailIds, ...documentFileIds, ...documentImageIds]),
      documentFileIds,
      productDetailFileIds: [...detailIds],
      showContact: def.showContact,
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
      createdAt: isoAt(def.createdAt),
      updatedAt: isoAt(def.updatedAt),
    };
  });
}
