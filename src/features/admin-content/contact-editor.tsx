import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ContactContent } from '../../api/generated/content/model';
import { AdminCard } from '../../components/admin/admin-page';
import { CONTACT_LABELS } from '../../components/admin/field-labels/content';
import { TextField } from '../../components/text-field';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../../../core/lib/map-embed';
import {
  contactFormSchema,
  toContactPayload,
  turkishIssues,
  type ContactFormValues,
} from './content-forms';
import {
  ContentEditorFrame,
  ContentPublishBar,
  useContentForm,
  ContentImageField,
} from './content-editor';
import { contactContentQuery, saveContactContent } from './queries';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { TextAreaField } from '../../components/text-area-field';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { fieldBinding } from '../../components/admin/field-binding';

const BANNER_KIND = 'contact-banner';
const toFormValues = (content: ContactContent): ContactFormValues => ({ ...content });

/** Admin screen 3 (docs/SPEC.md section 2): the contact page's texts, banner and map. */
export function ContactEditor() {
  const query = useQuery({ ...contactContentQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame
      title="İletişim Sayfası"
      description="İletişim sayfasındaki banner, iletişim bilgileri, mesaj formu metinleri ve harita."
      contentKey="contact"
      query={query}
    >
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
  const { form, publishing } = useContentForm({
    resolver: zodResolver(contactFormSchema, { error: turkishIssues }),
    content,
    payload: (values: ContactFormValues, how) => ({ ...toContactPayload(values), ...how }),
    save: saveContactContent,
    labels: CONTACT_LABELS,
    queryKey: contactContentQuery().queryKey,
    toFormValues,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const bind = fieldBinding(form);
  const [mapCode, mapTitle] = useWatch({ control, name: ['mapIframeCode', 'mapTitle'] });
  // Refused at once while typing, not only on save: the administrator sees why the map would not show.
  const mapError =
    errors.mapIframeCode?.message ??
    (mapCode.trim() && !mapEmbedUrl(mapCode) ? MAP_EMBED_ERROR : undefined);

  return (
    <form noValidate onSubmit={publishing.submit} className="space-y-6">
      <KeptWorkBanner kept={publishing.keptWork} />
      <AdminCard title="Banner" description="Sayfanın en üstündeki başlık ve arka plan görseli.">
        <div className="space-y-5">
          <TextField
            label={CONTACT_LABELS.bannerTitle}
            {...bind('bannerTitle', 'contact-banner-title')}
          />
          <ContentImageField
            control={control}
            name="bannerImage"
            label={CONTACT_LABELS.bannerImage}
            kind={BANNER_KIND}
          />
        </div>
      </AdminCard>

      <AdminCard title="İletişim Bilgileri" description="Başlıkları ve değerleriyle birlikte.">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={CONTACT_LABELS.phoneTitle}
            {...bind('phoneTitle', 'contact-phone-title')}
          />
          <TextField
            label={CONTACT_LABELS.phoneNumber}
            type="tel"
            autoComplete="off"
            {...bind('phoneNumber', 'contact-phone')}
          />
          <TextField
            label={CONTACT_LABELS.emailTitle}
            {...bind('emailTitle', 'contact-email-title')}
          />
          <TextField
            label={CONTACT_LABELS.emailAddress}
            type="email"
            autoComplete="off"
            {...bind('emailAddress', 'contact-email')}
          />
          <TextField
            label={CONTACT_LABELS.locationTitle}
            {...bind('locationTitle', 'contact-location-title')}
          />
          <TextAreaField
            label={CONTACT_LABELS.locationAddress}
            rows={3}
            {...bind('locationAddress', 'contact-location')}
          />
          <TextField
            label={CONTACT_LABELS.instagramTitle}
            {...bind('instagramTitle', 'contact-instagram-title')}
          />
          <TextField
            label={CONTACT_LABELS.instagramUsername}
            autoComplete="off"
            placeholder="kullaniciadi"
            {...bind('instagramUsername', 'contact-instagram')}
          />
        </div>
      </AdminCard>

      <AdminCard title="Mesaj Formu" description="İletişim formunun üstündeki başlık ve açıklama.">
        <div className="space-y-5">
          <TextField
            label={CONTACT_LABELS.messageFormTitle}
            {...bind('messageFormTitle', 'contact-form-title')}
          />
          <TextAreaField
            label={CONTACT_LABELS.messageFormDescription}
            rows={3}
            {...bind('messageFormDescription', 'contact-form-description')}
          />
        </div>
      </AdminCard>

      <AdminCard title="Harita" description="Sayfanın altındaki konum haritası.">
        <div className="space-y-5">
          <TextField label={CONTACT_LABELS.mapTitle} {...bind('mapTitle', 'contact-map-title')} />
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
        </div>
      </AdminCard>

      <ContentPublishBar publishing={publishing} dirty={isDirty} />
    </form>
  );
}
