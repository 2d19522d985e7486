/**
 * KVKK at the contact form (issue 23 section 3, ADR 0038): the 'Aydınlatma Metni' page, a content
 * page the administrator edits, and how long enquiries are kept. Once for the mocks and the
 * server: the default text, the retention rule and the hourly deletion.
 */
import type { PrivacyNoticeContent } from '../../src/api/generated/content/model/index.ts';
import type { AuditStore } from './audit.ts';
import type { ContentStore } from './content-store.ts';
import type { EnquiryStore } from './enquiries.ts';
import { NO_ACTOR } from './types.ts';

/** The content key of the notice. */
export const PRIVACY_NOTICE_KEY = 'aydinlatma-metni';

/** Its public address, linked under the contact form. */
export const PRIVACY_NOTICE_PATH = '/aydinlatma-metni';

/** Enquiries are kept this many months unless the panel says otherwise. */
const DEFAULT_ENQUIRY_RETENTION_MONTHS = 24;

/** The notice until an administrator saves one (docs/SPEC.md, "KVKK at the contact form"). */
export const DEFAULT_PRIVACY_NOTICE: PrivacyNoticeContent = {
  title: 'Aydınlatma Metni',
  body: [
    'Asil Yapı Kimyasalları olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca veri sorumlusu sıfatıyla, iletişim formu aracılığıyla paylaştığınız kişisel verileri bu metinde açıklandığı şekilde işliyoruz.',
    'İşlenen veriler: adınız, soyadınız, telefon numaranız, sektörünüz ve mesajınız; ayrıca formun kötüye kullanılmasını önlemek için bağlantı adresiniz (IP).',
    'Amaç ve hukuki sebep: talebinizi yanıtlamak, size bilgi ve teklif sunmak. Bu işleme, KVKK madde 5/2 (c) uyarınca bir sözleşmenin kurulmasıyla doğrudan ilgili olmasına ve 5/2 (f) uyarınca meşru menfaatimize dayanır.',
    'Aktarım: verileriniz yalnızca talebinizi yanıtlamak için şirketimiz içinde kullanılır; yasal zorunluluklar dışında üçüncü kişilere aktarılmaz. Sayfadaki harita, siz "Haritayı göster" düğmesine basmadıkça yüklenmez; bastığınızda tarayıcınız Google\'a bağlanır.',
    'Ziyaret istatistikleri: sitemizde çerez kullanılmaz. Yalnızca gün ve sayfa başına görüntülenme sayıları, sizi yönlendiren sitenin adı, kampanya etiketleri (utm) ve cihaz türü (telefon, tablet, bilgisayar) sayılır. Bağlantı adresiniz (IP) ve tarayıcı bilginiz saklanmaz; yalnızca o günün tekil ziyaretçi sayısını oluşturmak için kullanılır ve bu bilgi gün sonunda unutulur. Tarayıcınız "Do Not Track" (DNT) veya "Global Privacy Control" (GPC) gönderiyorsa ziyaretiniz sayılmaz.',
    'Haklarınız: KVKK madde 11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve diğer haklarınızı kullanmak için iletişim sayfasındaki e-posta adresimize yazabilirsiniz.',
  ].join('\n\n'),
  enquiryRetentionMonths: DEFAULT_ENQUIRY_RETENTION_MONTHS,
};

/** The sentence the public page adds from the setting, so that it never disagrees with the job. */
export const retentionSentence = (months: number) =>
  `İletişim formundan gelen mesajlar ${months} ay saklanır, ardından otomatik olarak silinir.`;

/** The first instant an enquiry is still kept: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The hourly deletion: every enquiry created before the cutoff, in the inbox or in the trash, is
 * deleted for good and audited as a purge by no one ('Sistem'), with no name; the audit entries
 * about it lose the sender's name too. Each enquiry is taken by exactly one caller (replicas).
 * Returns how many were deleted.
 */
export async function deleteExpiredEnquiries(
  store: Pick<ContentStore, 'getContent'> &
    Pick<EnquiryStore, 'deleteEnquiriesBefore'> &
    Pick<AuditStore, 'forgetAuditNames' | 'recordAudit'>,
  now: Date = new Date(),
): Promise<number> {
  const notice = await store.getContent(PRIVACY_NOTICE_KEY);
  const months = notice.enquiryRetentionMonths || DEFAULT_ENQUIRY_RETENTION_MONTHS;
  const ids = await store.deleteEnquiriesBefore(retentionCutoff(now, months));
  if (ids.length === 0) return 0;
  await store.forgetAuditNames('enquiry', ids);
  for (const id of ids) {
    await store.recordAudit({
      action: 'purge',
      username: NO_ACTOR.username,
      address: NO_ACTOR.address,
      target: { kind: 'enquiry', id, name: null },
    });
  }
  return ids.length;
}
