import { DIRECT_SOURCE } from '../../../core/domain/enquiry-stats';
import type { DeviceClass, VisitEventKind } from '../../api/generated/backend/model';

export const DEVICE_LABELS: Readonly<Record<DeviceClass, string>> = {
  phone: 'Telefon',
  tablet: 'Tablet',
  desktop: 'Masaüstü',
};

export const EVENT_LABELS: Readonly<Record<VisitEventKind, string>> = {
  phone: 'Telefon araması',
  whatsapp: 'WhatsApp',
  email: 'E-posta',
  download: 'Doküman indirme',
};

/** An enquiry's source as the contract counts it: the UTM source, the referring host or `direct`. */
export const sourceLabel = (key: string) => (key === DIRECT_SOURCE ? 'Doğrudan' : key);

const numbers = new Intl.NumberFormat('tr-TR');
const percents = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });

/** `1.234` */
export const formatCount = (value: number) => numbers.format(value);

/** `%2,5`, or '—' for no rate (no visitor). */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percents.format(rate));

/** A change as a signed number: `+3`, `−2`, `0`. */
export const formatChange = (change: number) =>
  change > 0 ? `+${formatCount(change)}` : change < 0 ? `−${formatCount(-change)}` : '0';

/** How long an enquiry has waited since `createdAt`, at `now`: `3 gün`, `5 saat`, `12 dakika`. */
export function waitedFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes >= 24 * 60) return `${Math.floor(minutes / (24 * 60))} gün`;
  if (minutes >= 60) return `${Math.floor(minutes / 60)} saat`;
  return `${minutes} dakika`;
}

/** A campaign's UTM tags as one line: `google / cpc / kis-2026`, '—' for a tag left out. */
export const campaignLabel = (tags: {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}) => [tags.utmSource, tags.utmMedium, tags.utmCampaign].map((tag) => tag ?? '—').join(' / ');
