import { Link } from '@tanstack/react-router';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '../../../core/domain/enquiry-status';
import { formatDateTime } from '../../../core/lib/turkey-time';
import type { EnquiryStats, EnquiryWeek } from '../../api/generated/backend/model';
import { Chart } from './chart';
import { FigureTable, Section, type SectionState } from './parts';
import { formatChange, formatCount, formatRate, sourceLabel, waitedFor } from './labels';
import { formatDay, formatShortDay } from './range';

interface EnquiryProps {
  stats: EnquiryStats | undefined;
  state: SectionState;
}

const countOf = (week: EnquiryWeek, list: 'byStatus' | 'bySource', key: string) =>
  week[list].find((entry) => entry.key === key)?.count ?? 0;

/** This week's total beside the last's, and the change between them. */
function WeekTotals({ thisWeek, lastWeek }: { thisWeek: EnquiryWeek; lastWeek: EnquiryWeek }) {
  const change = thisWeek.total - lastWeek.total;
  const tone =
    change > 0
      ? 'text-green-800 bg-green-50'
      : change < 0
        ? 'text-red-800 bg-red-50'
        : 'text-concrete-800 bg-concrete-100';
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-lg bg-brand-50 p-3">
        <dt className="text-small text-concrete-700">
          Bu hafta{' '}
          <span className="block text-caption sm:inline sm:text-small">
            ({formatDay(thisWeek.from)} – {formatDay(thisWeek.to)})
          </span>
        </dt>
        <dd className="mt-1 flex flex-wrap items-baseline gap-2">
          <span className="text-h2 text-brand-950 tabular-nums">{formatCount(thisWeek.total)}</span>
          <span className={`rounded-full px-2 py-0.5 text-caption font-semibold ${tone}`}>
            {formatChange(change)}
            <span className="sr-only"> geçen haftaya göre</span>
          </span>
        </dd>
      </div>
      <div className="rounded-lg bg-concrete-100 p-3">
        <dt className="text-small text-concrete-700">
          Geçen hafta{' '}
          <span className="block text-caption sm:inline sm:text-small">
            ({formatDay(lastWeek.from)} – {formatDay(lastWeek.to)})
          </span>
        </dt>
        <dd className="mt-1 text-h2 text-concrete-900 tabular-nums">
          {formatCount(lastWeek.total)}
        </dd>
      </div>
    </dl>
  );
}

/** The enquiries of this week and the last: totals, by status (a chart) and by source. */
export function WeekSection({ stats, state }: EnquiryProps) {
  return (
    <Section
      title="Bu haftanın mesajları"
      description="Pazartesiden bugüne, geçen haftanın aynı günleriyle; spam sayılmaz."
      state={state}
      className="lg:col-span-2"
    >
      {() => {
        if (!stats) return null;
        const { thisWeek, lastWeek } = stats;
        const sources = [
          ...new Set([...thisWeek.bySource, ...lastWeek.bySource].map((entry) => entry.key)),
        ];
        return (
          <div className="space-y-5">
            <WeekTotals thisWeek={thisWeek} lastWeek={lastWeek} />
            <div className="grid gap-5 lg:grid-cols-2">
              <div>
                <h3 className="mb-2 text-small font-semibold text-concrete-800">Duruma göre</h3>
                {thisWeek.total + lastWeek.total === 0 ? (
                  <p className="text-small text-concrete-700">Bu iki haftada mesaj gelmedi.</p>
                ) : (
                  <Chart
                    kind="bars"
                    caption="Duruma göre mesajlar, bu hafta ve geçen hafta"
                    labelHeading="Durum"
                    labels={ENQUIRY_STATUSES.map((status) => ENQUIRY_STATUS_LABELS[status])}
                    series={[
                      {
                        label: 'Bu hafta',
                        values: ENQUIRY_STATUSES.map((status) =>
                          countOf(thisWeek, 'byStatus', status),
                        ),
                      },
                      {
                        label: 'Geçen hafta',
                        values: ENQUIRY_STATUSES.map((status) =>
                          countOf(lastWeek, 'byStatus', status),
                        ),
                      },
                    ]}
                  />
                )}
              </div>
              <div>
                <h3 className="mb-2 text-small font-semibold text-concrete-800">Kaynağa göre</h3>
                {sources.length === 0 ? (
                  <p className="text-small text-concrete-700">Bu iki haftada mesaj gelmedi.</p>
                ) : (
                  <FigureTable
                    caption="Kaynağa göre mesajlar"
                    columns={[
                      { label: 'Kaynak' },
                      { label: 'Bu hafta', numeric: true },
                      { label: 'Geçen hafta', numeric: true },
                    ]}
                    rows={sources.map((key) => ({
                      key,
                      cells: [
                        sourceLabel(key),
                        formatCount(countOf(thisWeek, 'bySource', key)),
                        formatCount(countOf(lastWeek, 'bySource', key)),
                      ],
                    }))}
                  />
                )}
              </div>
            </div>
          </div>
        );
      }}
    </Section>
  );
}

