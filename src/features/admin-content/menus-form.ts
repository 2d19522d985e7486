import { z } from 'zod';
import type { MenuLink, MenusContent } from '../../api/generated/content/model';
import { MENU_MESSAGES, externalUrl, labelProblem } from '../../../core/lib/menus';

/** A link as the form edits it; `missing` (its page or product was deleted) is shown, not sent. */
const linkSchema = z
  .object({
    label: z.string(),
    kind: z.enum(['site', 'page', 'product', 'url']),
    target: z.string(),
    missing: z.boolean(),
  })
  .superRefine((link, context) => {
    const label = labelProblem(link.label);
    if (label) context.addIssue({ code: 'custom', path: ['label'], message: label });
    if (link.kind === 'url' && !externalUrl(link.target)) {
      context.addIssue({ code: 'custom', path: ['target'], message: MENU_MESSAGES.urlInvalid });
    }
    if (link.kind !== 'url' && link.target.trim() === '') {
      context.addIssue({ code: 'custom', path: ['target'], message: 'Bir hedef seçin.' });
    }
  });

export const menusFormSchema = z.object({
  header: z.array(linkSchema).max(12, 'Üst menüde en fazla 12 bağlantı olabilir.'),
  footer: z.array(linkSchema).max(24, 'Alt menüde en fazla 24 bağlantı olabilir.'),
});

export type MenusFormValues = z.infer<typeof menusFormSchema>;
export type MenuFormLink = MenusFormValues['header'][number];

const formLink = (link: MenuLink): MenuFormLink => ({
  label: link.label,
  kind: link.kind,
  target: link.target,
  missing: link.missing ?? false,
});

export const toMenusFormValues = (menus: MenusContent): MenusFormValues => ({
  header: menus.header.map(formLink),
  footer: menus.footer.map(formLink),
});

const sentLink = ({ label, kind, target }: MenuFormLink): MenuLink => ({ label, kind, target });

export const toMenusPayload = (values: MenusFormValues): MenusContent => ({
  header: values.header.map(sentLink),
  footer: values.footer.map(sentLink),
});

/** A new link: the home page until another target is chosen. */
export const NEW_MENU_LINK: MenuFormLink = {
  label: '',
  kind: 'site',
  target: 'home',
  missing: false,
};
