import { useId, useState } from 'react';
import type { FileInfo } from '../../api/generated/backend/model';
import { FilePickerDialog } from '../../components/admin/file-picker-dialog';
import { SmartImage } from '../../components/smart-image';
import { fileCategory } from '../../lib/file-types';
import { notifyError } from '../../lib/toast';
import { ABOUT_GALLERY_MAX, ABOUT_MESSAGES, type GalleryImage } from './about-form';
import { AltTextFieldForPath } from '../../components/admin/alt-text-field';
import { Icon } from '../../components/icon';
import { Button } from '../../components/admin/button';

/**
 * The about page's gallery (docs/SPEC.md sections 2 and 9): 4 slots filled from the system's images
 * through the shared picker. A fifth image is refused and the add button is disabled at 4.
 */
export function GalleryField({
  value,
  onChange,
}: {
  value: readonly GalleryImage[];
  onChange: (value: GalleryImage[]) => void;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const full = value.length >= ABOUT_GALLERY_MAX;
  const slots = Array.from({ length: ABOUT_GALLERY_MAX }, (_, index) => value[index] ?? null);

  const add = (file: FileInfo) => {
    if (value.length >= ABOUT_GALLERY_MAX) {
      notifyError(ABOUT_MESSAGES.galleryFull);
      return;
    }
    if (fileCategory(file.name, file.contentType) !== 'image') {
      notifyError('Galeriye yalnızca görsel eklenebilir.');
      return;
    }
    if (value.some((image) => image.id === file.id)) {
      notifyError('Bu görsel zaten galeride.');
      return;
    }
    onChange([...value, { id: file.id, path: file.path, name: file.name }]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="text-small font-semibold text-concrete-800">
        Galeri görselleri
      </p>
      <p id={`${id}-hint`} className="mt-1 text-small text-concrete-700">
        {ABOUT_MESSAGES.galleryFull}{' '}
        <span className="font-semibold">{`(${value.length} / ${ABOUT_GALLERY_MAX})`}</span>
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {slots.map((image, index) => (
          <li
            key={image ? `${image.id}-${index}` : `empty-${index}`}
            aria-label={`Galeri alanı ${index + 1}`}
            className="flex flex-col overflow-hidden rounded-lg border border-concrete-200 bg-white"
          >
            {image ? (
              <>
                <SmartImage
                  sources={[image.path]}
                  alt={`Galeri görseli ${index + 1}${image.name ? `: ${image.name}` : ''}`}
                  width={300}
                  height={200}
                  className="aspect-[3/2] w-full bg-concrete-100 object-cover"
                />
                <div className="flex items-center justify-between gap-2 p-2">
                  <span className="min-w-0 truncate text-caption text-concrete-700">
                    {image.name || 'Adı bilinmeyen dosya'}
                  </span>
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    aria-label={`Galeri görseli ${index + 1} kaldır`}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-concrete-700 hover:bg-red-50 hover:text-red-700"
                  >
                    <Icon name="close" size={18} />
                  </button>
                </div>
                <div className="px-2 pb-2">
                  <AltTextFieldForPath
                    path={image.path}
                    image={`Galeri görseli ${index + 1}`}
                    compact
                  />
                </div>
              </>
            ) : (
              <span className="flex aspect-[3/2] w-full items-center justify-center border-b border-dashed border-concrete-300 bg-concrete-50 text-small text-concrete-700">
                Boş alan
              </span>
            )}
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={full}
        aria-describedby={`${id}-hint`}
        onClick={() => setPicking(true)}
      >
        + Galeriye Görsel Ekle
      </Button>
      <FilePickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Galeriye görsel ekle"
        initialType="images"
        onPick={add}
      />
    </div>
  );
}
