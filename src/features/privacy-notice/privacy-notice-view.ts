import { getPrivacyNotice } from '../../api/generated/content-functions/endpoints/privacy-notice/privacy-notice';
import type { PrivacyNoticeContent } from '../../api/generated/content/model';
import { readRouteData } from '../../lib/route-data';
import { retentionSentence } from '../../../core/domain/privacy';

/**
 * The 'Aydınlatma Metni' as it is drawn (issue 24): its title, its paragraphs (the text's blocks
 * separated by an empty line) and the retention sentence, worded from the server's setting.
 */
export interface PrivacyNoticeView {
  title: string;
  paragraphs: string[];
  retention: string;
}

function privacyNoticeView(notice: PrivacyNoticeContent): PrivacyNoticeView {
  return {
    title: notice.title,
    paragraphs: notice.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    retention: retentionSentence(notice.enquiryRetentionMonths),
  };
}

/**
 * The 'Aydınlatma Metni' (KVKK) from the content service (GET /api/aydinlatma-metni); with
 * `preview` (a preview link's token) its pending changes, and a link that no longer works is the
 * route's not-found view.
 */
export async function readPrivacyNoticeView(
  preview: string | undefined,
): Promise<PrivacyNoticeView> {
  const notice = await readRouteData(
    () => getPrivacyNotice(preview ? { Preview: preview } : undefined),
    { notFoundOn404: Boolean(preview) },
  );
  return privacyNoticeView(notice);
}