/** The enquiries per day of the range, as a line. */
export function EnquiryDaysSection({ stats, state }: EnquiryProps) {
  return (
    <Section
      title="Günlük mesajlar"
      state={state}
      empty={stats && stats.days.every((day) => day.count === 0) && 'Bu aralıkta mesaj gelmedi.'}
    >
      {() =>
        stats ? (
          <Chart
            kind="line"
            caption="Günlük mesaj sayısı"
            labelHeading="Tarih"
            labels={stats.days.map((day) => formatShortDay(day.day))}
            series={[{ label: 'Mesaj', values: stats.days.map((day) => day.count) }]}
          />
        ) : null
      }
    </Section>
  );
}

/** 'Aranmayı bekleyenler': the oldest first, each a link to it in the inbox, with its wait. */
export function WaitingSection({ stats, state, now }: EnquiryProps & { now: number }) {
  return (
    <Section
      title="Aranmayı bekleyenler"
      description={
        stats
          ? `${formatCount(stats.waitingCount)} mesaj aranmayı bekliyor; en eskisi üstte.`
          : undefined
      }
      state={state}
      empty={stats?.waiting.length === 0 && 'Aranmayı bekleyen mesaj yok.'}
    >
      {() => (
        <ul className="divide-y divide-concrete-100">
          {stats?.waiting.map((enquiry) => (
            <li key={enquiry.id}>
              <Link
                to="/admin/messages"
                search={{ open: enquiry.id }}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md px-2 py-2.5 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="min-w-0">
                  <span className="font-semibold text-brand-900 underline-offset-2 hover:underline">
                    {enquiry.isim} {enquiry.soyisim}
                  </span>
                  <span className="block text-small text-concrete-700">
                    {[enquiry.topic ?? enquiry.sektor, enquiry.assigneeName ?? 'Atanmadı']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="text-small whitespace-nowrap text-concrete-800">
                  <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
                  {' · '}
                  <span className="font-semibold">{waitedFor(enquiry.createdAt, now)}</span>{' '}
                  bekliyor
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Visits and enquiries per page, with the conversion rate. */
export function PagesSection({ stats, state }: EnquiryProps) {
  return (
    <Section
      title="Sayfalar ve dönüşüm"
      description="Dönüşüm: mesaj sayısının tekil ziyaretçi sayısına oranı."
      state={state}
      empty={stats?.pages.length === 0 && 'Bu aralıkta ziyaret ya da mesaj yok.'}
      className="lg:col-span-2"
    >
      {() => (
        <FigureTable
          caption="Sayfalara göre ziyaret, mesaj ve dönüşüm"
          columns={[
            { label: 'Sayfa' },
            { label: 'Görüntülenme', numeric: true },
            { label: 'Ziyaretçi', numeric: true },
            { label: 'Mesaj', numeric: true },
            { label: 'Dönüşüm', numeric: true },
          ]}
          rows={(stats?.pages ?? []).map((page) => ({
            key: page.path,
            cells: [
              page.path,
              formatCount(page.views),
              formatCount(page.visitors),
              formatCount(page.enquiries),
              formatRate(page.rate),
            ],
          }))}
        />
      )}
    </Section>
  );
}

/** 'Gönderilemeyen bildirimler': the notification e-mails that gave up, the newest first. */
export function FailedMailsSection({ stats, state }: EnquiryProps) {
  return (
    <Section
      title="Gönderilemeyen bildirimler"
      description="Yeni mesaj bildirimi e-postası, denemelere rağmen gönderilemedi."
      state={state}
      empty={stats?.failedMails.length === 0 && 'Gönderilemeyen bildirim yok.'}
    >
      {() => (
        <FigureTable
          caption="Gönderilemeyen bildirim e-postaları"
          columns={[{ label: 'Gönderen' }, { label: 'Tarih' }, { label: 'Deneme', numeric: true }]}
          rows={(stats?.failedMails ?? []).map((mail) => ({
            key: `${mail.enquiryId}-${mail.failedAt}`,
            cells: [mail.name, formatDateTime(mail.failedAt), formatCount(mail.attempts)],
          }))}
        />
      )}
    </Section>
  );
}
