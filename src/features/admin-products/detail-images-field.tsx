import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FileInfo } from '../../api/generated/backend/model';
import { FilePickerDialog } from '../../components/admin/file-picker-dialog';
import { SmartImage } from '../../components/smart-image';
import { fileCategory } from '../../lib/file-types';
import { notifyError } from '../../lib/toast';
import { moveItem, type DetailImage } from './product-form';
import { AltTextFieldForPath } from '../../components/admin/alt-text-field';
import { Icon } from '../../components/icon';
import { Button } from '../../components/admin/button';

let pendingCount = 0;
/** A key for a file picked from the computer: stable while it waits, never a real file id. */
const pendingKey = () => `bekleyen-${(pendingCount += 1)}`;

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-concrete-300 bg-white text-concrete-800 hover:bg-concrete-100 disabled:opacity-40';

/**
 * The product's detail images (the gallery of /product/{slug}), in order: added by upload (kept
 * until the form saves, so that a failed upload stops the save with its own message) or picked
 * from the system's images; removed; moved up and down.
 */
export function DetailImagesField({
  value,
  onChange,
}: {
  value: readonly DetailImage[];
  onChange: (value: DetailImage[]) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const addFiles = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length === 0) return;
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    setProblem(
      images.length < chosen.length
        ? 'Lütfen yalnızca görsel dosyaları seçin (jpg, jpeg, png, gif, webp, svg).'
        : null,
    );
    if (images.length === 0) return;
    onChange([
      ...value,
      ...images.map((file) => ({
        key: pendingKey(),
        fileId: null,
        path: '',
        name: file.name,
        file,
      })),
    ]);
  };

  const pick = (file: FileInfo) => {
    if (fileCategory(file.name, file.contentType) !== 'image') {
      notifyError('Detay görsellerine yalnızca görsel eklenebilir.');
      return;
    }
    if (value.some((image) => image.fileId === file.id)) {
      notifyError('Bu görsel zaten detay görsellerinde.');
      return;
    }
    onChange([...value, { key: file.id, fileId: file.id, path: file.path, name: file.name }]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="text-small font-semibold text-concrete-800">
        Detay görselleri
      </p>
      <p id={`${id}-hint`} className="mt-1 text-small text-concrete-700">
        Ürün sayfasının galerisinde bu sırayla gösterilir. Yüklediğiniz görseller kaydettiğinizde
        gönderilir.
      </p>
      {value.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-concrete-300 p-4 text-center text-small text-concrete-700">
          Henüz detay görseli eklenmedi.
        </p>
      ) : (
        <ol className="mt-3 space-y-2">
          {value.map((image, index) => {
            const label = `Detay görseli ${index + 1}`;
            return (
              <li
                key={image.key}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-concrete-200 bg-white p-2"
              >
                <DetailThumb image={image} alt={`${label}${image.name ? `: ${image.name}` : ''}`} />
                <div className="min-w-0 flex-1 basis-32">
                  <p className="truncate text-small font-semibold text-concrete-900">
                    {image.name || 'Adı bilinmeyen dosya'}
                  </p>
                  {image.file ? (
                    <p className="text-caption text-concrete-700">Kaydettiğinizde yüklenecek.</p>
                  ) : null}
                </div>
                <div className="ml-auto flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={`${label} yukarı taşı`}
                    onClick={() => onChange(moveItem(value, index, -1))}
                  >
                    <Arrow direction="up" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === value.length - 1}
                    aria-label={`${label} aşağı taşı`}
                    onClick={() => onChange(moveItem(value, index, 1))}
                  >
                    <Arrow direction="down" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
                    aria-label={`${label} kaldır`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <Icon name="close" size={18} />
                  </button>
                </div>
                {image.file ? null : (
                  <div className="basis-full">
                    <AltTextFieldForPath path={image.path} image={label} compact />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          + Detay Görseli Yükle
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          + Sistemden Detay Görseli Seç
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        aria-label="Detay görseli dosyaları"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      {problem ? (
        <p role="alert" className="mt-2 text-small text-red-700">
          {problem}
        </p>
      ) : null}
      <FilePickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Detay görseli: sistemden seç"
        initialType="images"
        onPick={pick}
      />
    </div>
  );
}

/** A thumbnail: the stored image, or a local preview of a file that waits for the save. */
function DetailThumb({ image, alt }: { image: DetailImage; alt: string }) {
  const preview = useMemo(
    () => (image.file ? URL.createObjectURL(image.file) : null),
    [image.file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <SmartImage
      sources={[preview ?? image.path]}
      alt={alt}
      width={96}
      height={64}
      className="h-16 w-24 shrink-0 rounded-md bg-concrete-100 object-cover"
    />
  );
}

function Arrow({ direction }: { direction: 'up' | 'down' }) {
  return <Icon name={direction === 'up' ? 'arrow-up' : 'arrow-down'} size={18} />;
}
