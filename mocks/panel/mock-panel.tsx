import { useState } from 'react';
import type { MockApi } from '../browser';
import type { Latency } from '../control';

const latencies: { value: Latency; label: string }[] = [
  { value: 'none', label: 'Yok' },
  { value: 'realistic', label: 'Gerçekçi (150-600 ms)' },
  { value: 'slow', label: 'Yavaş (2-3,5 s)' },
];

const statuses = [
  { value: 400, label: '400 Geçersiz istek' },
  { value: 401, label: '401 Yetkisiz' },
  { value: 403, label: '403 Yasak' },
  { value: 404, label: '404 Bulunamadı' },
  { value: 413, label: '413 Çok büyük' },
  { value: 415, label: '415 Desteklenmeyen tür' },
  { value: 429, label: '429 Çok fazla istek' },
  { value: 500, label: '500 Sunucu hatası' },
  { value: 503, label: '503 Hizmet yok' },
  { value: 0, label: 'Ağ hatası' },
];

/**
 * The developer's mock panel (never in a production build): reset the data, set the latency,
 * and make the next requests fail, to see every screen's loading, error and empty states.
 */
export function MockPanel({ api }: { api: MockApi }) {
  const [open, setOpen] = useState(false);
  const [latency, setLatency] = useState<Latency>(api.control.latency);
  const [count, setCount] = useState(1);
  const [status, setStatus] = useState(500);
  const [pending, setPending] = useState(api.control.failures.remaining);
  const [scaleNote, setScaleNote] = useState<string | null>(null);

  const refreshPending = () => setPending(api.control.failures.remaining);

  return (
    <div className="fixed bottom-3 left-3 z-[60] font-sans text-small">
      {open ? (
        <section
          aria-label="Mock paneli"
          className="w-72 rounded-xl border border-concrete-300 bg-white p-4 text-concrete-900 shadow-card"
        >
          <div className="flex items-center justify-between">
            <h2 className="font-bold">Mock paneli</h2>
            <button
              type="button"
              className="rounded px-2 py-1 hover:bg-concrete-100"
              onClick={() => setOpen(false)}
            >
              Kapat
            </button>
          </div>

          <fieldset className="mt-3">
            <legend className="font-semibold">Gecikme</legend>
            {latencies.map((option) => (
              <label key={option.value} className="mt-1 flex items-center gap-2">
                <input
                  type="radio"
                  name="mock-latency"
                  checked={latency === option.value}
                  onChange={() => {
                    api.setLatency(option.value);
                    setLatency(option.value);
                  }}
                />
                {option.label}
              </label>
            ))}
          </fieldset>

          <fieldset className="mt-4">
            <legend className="font-semibold">Sonraki istekler başarısız olsun</legend>
            <div className="mt-1 flex gap-2">
              <label className="sr-only" htmlFor="mock-fail-count">
                İstek sayısı
              </label>
              <input
                id="mock-fail-count"
                type="number"
                min={1}
                max={50}
                value={count}
                onChange={(event) => setCount(Number(event.target.value))}
                className="w-16 rounded border border-concrete-300 px-2 py-1"
              />
              <label className="sr-only" htmlFor="mock-fail-status">
                Durum kodu
              </label>
              <select
                id="mock-fail-status"
                value={status}
                onChange={(event) => setStatus(Number(event.target.value))}
                className="flex-1 rounded border border-concrete-300 px-2 py-1"
              >
                {statuses.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="mt-2 flex items-center gap-2">
              <button
                type="button"
                className="rounded bg-brand-800 px-3 py-1.5 font-semibold text-white"
                onClick={() => {
                  api.failNext(count, status);
                  refreshPending();
                }}
              >
                Uygula
              </button>
              <button
                type="button"
                className="rounded px-2 py-1.5 hover:bg-concrete-100"
                onClick={refreshPending}
              >
                Bekleyen: {pending}
              </button>
            </div>
          </fieldset>

          <button
            type="button"
            className="mt-4 w-full rounded border border-concrete-300 px-3 py-1.5 font-semibold hover:bg-concrete-100"
            onClick={() => {
              const result = api.loadScale(5000, 5000);
              // Saved: a reload shows the data everywhere. Too large to save: it lives in memory
              // until the next reload, so the app is left to pick it up as it navigates.
              if (result.persisted) window.location.reload();
              else
                setScaleNote(
                  `${result.documents} belge ve ${result.files} dosya bellekte; kaydedilemediler, sayfayı yenilemeyin.`,
                );
            }}
          >
            Büyük veri (5.000 + 5.000)
          </button>
          {scaleNote ? (
            <p role="status" className="mt-1 text-caption text-concrete-700">
              {scaleNote}
            </p>
          ) : null}

          <button
            type="button"
            className="mt-4 w-full rounded border border-red-300 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
            onClick={async () => {
              if (
                !window.confirm(
                  'Tüm mock verisi başlangıç durumuna dönsün mü? Yüklenen dosyalar silinir.',
                )
              )
                return;
              await api.reset();
              window.location.reload();
            }}
          >
            Verileri sıfırla
          </button>
        </section>
      ) : (
        <button
          type="button"
          className="rounded-full bg-brand-950/90 px-3 py-1.5 font-semibold text-white shadow-card"
          onClick={() => setOpen(true)}
        >
          Mock
        </button>
      )}
    </div>
  );
}
