/** The enquiry e-mail's settings (README "Enquiry e-mails"; server/services/enquiry-mail.ts). */
export interface EnquiryMailConfig {
  /** nodemailer's connection URL: smtp://user:pass@host:587 or smtps://…:465. */
  smtpUrl: string;
  /** Where the notifications go (one address or a comma-separated list). */
  notifyEmail: string;
  /** The sender: SMTP_FROM, or NOTIFY_EMAIL. */
  from: string;
  /** The wait after the first failure; each later one doubles it, up to an hour. */
  retryBaseMs: number;
  /** Attempts before a notification is given up (kept with `failed_at`, the enquiry untouched). */
  maxAttempts: number;
  /** How often each process looks for due notifications. */
  pollMs: number;
}

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new Error(`${name} must be a whole number of at least 1, not "${raw}".`);
  }
  return Number(raw);
}

const looksLikeAddress = (value: string) => /^[^\s@,]+@[^\s@,]+$/.test(value);

/** The notification's settings, or null when SMTP_URL or NOTIFY_EMAIL is not set (off). */
export function enquiryMailConfigFrom(env: Env): EnquiryMailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const notifyEmail = env.NOTIFY_EMAIL?.trim() ?? '';
  if (!smtpUrl && !notifyEmail) return null;
  if (!smtpUrl || !notifyEmail) {
    throw new Error(
      'Enquiry e-mails need both SMTP_URL and NOTIFY_EMAIL (set both, or neither to turn them off).',
    );
  }
  if (!/^smtps?:\/\//i.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps:// (for example smtp://host:587).');
  }
  const recipients = notifyEmail.split(',').map((address) => address.trim());
  const from = env.SMTP_FROM?.trim() || recipients[0] || '';
  if (!recipients.every(looksLikeAddress) || !looksLikeAddress(from.replace(/^.*<|>$/g, ''))) {
    throw new Error('NOTIFY_EMAIL and SMTP_FROM must be e-mail addresses.');
  }
  return {
    smtpUrl,
    notifyEmail: recipients.join(', '),
    from,
    retryBaseMs: positive(env, 'ENQUIRY_MAIL_RETRY_SECONDS', 60) * 1000,
    maxAttempts: positive(env, 'ENQUIRY_MAIL_MAX_ATTEMPTS', 10),
    pollMs: positive(env, 'ENQUIRY_MAIL_POLL_SECONDS', 5) * 1000,
  };
}
