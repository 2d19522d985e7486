import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingState } from '../../components/query-states';
import { PageBanner } from '../../components/page-banner';
import { PreviewBanner, PreviewUnavailable } from '../../components/preview-banner';
import { previewFailure } from '../../lib/preview';
import { PRIVACY_NOTICE_PATH, retentionSentence } from '../../../core/domain/privacy';
import { privacyNoticeQuery } from './queries';

/**
 * The 'Aydınlatma Metni' (KVKK, issue 23 section 3): the administrator's text, one paragraph per
 * block separated by an empty line, and the retention period the server applies, worded from the
 * setting itself so that the page never promises what the hourly job does not do. `preview`: a
 * preview link's token: the pending changes, under a banner that says so.
 */
export function PrivacyNoticePage({ preview }: { preview?: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(privacyNoticeQuery(preview));
  const failure = previewFailure(error, preview);
  if (failure) return <PreviewUnavailable message={failure} livePath={PRIVACY_NOTICE_PATH} />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  const paragraphs = (data?.body ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      <PageBanner title={data?.title || 'Aydınlatma Metni'} />
      {isPending ? (
        <LoadingState className="min-h-[40vh]" />
      ) : (
        <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-body text-concrete-800 sm:px-6 sm:py-16">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
          <p className="font-semibold">{retentionSentence(data.enquiryRetentionMonths)}</p>
        </article>
      )}
      {preview ? <PreviewBanner livePath={PRIVACY_NOTICE_PATH} /> : null}
    </>
  );
}
