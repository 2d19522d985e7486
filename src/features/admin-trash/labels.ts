import type { TrashEntry, TrashKind } from '../../api/generated/backend/model';
import { TRASH_RETENTION_DAYS, trashDaysLeft } from '../../../core/domain/trash';

/** What a trashed item was, in Turkish. */
export const KIND_LABELS: Readonly<Record<TrashKind, string>> = {
  product: 'Ürün',
  page: 'Sayfa',
  document: 'Doküman',
  file: 'Dosya',
  enquiry: 'Mesaj',
};

/** How long until the item is purged: whole days, rounded up (core/domain/trash.ts). */
export function daysLeftText(entry: Pick<TrashEntry, 'expiresAt'>, now = new Date()): string {
  const days = trashDaysLeft(entry.expiresAt, now);
  return days === 0 ? 'Bugün silinecek' : `${days} gün`;
}

/** The confirmation before 'Kalıcı olarak sil': it names the item and its kind. */
export const purgeConfirmText = (entry: Pick<TrashEntry, 'kind' | 'name'>) =>
  `“${entry.name}” (${KIND_LABELS[entry.kind]}) kalıcı olarak silinecek. Bu işlem geri alınamaz.`;

export const restoredText = (name: string) => `“${name}” geri yüklendi.`;
export const purgedText = (name: string) => `“${name}” kalıcı olarak silindi.`;
export const RESTORE_FAILURE_MESSAGE = 'Geri yüklenemedi. Lütfen tekrar deneyin.';
export const PURGE_FAILURE_MESSAGE = 'Kalıcı olarak silinemedi. Lütfen tekrar deneyin.';
export const EMPTY_TRASH_TEXT = `Çöp kutusu boş. Silinen ürünler, sayfalar, dokümanlar, dosyalar ve mesajlar ${TRASH_RETENTION_DAYS} gün boyunca burada tutulur.`;
export const TRASH_DESCRIPTION = `Silinen ürünler, sayfalar, dokümanlar, dosyalar ve mesajlar ${TRASH_RETENTION_DAYS} gün burada kalır. Bu sürede geri yükleyebilirsiniz; süre dolunca kalıcı olarak silinirler.`;
