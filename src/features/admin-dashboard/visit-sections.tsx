import type { VisitStats } from '../../api/generated/backend/model';
import { Chart } from './chart';
import { FigureTable, Section, type SectionState } from './parts';
import { DEVICE_LABELS, EVENT_LABELS, campaignLabel, formatCount } from './labels';
import { formatShortDay } from './range';

interface VisitProps {
  stats: VisitStats | undefined;
  state: SectionState;
}

const NO_VISITS = 'Bu aralıkta ziyaret sayılmadı.';

/** The range's views and unique visitors: the totals, and per day as a chart. */
export function VisitDaysSection({ stats, state }: VisitProps) {
  return (
    <Section
      title="Ziyaretler"
      description="Çerez kullanılmadan sayılır; tekil ziyaretçi her gün ayrı sayılır."
      state={state}
      className="lg:col-span-2"
    >
      {() =>
        stats ? (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-brand-50 p-3">
                <dt className="text-small text-concrete-700">Görüntülenme</dt>
                <dd className="mt-1 text-h2 text-brand-950 tabular-nums">
                  {formatCount(stats.views)}
                </dd>
              </div>
              <div className="rounded-lg bg-accent-50 p-3">
                <dt className="text-small text-concrete-700">Tekil ziyaretçi</dt>
                <dd className="mt-1 text-h2 text-brand-950 tabular-nums">
                  {formatCount(stats.visitors)}
                </dd>
              </div>
            </dl>
            {stats.views === 0 ? (
              <p className="text-concrete-700">{NO_VISITS}</p>
            ) : (
              <Chart
                kind="line"
                caption="Günlük görüntülenme ve tekil ziyaretçi"
                labelHeading="Tarih"
                labels={stats.days.map((day) => formatShortDay(day.day))}
                series={[
                  { label: 'Görüntülenme', values: stats.days.map((day) => day.views) },
                  { label: 'Tekil ziyaretçi', values: stats.days.map((day) => day.visitors) },
                ]}
              />
            )}
          </div>
        ) : null
      }
    </Section>
  );
}

/** The pages viewed (for a role that does not see the enquiries' conversion table). */
export function VisitPagesSection({ stats, state }: VisitProps) {
  return (
    <Section
      title="Sayfalar"
      state={state}
      empty={stats?.pages.length === 0 && NO_VISITS}
      className="lg:col-span-2"
    >
      {() => (
        <FigureTable
          caption="Sayfalara göre ziyaret"
          columns={[
            { label: 'Sayfa' },
            { label: 'Görüntülenme', numeric: true },
            { label: 'Ziyaretçi', numeric: true },
          ]}
          rows={(stats?.pages ?? []).map((page) => ({
            key: page.path,
            cells: [page.path, formatCount(page.views), formatCount(page.visitors)],
          }))}
        />
      )}
    </Section>
  );
}

/** Where the visits came from: referring sites and the landings' campaigns. */
export function SourcesSection({ stats, state }: VisitProps) {
  return (
    <Section
      title="Yönlendiren siteler ve kampanyalar"
      state={state}
      empty={
        stats?.referrers.length === 0 &&
        stats.campaigns.length === 0 &&
        'Bu aralıkta başka bir siteden ya da kampanyadan gelen ziyaret yok.'
      }
    >
      {() => (
        <div className="space-y-5">
          {stats?.referrers.length ? (
            <FigureTable
              caption="Yönlendiren siteler"
              columns={[{ label: 'Site' }, { label: 'Görüntülenme', numeric: true }]}
              rows={stats.referrers.slice(0, 10).map((referrer) => ({
                key: referrer.host,
                cells: [referrer.host, formatCount(referrer.views)],
              }))}
            />
          ) : null}
          {stats?.campaigns.length ? (
            <FigureTable
              caption="Kampanyalar"
              columns={[
                { label: 'Kampanya (kaynak / ortam / ad)' },
                { label: 'Görüntülenme', numeric: true },
              ]}
              rows={stats.campaigns.slice(0, 10).map((campaign) => ({
                key: campaignLabel(campaign),
                cells: [campaignLabel(campaign), formatCount(campaign.views)],
              }))}
            />
          ) : null}
        </div>
      )}
    </Section>
  );
}

/** Views by device class, each with its share. */
export function DevicesSection({ stats, state }: VisitProps) {
  return (
    <Section title="Cihazlar" state={state} empty={stats?.views === 0 && NO_VISITS}>
      {() => (
        <ul className="space-y-3">
          {(stats?.devices ?? []).map((device) => {
            const share = stats && stats.views > 0 ? device.views / stats.views : 0;
            return (
              <li key={device.device}>
                <div className="flex justify-between text-small">
                  <span className="font-semibold text-concrete-900">
                    {DEVICE_LABELS[device.device]}
                  </span>
                  <span className="tabular-nums text-concrete-800">
                    {formatCount(device.views)} (%{Math.round(share * 100)})
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-concrete-100" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-brand-700"
                    style={{ width: `${share * 100}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Clicks on the phone, WhatsApp and e-mail links and document downloads, per page. */
export function ClicksSection({ stats, state }: VisitProps) {
  return (
    <Section
      title="Tıklamalar"
      description="Telefon, WhatsApp ve e-posta bağlantıları ile doküman indirmeleri."
      state={state}
      empty={stats?.events.length === 0 && 'Bu aralıkta tıklama sayılmadı.'}
    >
      {() => {
        const totals = Object.entries(EVENT_LABELS).map(([kind, label]) => ({
          kind,
          label,
          count: (stats?.events ?? [])
            .filter((event) => event.kind === kind)
            .reduce((sum, event) => sum + event.count, 0),
        }));
        return (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-2">
              {totals.map((total) => (
                <div key={total.kind} className="rounded-lg bg-concrete-100 px-3 py-2">
                  <dt className="text-caption text-concrete-700">{total.label}</dt>
                  <dd className="text-h4 text-brand-950 tabular-nums">
                    {formatCount(total.count)}
                  </dd>
                </div>
              ))}
            </dl>
            <FigureTable
              caption="Sayfalara göre tıklamalar"
              columns={[{ label: 'Sayfa' }, { label: 'Tür' }, { label: 'Sayı', numeric: true }]}
              rows={(stats?.events ?? []).slice(0, 10).map((event) => ({
                key: `${event.path}-${event.kind}`,
                cells: [event.path, EVENT_LABELS[event.kind], formatCount(event.count)],
              }))}
            />
          </div>
        );
      }}
    </Section>
  );
}
