import { PageBanner } from '../../components/page-banner';
import { PreviewBanner } from '../../components/preview-banner';
import { PRIVACY_NOTICE_PATH } from '../../../core/domain/privacy';
import type { PrivacyNoticeView } from './privacy-notice-view';

/**
 * The 'Aydınlatma Metni' (KVKK, issue 23 section 3): the administrator's text, one paragraph per
 * block separated by an empty line, and the retention period the server applies, worded from the
 * setting itself so that the page never promises what the hourly job does not do. `preview`: a
 * preview link's token: the pending changes, under a banner that says so.
 */
export function PrivacyNoticePage({
  view,
  preview,
}: {
  view: PrivacyNoticeView;
  preview?: string | undefined;
}) {
  return (
    <>
      <PageBanner title={view.title || 'Aydınlatma Metni'} />
      <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-body text-concrete-800 sm:px-6 sm:py-16">
        {view.paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
        <p className="font-semibold">{view.retention}</p>
      </article>
      {preview ? <PreviewBanner livePath={PRIVACY_NOTICE_PATH} /> : null}
    </>
  );
}
