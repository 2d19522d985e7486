import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
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
  useContentSave,
  useFollowContent,
  ContentImageField,
} from './content-editor';
import { DocumentLinksField } from './document-links-field';
import { ASILNUNX_PUBLIC_TITLE, asilnunxQuery, saveAsilnunx } from './queries';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { labelsOf } from '../../components/admin/history/revision-fields';
import { TextAreaField } from '../../components/text-area-field';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';

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
  const form = useForm<AsilnunxFormValues>({
    resolver: zodResolver(asilnunxFormSchema, { error: turkishIssues }),
    defaultValues: toAsilnunxFormValues(content),
  });
  useFollowContent(form, content, toAsilnunxFormValues);
  const publishing = useContentSave({
    form,
    content,
    payload: (values: AsilnunxFormValues, how) => ({ ...toAsilnunxPayload(values), ...how }),
    save: saveAsilnunx,
    queryKey: asilnunxQuery().queryKey,
    toFormValues: toAsilnunxFormValues,
    labels: labelsOf('content', 'asilnunx'),
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;

  return (
    <form noValidate onSubmit={publishing.submit} className="space-y-6">
      <KeptWorkBanner kept={publishing.keptWork} />
      <AdminCard
        title="Başlık ve Görsel"
        description="Görsel hem banner'da hem ürün metninin yanında kullanılır."
      >
        <div className="space-y-5">
          <TextField
            id="asilnunx-title"
            label="Başlık"
            error={errors.title?.message}
            {...register('title')}
          />
          <ContentImageField control={control} name="image" label="Görsel" kind={IMAGE_KIND} />
        </div>
      </AdminCard>

      <AdminCard title="Metinler" description="Paragrafları boş bir satırla ayırın.">
        <div className="space-y-5">
          <TextAreaField
            id="asilnunx-description"
            label="Açıklama"
            rows={5}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextAreaField
            id="asilnunx-details"
            label="Detaylar"
            rows={5}
            error={errors.details?.message}
            {...register('details')}
          />
          <TextAreaField
            id="asilnunx-info"
            label="Ürün bilgileri"
            hint="Sayfada 'Ürün Bilgileri' kutusunda gösterilir."
            rows={4}
            error={errors.info?.message}
            {...register('info')}
          />
          <TextAreaField
            id="asilnunx-text"
            label="Kapanış metni"
            rows={3}
            error={errors.text?.message}
            {...register('text')}
          />
        </div>
      </AdminCard>

      <AdminCard title="Teknik Dokümanlar" description="Sayfada listelenen doküman bağlantıları.">
        <Controller
          control={control}
          name="documents"
          render={({ field }) => (
            <DocumentLinksField
              label="Doküman bağlantıları"
              value={field.value}
              onChange={field.onChange}
              rowErrors={(index) => ({
                title: errors.documents?.[index]?.title?.message,
                url: errors.documents?.[index]?.url?.message,
              })}
            />
          )}
        />
      </AdminCard>

      <AdminCard
        title="Bağlantı"
        description="Sayfanın sonundaki çağrı bandı. Bağlantı /contact adresine gidiyorsa bantta bu metin kullanılır; aksi halde standart 'Bilgi Al' bandı gösterilir."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="asilnunx-link-text"
            label="Bağlantı metni"
            error={errors.linkText?.message}
            {...register('linkText')}
          />
          <TextField
            id="asilnunx-link"
            label="Bağlantı adresi"
            inputMode="url"
            placeholder="/contact"
            error={errors.link?.message}
            {...register('link')}
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
