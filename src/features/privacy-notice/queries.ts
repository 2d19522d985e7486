import { getGetPrivacyNoticeQueryOptions } from '../../api/generated/content/endpoints/privacy-notice/privacy-notice';

/**
 * The 'Aydınlatma Metni' (KVKK) from the content service (GET /api/aydinlatma-metni); with
 * `preview` (a preview link's token) its pending changes, under their own key.
 */
export const privacyNoticeQuery = (preview?: string) =>
  getGetPrivacyNoticeQueryOptions(preview ? { Preview: preview } : undefined);
