import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  getListFilesQueryOptions,
  updateFile,
} from '../../api/generated/backend/endpoints/file/file';
import type { FileInfo } from '../../api/generated/backend/model';
import { useSave } from '../../lib/save';
import { useVersionedWrite } from './use-versioned-write';
import { Button } from './button';

const ALT_TEXT_MAX_LENGTH = 500;

/** The label of an image's alt text on a screen with several images. */
const altTextLabelFor = (imageLabel: string) => `${imageLabel} için alternatif metin`;

export const ALT_TEXT_MESSAGES = {
  label: 'Alternatif metin',
  help: 'Görseli göremeyenler ve arama motorları için görselde ne olduğunu kısaca anlatın.',
  missing: 'Alternatif metin yok',
  save: 'Alternatif metni güncelle',
  saved: 'Alternatif metin kaydedildi.',
  failed: 'Alternatif metin kaydedilemedi. Lütfen tekrar deneyin.',
  tooLong: `Alternatif metin en fazla ${ALT_TEXT_MAX_LENGTH} karakter olabilir.`,
} as const;

/** A raster or vector image among the stored files. */
export const isImageFile = (file: Pick<FileInfo, 'contentType'>) =>
  file.contentType.toLowerCase().startsWith('image/');

const keyMatches = (queryKey: readonly unknown[], pattern: RegExp) =>
  typeof queryKey[0] === 'string' && pattern.test(queryKey[0]);
/** The file lists: they show the alt text, so they are read again at once. */
const FILE_LISTS = /^\/api\/File(\/|$)/;
/** Public records list their images with the alt text: read again when next shown. */
const RECORDS_WITH_IMAGES =
  /^\/api\/(Page|Product|contact|poliuretan-enjeksiyon|kimyasal-ankraj|halatli-tel-beton-kesme|asilnunx)(\/|$)/;

/**
 * A stored image's alt text, saved on its own (PUT /api/File with the name unchanged), so that it
 * can sit inside any editor's form without taking part in that form's save. Enter saves it too.
 */
export function AltTextField({
  file,
  image,
  compact = false,
}: {
  file: Pick<FileInfo, 'id' | 'name' | 'altText'>;
  /** The image's name on a screen with several ('Banner görseli'): it names the field and button. */
  image?: string | undefined;
  /** In a narrow tile: the help text left out, the button under the field. */
  compact?: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const label = image ? altTextLabelFor(image) : ALT_TEXT_MESSAGES.label;
  const stored = file.altText ?? '';
  const [text, setText] = useState(stored);
  const [tooLongError, setTooLongError] = useState<string | null>(null);
  const tooLong = text.trim().length > ALT_TEXT_MAX_LENGTH;
  const changed = text.trim() !== stored.trim();
  // From the file's version, when a read of it gave one (the file manager's details).
  const versioned = useVersionedWrite({
    versionKey: { id: file.id },
    labels: { altText: label, name: 'Ad' },
  });
  const { run, saving, feedback } = useSave({
    save: (altText: string) =>
      versioned.write({ id: file.id, name: file.name, altText }, (body, options) =>
        updateFile(body, options),
      ),
    // The server's word on the alt text itself, or the general one.
    failure: {
      fallback: ALT_TEXT_MESSAGES.failed,
      refusal: (failure) => {
        const detail = failure.errors?.altText?.[0];
        return detail ? { title: detail } : undefined;
      },
    },
    success: ALT_TEXT_MESSAGES.saved,
    onSaved: async () => {
      await queryClient.invalidateQueries({
        predicate: (query) => keyMatches(query.queryKey, FILE_LISTS),
      });
      await queryClient.invalidateQueries({
        predicate: (query) => keyMatches(query.queryKey, RECORDS_WITH_IMAGES),
        refetchType: 'none',
      });
    },
  });
  const error = tooLongError ?? feedback?.title ?? null;

  const save = async () => {
    if (!changed || saving) return;
    setTooLongError(tooLong ? ALT_TEXT_MESSAGES.tooLong : null);
    if (!tooLong) await run(text.trim());
  };

  return (
    <div className="space-y-1">
      {versioned.view}
      <label htmlFor={`${id}-alt`} className="block text-small font-semibold text-concrete-800">
        {label}
        {stored.trim() ? null : (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-caption font-bold text-amber-900">
            {ALT_TEXT_MESSAGES.missing}
          </span>
        )}
      </label>
      <p id={`${id}-help`} className={compact ? 'sr-only' : 'text-small text-concrete-700'}>
        {ALT_TEXT_MESSAGES.help}
      </p>
      <div className={`flex flex-col gap-2 ${compact ? '' : 'sm:flex-row'}`}>
        <input
          id={`${id}-alt`}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Inside an editor's form, Enter saves the alt text, not the whole form.
            event.preventDefault();
            void save();
          }}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full min-w-0 flex-1 rounded-lg border border-concrete-300 px-3 py-2"
        />
        <Button
          variant="secondary"
          disabled={!changed || saving}
          aria-busy={saving || undefined}
          onClick={() => void save()}
        >
          {saving ? 'Kaydediliyor...' : ALT_TEXT_MESSAGES.save}
          {image ? <span className="sr-only">{` (${image})`}</span> : null}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-small text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The alt text of the stored image at `path` (a chosen banner, a gallery image), found among the
 * system files; nothing for an address that is not a stored image.
 */
export function AltTextFieldForPath({
  path,
  image,
  compact,
}: {
  path: string | null | undefined;
  image?: string;
  compact?: boolean;
}) {
  const files = useQuery({ ...getListFilesQueryOptions(), enabled: Boolean(path?.trim()) });
  const file = files.data?.data.find((candidate) => candidate.path === path?.trim());
  if (!file || !isImageFile(file)) return null;
  // Keyed by the stored text, so a save elsewhere (the file manager) shows here too.
  return (
    <AltTextField
      key={`${file.id}:${file.altText ?? ''}`}
      file={file}
      image={image}
      compact={compact}
    />
  );
}
