import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { UploadItem } from './batch-upload';
import { Button } from '../../../components/admin/button';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The list's area takes files dropped on it (HTML drag and drop, no library): each becomes a
 * system file. The 'Dosya Yükle' button does the same for keyboards and touch screens.
 */
export function DropZone({
  onFiles,
  children,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the pointer left.
  const depth = useRef(0);

  return (
    <div
      role="region"
      aria-label="Dosya listesi"
      aria-describedby="file-drop-hint"
      className="relative space-y-4"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      <p id="file-drop-hint" className="sr-only">
        Dosyaları bu alana sürükleyip bırakarak sistem dosyası olarak yükleyebilirsiniz.
      </p>
      {children}
      {over ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-4 border-dashed border-brand-600 bg-brand-50/90"
        >
          <p className="rounded-lg bg-white px-5 py-3 text-h4 text-brand-900 shadow-card">
            Yüklemek için dosyaları bırakın
          </p>
        </div>
      ) : null}
    </div>
  );
}

const statusText = (item: UploadItem) => {
  switch (item.status) {
    case 'waiting':
      return 'Sırada';
    case 'uploading':
      return `Yükleniyor: %${item.progress}`;
    case 'done':
      return 'Yüklendi';
    case 'failed':
      return `Yüklenemedi: ${item.message ?? 'bilinmeyen hata'}`;
  }
};

const statusTone: Record<UploadItem['status'], string> = {
  waiting: 'text-concrete-700',
  uploading: 'text-brand-800',
  done: 'text-emerald-800',
  failed: 'text-red-700',
};

/** The dropped files' progress and, per file, what went wrong. */
export function UploadList({
  items,
  busy,
  onClear,
}: {
  items: readonly UploadItem[];
  busy: boolean;
  onClear: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="upload-list-title" className="rounded-xl bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upload-list-title" className="text-body font-semibold text-brand-950">
          Yüklemeler
        </h2>
        {!busy ? (
          <Button variant="secondary" size="xs" onClick={onClear}>
            Listeyi Temizle
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 divide-y divide-concrete-200" aria-live="polite">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4"
          >
            <span className="min-w-0 font-semibold break-all text-concrete-950">{item.name}</span>
            <span className={`text-small font-semibold ${statusTone[item.status]}`}>
              {statusText(item)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
