import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { BrandedResinContent } from '../../api/generated/content/model';
import { AdminCard } from '../../components/admin/admin-page';
import { SeoCard } from '../../components/admin/seo-section';
import { TextField } from '../../components/text-field';
import { asilnunxSeoFallback } from '../../../core/lib/seo-fields';
import {
  asilnunxFormSchema,
  toAsilnunxFormValues,
  toAsilnunxPayload,
  turkishIssues,
  type AsilnunxFormValues,
} from './content-forms';
import {
  ContentEditorFrame,
  ContentPublishBar,
  useContentForm,
  ContentImageField,
} from './content-editor';
import { DocumentLinksCard } from './document-links-field';
import { ASILNUNX_PUBLIC_TITLE, asilnunxQuery, saveAsilnunx } from './queries';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { ASILNUNX_LABELS } from '../../components/admin/field-labels/content';
import { TextAreaField } from '../../components/text-area-field';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { fieldBinding } from '../../components/admin/field-binding';

const IMAGE_KIND = 'asilnunx-banner';

/** The branded-resin page's editor (docs/DESIGN.md section 3: PUT /api/asilnunx). */
export function AsilnunxEditor() {
  const query = useQuery({ ...asilnunxQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame
      title="AsilNunX Sayfası"
      description="/AsilNunX sayfasının metinleri, görseli, dokümanları ve bağlantısı."
      contentKey="asilnunx"
      query={query}
    >
      {(content) => <AsilnunxForm content={content} />}
    </ContentEditorFrame>
  );
}

function AsilnunxForm({ content }: { content: BrandedResinContent }) {
  const { form, publishing } = useContentForm({
    resolver: zodResolver(asilnunxFormSchema, { error: turkishIssues }),
    content,
    payload: (values: AsilnunxFormValues, how) => ({ ...toAsilnunxPayload(values), ...how }),
    save: saveAsilnunx,
    queryKey: asilnunxQuery().queryKey,
    toFormValues: toAsilnunxFormValues,
    labels: ASILNUNX_LABELS,
  });
  const {
    control,
    formState: { isDirty },
  } = form;
  const bind = fieldBinding(form);

  return (
    <form noValidate onSubmit={publishing.submit} className="space-y-6">
      <KeptWorkBanner kept={publishing.keptWork} />
      <AdminCard
        title="Başlık ve Görsel"
        description="Görsel hem banner'da hem ürün metninin yanında kullanılır."
      >
        <div className="space-y-5">
          <TextField label={ASILNUNX_LABELS.title} {...bind('title', 'asilnunx-title')} />
          <ContentImageField
            control={control}
            name="image"
            label={ASILNUNX_LABELS.image}
            kind={IMAGE_KIND}
          />
        </div>
      </AdminCard>

      <AdminCard title="Metinler" description="Paragrafları boş bir satırla ayırın.">
        <div className="space-y-5">
          <TextAreaField
            label={ASILNUNX_LABELS.description}
            rows={5}
            {...bind('description', 'asilnunx-description')}
          />
          <TextAreaField
            label={ASILNUNX_LABELS.details}
            rows={5}
            {...bind('details', 'asilnunx-details')}
          />
          <TextAreaField
            label={ASILNUNX_LABELS.info}
            hint="Sayfada 'Ürün Bilgileri' kutusunda gösterilir."
            rows={4}
            {...bind('info', 'asilnunx-info')}
          />
          <TextAreaField label={ASILNUNX_LABELS.text} rows={3} {...bind('text', 'asilnunx-text')} />
        </div>
      </AdminCard>

      <DocumentLinksCard control={control} />

      <AdminCard
        title="Bağlantı"
        description="Sayfanın sonundaki çağrı bandı. Bağlantı /contact adresine gidiyorsa bantta bu metin kullanılır; aksi halde standart 'Bilgi Al' bandı gösterilir."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={ASILNUNX_LABELS.linkText} {...bind('linkText', 'asilnunx-link-text')} />
          <TextField
            label={ASILNUNX_LABELS.link}
            inputMode="url"
            placeholder="/contact"
            {...bind('link', 'asilnunx-link')}
          />
        </div>
      </AdminCard>

      <SeoCard
        control={control}
        fallback={(values) => ({
          ...asilnunxSeoFallback(values),
          title: ASILNUNX_PUBLIC_TITLE,
        })}
        path="/AsilNunX"
        idPrefix="asilnunx-seo"
      />

      <ContentPublishBar publishing={publishing} dirty={isDirty} />
    </form>
  );
}
