import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ContactContent } from '../../api/generated/content/model';
import { CONTACT_LABELS } from '../../components/admin/field-labels/content';
import { TextAreaField } from '../../components/text-area-field';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../../../core/lib/map-embed';
import { contactFormSchema, toContactPayload, type ContactFormValues } from './content-forms';
import {
  ContentCard,
  ContentEditorForm,
  ContentEditorFrame,
  useContentForm,
} from './content-editor';
import { contactContentQuery, saveContactContent } from './queries';

const BANNER_KIND = 'contact-banner';
const toFormValues = (content: ContactContent): ContactFormValues => ({ ...content });

/** Admin screen 3 (docs/SPEC.md section 2): the contact page's texts, banner and map. */
export function ContactEditor() {
  const query = useQuery({ ...contactContentQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame contentKey="contact" query={query}>
      {(content) => <ContactForm content={content} />}
    </ContentEditorFrame>
  );
}

/** The live check of the map code: what the public page will show. */
function MapPreview({ code, title }: { code: string; title: string }) {
  const src = mapEmbedUrl(code);
  if (!code.trim()) {
    return (
      <p className="text-small text-concrete-700">
        Harita kodu boş: iletişim sayfasında harita gösterilmeyecek.
      </p>
    );
  }
  if (!src) return null;
  return (
    <figure className="space-y-2">
      <figcaption className="text-small text-concrete-700">
        Önizleme: sayfada yalnızca bu Google Haritalar adresi kullanılır.
      </figcaption>
      <div className="aspect-[16/9] overflow-hidden rounded-lg border border-concrete-200 bg-concrete-100 sm:aspect-[16/7]">
        <iframe
          src={src}
          title={`Harita önizlemesi${title.trim() ? `: ${title.trim()}` : ''}`}
          width={1200}
          height={525}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="size-full border-0"
        />
      </div>
    </figure>
  );
}

function ContactForm({ content }: { content: ContactContent }) {
  const { text, area, image, ...editing } = useContentForm({
    schema: contactFormSchema,
    content,
    toPayload: toContactPayload,
    save: saveContactContent,
    queryKey: contactContentQuery().queryKey,
    toFormValues,
  });
  const { control, formState, register } = editing.form;
  const [mapCode, mapTitle] = useWatch({ control, name: ['mapIframeCode', 'mapTitle'] });
  // Refused at once while typing, not only on save: the administrator sees why the map would not show.
  const mapError =
    formState.errors.mapIframeCode?.message ??
    (mapCode.trim() && !mapEmbedUrl(mapCode) ? MAP_EMBED_ERROR : undefined);

  return (
    <ContentEditorForm editing={editing}>
      <ContentCard title="Banner" description="Sayfanın en üstündeki başlık ve arka plan görseli.">
        {text('bannerTitle')}
        {image('bannerImage', BANNER_KIND)}
      </ContentCard>

      <ContentCard
        title="İletişim Bilgileri"
        description="Başlıkları ve değerleriyle birlikte."
        grid
      >
        {text('phoneTitle')}
        {text('phoneNumber', { type: 'tel', autoComplete: 'off' })}
        {text('emailTitle')}
        {text('emailAddress', { type: 'email', autoComplete: 'off' })}
        {text('locationTitle')}
        {area('locationAddress', { rows: 3 })}
        {text('instagramTitle')}
        {text('instagramUsername', { autoComplete: 'off', placeholder: 'kullaniciadi' })}
      </ContentCard>

      <ContentCard
        title="Mesaj Formu"
        description="İletişim formunun üstündeki başlık ve açıklama."
      >
        {text('messageFormTitle')}
        {area('messageFormDescription', { rows: 3 })}
      </ContentCard>

      <ContentCard title="Harita" description="Sayfanın altındaki konum haritası.">
        {text('mapTitle')}
        <TextAreaField
          id="contact-map-code"
          label={CONTACT_LABELS.mapIframeCode}
          hint="Google Haritalar'da Paylaş → Harita yerleştir ile alınan <iframe> kodu veya https://www.google.com/maps/embed?... bağlantısı. Boş bırakılırsa harita gösterilmez."
          rows={4}
          spellCheck={false}
          error={mapError}
          {...register('mapIframeCode')}
        />
        <MapPreview code={mapCode} title={mapTitle} />
      </ContentCard>
    </ContentEditorForm>
  );
}
