import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { PrivacyNoticeContent } from '../../api/generated/content/model';
import { AdminCard } from '../../components/admin/admin-page';
import { PRIVACY_NOTICE_LABELS } from '../../components/admin/field-labels/content';
import { KeptWorkBanner } from '../../components/admin/kept-work-banner';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import {
  privacyNoticeFormSchema,
  toPrivacyNoticeFormValues,
  toPrivacyNoticePayload,
  turkishIssues,
  type PrivacyNoticeFormValues,
} from './content-forms';
import { ContentEditorFrame, ContentPublishBar, useContentForm } from './content-editor';
import { privacyNoticeQuery, savePrivacyNotice } from './queries';
import { fieldBinding } from '../../components/admin/field-binding';

const KEY = 'aydinlatma-metni';

/**
 * KVKK (issue 23 section 3, ADR 0038): the 'Aydınlatma Metni' linked under the contact form, and
 * how long enquiries are kept before the server deletes them.
 */
export function PrivacyNoticeEditor() {
  const query = useQuery({ ...privacyNoticeQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame
      title="Aydınlatma Metni"
      description="İletişim formunun altında bağlantısı verilen KVKK metni ve mesajların saklama süresi."
      contentKey={KEY}
      query={query}
    >
      {(content) => <PrivacyNoticeForm content={content} />}
    </ContentEditorFrame>
  );
}

function PrivacyNoticeForm({ content }: { content: PrivacyNoticeContent }) {
  const { form, publishing } = useContentForm({
    resolver: zodResolver(privacyNoticeFormSchema, { error: turkishIssues }),
    content,
    payload: (values: PrivacyNoticeFormValues, how) => ({
      ...toPrivacyNoticePayload(values),
      ...how,
    }),
    save: savePrivacyNotice,
    labels: PRIVACY_NOTICE_LABELS,
    queryKey: privacyNoticeQuery().queryKey,
    toFormValues: toPrivacyNoticeFormValues,
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const bind = fieldBinding(form);

  return (
    <form noValidate onSubmit={publishing.submit} className="space-y-6">
      <KeptWorkBanner kept={publishing.keptWork} />
      <AdminCard title="Metin" description="Paragrafları boş bir satırla ayırın.">
        <div className="space-y-5">
          <TextField label={PRIVACY_NOTICE_LABELS.title} {...bind('title', 'privacy-title')} />
          <TextAreaField
            label={PRIVACY_NOTICE_LABELS.body}
            rows={16}
            {...bind('body', 'privacy-body')}
          />
        </div>
      </AdminCard>
      <AdminCard
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
          error={errors.enquiryRetentionMonths?.message}
          {...register('enquiryRetentionMonths', { valueAsNumber: true })}
        />
      </AdminCard>
      <ContentPublishBar publishing={publishing} dirty={isDirty} />
    </form>
  );
}
