import { useQuery } from '@tanstack/react-query';
import type { PrivacyNoticeContent } from '../../api/generated/content/model';
import { PRIVACY_NOTICE_LABELS } from '../../components/admin/field-labels/content';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { TextField } from '../../components/text-field';
import {
  privacyNoticeFormSchema,
  toPrivacyNoticeFormValues,
  toPrivacyNoticePayload,
} from './content-forms';
import {
  ContentCard,
  ContentEditorForm,
  ContentEditorFrame,
  useContentForm,
} from './content-editor';
import { privacyNoticeQuery, savePrivacyNotice } from './queries';

/**
 * KVKK (issue 23 section 3, ADR 0038): the 'Aydınlatma Metni' linked under the contact form, and
 * how long enquiries are kept before the server deletes them.
 */
export function PrivacyNoticeEditor() {
  const query = useQuery({ ...privacyNoticeQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame contentKey="aydinlatma-metni" query={query}>
      {(content) => <PrivacyNoticeForm content={content} />}
    </ContentEditorFrame>
  );
}

function PrivacyNoticeForm({ content }: { content: PrivacyNoticeContent }) {
  const { text, area, ...editing } = useContentForm({
    schema: privacyNoticeFormSchema,
    content,
    toPayload: toPrivacyNoticePayload,
    save: savePrivacyNotice,
    queryKey: privacyNoticeQuery().queryKey,
    toFormValues: toPrivacyNoticeFormValues,
  });
  const { register, formState } = editing.form;

  return (
    <ContentEditorForm editing={editing}>
      <ContentCard title="Metin" description="Paragrafları boş bir satırla ayırın.">
        {text('title')}
        {area('body', { rows: 16 })}
      </ContentCard>
      <ContentCard
        title="Saklama Süresi"
        description="Bu süreden eski mesajlar sunucu tarafından saatte bir kalıcı olarak silinir; sayfada da bu süre yazılır."
      >
        <TextField
          id="privacy-retention"
          label={PRIVACY_NOTICE_LABELS.enquiryRetentionMonths}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          step={1}
          error={formState.errors.enquiryRetentionMonths?.message}
          {...register('enquiryRetentionMonths', { valueAsNumber: true })}
        />
      </ContentCard>
    </ContentEditorForm>
  );
}
