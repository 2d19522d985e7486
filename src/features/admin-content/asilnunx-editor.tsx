import { useQuery } from '@tanstack/react-query';
import type { BrandedResinContent } from '../../api/generated/content/model';
import { SeoCard } from '../../components/admin/seo-section';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { asilnunxSeoFallback } from '../../../core/lib/seo-fields';
import { asilnunxFormSchema, toAsilnunxFormValues, toAsilnunxPayload } from './content-forms';
import {
  ContentCard,
  ContentEditorForm,
  ContentEditorFrame,
  useContentForm,
} from './content-editor';
import { DocumentLinksCard } from './document-links-field';
import { ASILNUNX_PUBLIC_TITLE, asilnunxQuery, saveAsilnunx } from './queries';

const IMAGE_KIND = 'asilnunx-banner';

/** The branded-resin page's editor (docs/DESIGN.md section 3: PUT /api/asilnunx). */
export function AsilnunxEditor() {
  const query = useQuery({ ...asilnunxQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame contentKey="asilnunx" query={query}>
      {(content) => <AsilnunxForm content={content} />}
    </ContentEditorFrame>
  );
}

function AsilnunxForm({ content }: { content: BrandedResinContent }) {
  const { text, area, image, ...editing } = useContentForm({
    schema: asilnunxFormSchema,
    content,
    toPayload: toAsilnunxPayload,
    save: saveAsilnunx,
    queryKey: asilnunxQuery().queryKey,
    toFormValues: toAsilnunxFormValues,
  });
  const { control } = editing.form;

  return (
    <ContentEditorForm editing={editing}>
      <ContentCard
        title="Başlık ve Görsel"
        description="Görsel hem banner'da hem ürün metninin yanında kullanılır."
      >
        {text('title')}
        {image('image', IMAGE_KIND)}
      </ContentCard>

      <ContentCard title="Metinler" description="Paragrafları boş bir satırla ayırın.">
        {area('description', { rows: 5 })}
        {area('details', { rows: 5 })}
        {area('info', { rows: 4, hint: "Sayfada 'Ürün Bilgileri' kutusunda gösterilir." })}
        {area('text', { rows: 3 })}
      </ContentCard>

      <DocumentLinksCard control={control} />

      <ContentCard
        title="Bağlantı"
        description="Sayfanın sonundaki çağrı bandı. Bağlantı /contact adresine gidiyorsa bantta bu metin kullanılır; aksi halde standart 'Bilgi Al' bandı gösterilir."
        grid
      >
        {text('linkText')}
        {text('link', { inputMode: 'url', placeholder: '/contact' })}
      </ContentCard>

      <SeoCard
        control={control}
        fallback={(values) => ({ ...asilnunxSeoFallback(values), title: ASILNUNX_PUBLIC_TITLE })}
        path="/AsilNunX"
        idPrefix="asilnunx-seo"
      />
    </ContentEditorForm>
  );
}
