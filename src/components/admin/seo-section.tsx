import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  deriveSeo,
  seoLength,
  type SeoFallback,
} from '../../../core/lib/seo-fields';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';
import { AdminCard } from './admin-page';
import { ImageField } from './image-field';
import { SEO_FIELD_LABELS, SEO_LIMITS, type SeoFormValues } from './seo-form';
import { SeoPreview } from './seo-preview';

/** 'x / 60 karakter', saying when the value is derived and when it is longer than shows in full. */
function lengthHintText(length: number, hint: number, derived: boolean): string {
  return [
    `${length} / ${hint} karakter`,
    derived ? 'içerikten türetildi' : null,
    length > hint ? 'Önerilen uzunluğu aşıyor' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The meta title or description: the field, its error, and under it the length of what the page
 * will show (typed, or derived when empty) against the hint, marked when it is longer.
 */
function CountedField({
  control,
  name,
  id,
  derived,
  shown,
  hint,
  maxLength,
}: {
  control: Control<SeoFormValues>;
  name: 'metaTitle' | 'metaDescription';
  id: string;
  /** What is used when the field is empty (its placeholder). */
  derived: string;
  /** What the page shows: the field, or `derived`. */
  shown: string;
  hint: number;
  maxLength: number;
}) {
  const length = seoLength(shown);
  const tooLong = length > hint;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const props = {
          id,
          label: SEO_FIELD_LABELS[name],
          maxLength,
          placeholder: derived,
          error,
          'aria-describedby': error ? `${id}-length ${id}-error` : `${id}-length`,
          ...field,
        };
        return (
          <div>
            {name === 'metaTitle' ? (
              <TextField autoComplete="off" {...props} />
            ) : (
              <TextAreaField rows={3} {...props} />
            )}
            <p
              id={`${id}-length`}
              className={`mt-1 text-small ${tooLong ? 'font-semibold text-accent-800' : 'text-concrete-700'}`}
            >
              {tooLong ? <span aria-hidden="true">⚠ </span> : null}
              {lengthHintText(length, hint, field.value.trim() === '')}
            </p>
          </div>
        );
      }}
    />
  );
}

/** The two counted fields, with the part of the derived texts each shows and its length hint. */
const COUNTED = [
  { name: 'metaTitle', part: 'title', hint: SEO_TITLE_HINT },
  { name: 'metaDescription', part: 'description', hint: SEO_DESCRIPTION_HINT },
] as const;

interface SeoSectionProps<TValues extends SeoFormValues> {
  control: Control<TValues>;
  /** What the page shows when a field is empty, from the form's current values. */
  fallback: (values: TValues) => SeoFallback;
  /** The page's address on the public site. */
  path: string;
  idPrefix: string;
}

/**
 * The 'SEO ve Paylaşım' fields of an editor — meta title, meta description, share image — with
 * length hints and a live preview of the search result and the share card. Each empty field's
 * placeholder shows what will be used instead, derived from the form's other values by
 * `fallback`. The fields are saved with the rest of the form.
 */
export function SeoSection<TValues extends SeoFormValues>({
  control,
  fallback,
  path,
  idPrefix,
}: SeoSectionProps<TValues>) {
  // Without a name useWatch gives the whole form, every field from its default value on: derived
  // at each render, so that a fallback reading more than the form (a saved page) stays current.
  const values = useWatch({ control }) as TValues;
  const from = fallback(values);
  const derived = deriveSeo({}, from);
  const shown = deriveSeo(values, from);
  // Every editor keeps the three fields at the top level of its values (TValues extends
  // SeoFormValues), so they can be bound through the form's control typed for them alone.
  const seoControl = control as unknown as Control<SeoFormValues>;

  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <div className="min-w-0 space-y-5">
        {COUNTED.map(({ name, part, hint }) => (
          <CountedField
            key={name}
            control={seoControl}
            name={name}
            id={`${idPrefix}-meta-${part}`}
            derived={derived[part]}
            shown={shown[part]}
            hint={hint}
            maxLength={SEO_LIMITS[part]}
          />
        ))}
        <Controller
          control={seoControl}
          name="shareImage"
          render={({ field, fieldState }) => (
            <div>
              <ImageField
                label={SEO_FIELD_LABELS.shareImage}
                description="WhatsApp, LinkedIn gibi paylaşımlarda görünür; 1200 × 630 piksel JPG veya PNG önerilir. Boş bırakılırsa sayfanın görseli kullanılır."
                value={{ url: field.value }}
                onChange={(image) => field.onChange(image.url)}
                target={{ service: 'backend' }}
                placeholder={derived.image ?? undefined}
              />
              {fieldState.error?.message ? (
                <p className="mt-1 text-small text-red-700">{fieldState.error.message}</p>
              ) : null}
            </div>
          )}
        />
      </div>
      <SeoPreview seo={shown} path={path} />
    </div>
  );
}

/** {@link SeoSection} in its own card of an editor page. */
export function SeoCard<TValues extends SeoFormValues>({
  description = 'Google sonuçlarında ve paylaşılan bağlantılarda görünenler. Boş alanlar sayfanın içeriğinden türetilir.',
  ...section
}: SeoSectionProps<TValues> & { description?: string }) {
  return (
    <AdminCard title="SEO ve Paylaşım" description={description}>
      <SeoSection {...section} />
    </AdminCard>
  );
}
