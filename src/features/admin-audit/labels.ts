import type { AuditEntry } from '../../api/generated/backend/model';
import type { AuditAction, AuditTargetKind } from '../../../core/domain/audit';
import type { AuditView } from './audit-search';

/** Every action in Turkish, in the filter's order (core/domain/audit.ts AUDIT_ACTIONS). */
export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'sign-in': 'Giriş',
  'sign-in-failed': 'Başarısız giriş',
  'locked-out': 'Deneme kilidi',
  'proof-failed': 'Başarısız kimlik doğrulama',
  create: 'Oluşturma',
  update: 'Güncelleme',
  delete: 'Silme',
  restore: 'Geri yükleme',
  'revision-restore': 'Sürüm geri yükleme',
  publish: 'Yayınlama',
  'publish-late': 'Gecikmeli yayınlama',
  purge: 'Kalıcı silme',
  'follow-up': 'Takip değişikliği',
  'note-add': 'Not ekleme',
  'user-create': 'Yönetici ekleme',
  'user-remove': 'Yönetici silme',
  'role-change': 'Rol değiştirme',
  'password-change': 'Şifre değiştirme',
  'password-change-failed': 'Başarısız şifre değiştirme',
  'password-reset': 'Şifre sıfırlama',
  'sign-out-everywhere': 'Tüm oturumları kapatma',
  'second-factor-add': 'İkinci adım ekleme',
  'second-factor-add-failed': 'Başarısız ikinci adım ekleme',
  'second-factor-remove': 'İkinci adım kaldırma',
  'recovery-codes-create': 'Kurtarma kodu oluşturma',
  'second-factor-reset': 'İkinci adım sıfırlama',
};

/** What an entry was done to, in Turkish. */
export const KIND_LABELS: Readonly<Record<AuditTargetKind, string>> = {
  product: 'Ürün',
  page: 'Sayfa',
  document: 'Doküman',
  file: 'Dosya',
  enquiry: 'Mesaj',
  content: 'Sayfa içeriği',
  user: 'Kullanıcı',
  redirect: 'Yönlendirme',
};

/** How the badge of an action looks: removals and failures stand out, sign-ins stay quiet. */
export function actionTone(action: AuditAction): string {
  switch (action) {
    case 'sign-in-failed':
    case 'locked-out':
    case 'proof-failed':
    case 'password-change-failed':
    case 'second-factor-add-failed':
    case 'delete':
    case 'purge':
    case 'user-remove':
    case 'second-factor-remove':
    case 'second-factor-reset':
      return 'bg-red-100 text-red-900';
    case 'restore':
    case 'revision-restore':
      return 'bg-emerald-100 text-emerald-900';
    case 'sign-in':
    case 'sign-out-everywhere':
      return 'bg-concrete-200 text-concrete-900';
    default:
      return 'bg-brand-100 text-brand-900';
  }
}

/** The record an entry names (its kind and its name at the time), or null for a sign-in. */
export function targetOf(entry: Pick<AuditEntry, 'targetKind' | 'targetName' | 'targetId'>) {
  if (entry.targetKind === null) return null;
  return { kind: KIND_LABELS[entry.targetKind], name: entry.targetName ?? entry.targetId ?? '' };
}

/**
 * Who did it; no user is the server's own work (the trash's expiry), or, for a failed sign-in, a
 * name no account has (not kept: it may be a password typed in the wrong field).
 */
export const userText = (username: string | null, action?: AuditAction) =>
  username ?? (action === 'sign-in-failed' ? 'Bilinmeyen kullanıcı' : 'Sistem');

/** Whether any filter is set (the page does not count). */
export const hasFilters = (view: AuditView) =>
  view.user !== '' || view.action !== '' || view.from !== '' || view.to !== '';

/** What the screen says when a page has no entries. */
export const emptyAuditText = (view: AuditView) =>
  hasFilters(view)
    ? 'Bu filtrelere uyan kayıt yok. Filtreleri değiştirin veya temizleyin.'
    : 'Henüz kayıt yok. Girişler, kayıtlar ve silmeler burada listelenir.';
