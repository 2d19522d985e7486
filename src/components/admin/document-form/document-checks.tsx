import { useState } from 'react';
import { checkBackendHealth, type HealthResult } from '../../../lib/health-check';
import { checkPdf, type PdfCheck } from '../../../lib/pdf-check';
import { Button } from '../button';

const resultClass = (ok: boolean) =>
  `mt-3 rounded-lg p-3 text-small ${ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`;

/**
 * 'PDF Test Et' (docs/SPEC.md section 2, admin screen 8): the file chosen from the computer read
 * here, before it is uploaded. The result speaks of the file it tested, so it goes when the file
 * changes.
 */
export function PdfTest({ file }: { file: File | null }) {
  const [tested, setTested] = useState<{ file: File | null; result: PdfCheck } | null>(null);
  const result = tested && tested.file === file ? tested.result : null;

  const test = async () =>
    setTested({
      file,
      result: file
        ? await checkPdf(file)
        : {
            ok: false,
            title: 'Dosya Seçilmedi',
            message: 'Önce bilgisayarınızdan bir PDF dosyası seçin.',
          },
    });

  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => void test()}>
        PDF Test Et
      </Button>
      {result ? (
        <div role={result.ok ? 'status' : 'alert'} className={resultClass(result.ok)}>
          <p className="font-semibold">{result.title}</p>
          <p>{result.message}</p>
        </div>
      ) : null}
    </div>
  );
}

/** 'Backend Bağlantısını Test Et' (admin screen 8): the backend's answer and what to check. */
export function BackendCheck() {
  const [health, setHealth] = useState<HealthResult | 'checking' | null>(null);
  const test = async () => {
    setHealth('checking');
    setHealth(await checkBackendHealth());
  };

  return (
    <div className="rounded-lg border border-concrete-200 p-4">
      <Button
        variant="secondary"
        size="sm"
        disabled={health === 'checking'}
        onClick={() => void test()}
      >
        {health === 'checking' ? 'Kontrol ediliyor...' : 'Backend Bağlantısını Test Et'}
      </Button>
      {health && health !== 'checking' ? (
        <div role={health.isHealthy ? 'status' : 'alert'} className={resultClass(health.isHealthy)}>
          <p className="font-semibold">{health.message}</p>
          {health.suggestions.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {health.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
