import { z } from 'zod';
import { createRedirectBodyFromMax } from '../../api/generated/backend-zod/backend.zod';
import { MESSAGES } from '../../../core/domain/messages';
import { sitePath } from '../../../core/domain/redirects';
import { REDIRECT_TEXTS } from './labels';

/**
 * The redirect form: an old address that is a path of the site (the server's rule and message,
 * core/domain/redirects.ts) and a target picked from the list. What else the server refuses (the
 * panel's own addresses, a page that exists) comes back as a 400 and is shown on the field.
 */
export const redirectFormSchema = z.object({
  from: z
    .string()
    .trim()
    .max(createRedirectBodyFromMax, REDIRECT_TEXTS.fromTooLong(createRedirectBodyFromMax))
    .refine((value) => sitePath(value) !== null, MESSAGES.redirectNotAPath),
  to: z.string().min(1, REDIRECT_TEXTS.targetRequired),
});
export type RedirectFormValues = z.infer<typeof redirectFormSchema>;
