/** Build-time configuration of the three services (see README "Environment variables"). */
export const apiConfig = {
  backendBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  contentBaseUrl: import.meta.env.VITE_CONTENT_API_URL ?? '/content',
  emailBaseUrl: import.meta.env.VITE_EMAIL_API_URL ?? 'https://api.emailjs.com',
  emailServiceId: import.meta.env.VITE_EMAIL_SERVICE_ID ?? '',
  emailTemplateId: import.meta.env.VITE_EMAIL_TEMPLATE_ID ?? '',
  emailUserId: import.meta.env.VITE_EMAIL_USER_ID ?? '',
} as const;

/**
 * Whether the browser sends enquiries to the third-party e-mail service as well: only when the
 * build names a service id (KVKK, ADR 0038). Otherwise the server's own notification e-mail is
 * the only one.
 */
export const thirdPartyEmail = apiConfig.emailServiceId.trim() !== '';
