import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/button-class';
import {
  DASHBOARD_RANGES,
  type DashboardRange,
  type DashboardSearch,
} from '../../lib/route-search';
import { RANGE_LABELS, type DashboardView } from './range';

const inputClass =
  'mt-1 block w-full rounded-md border border-concrete-300 bg-white px-3 py-2 text-concrete-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200';

/**
 * The range's choice: '7 gün', '30 gün', '12 ay' at once, 'Özel' with two days and 'Uygula'. The
 * buttons are a group whose pressed one is the range shown.
 */
export function RangePicker({
  view,
  onChange,
}: {
  view: DashboardView;
  onChange: (search: DashboardSearch) => void;
}) {
  const id = useId();
  const [custom, setCustom] = useState(view.range === 'custom');
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  const choose = (range: DashboardRange) => {
    if (range === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ range });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ range: 'custom', from, to });
  };
  const shown = custom ? 'custom' : view.range;
  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label="Tarih aralığı"
        className="inline-flex gap-1 rounded-lg bg-white p-1 whitespace-nowrap shadow-card"
      >
        {DASHBOARD_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={shown === range}
            onClick={() => choose(range)}
            className={`min-h-10 rounded-md px-3 text-small font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 ${
              shown === range
                ? 'bg-brand-900 text-white'
                : 'text-concrete-800 hover:bg-concrete-100'
            }`}
          >
            {RANGE_LABELS[range]}
          </button>
        ))}
      </div>
      {custom ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Özel aralık">
          <label htmlFor={`${id}-from`} className="text-small font-semibold text-concrete-800">
            Başlangıç
            <input
              id={`${id}-from`}
              type="date"
              required
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
              className={inputClass}
            />
          </label>
          <label htmlFor={`${id}-to`} className="text-small font-semibold text-concrete-800">
            Bitiş
            <input
              id={`${id}-to`}
              type="date"
              required
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              className={inputClass}
            />
          </label>
          <button type="submit" className={buttonClass('primary', 'md')}>
            Uygula
          </button>
        </form>
      ) : null}
      {view.problem ? (
        <p role="alert" className="text-small text-red-800">
          {view.problem} Son 30 gün gösteriliyor.
        </p>
      ) : null}
    </div>
  );
}
