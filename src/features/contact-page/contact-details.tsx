import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { instagramUrl, instagramUsername, mailtoHref, telHref } from './contact-links';
import type { ContactView } from './contact-view';

const linkClass =
  'font-semibold wrap-anywhere text-brand-800 underline decoration-brand-300 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700';

/** A detail's icon in its round badge. */
function DetailIcon({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
      <Icon name={name} size={22} strokeWidth={1.8} />
    </span>
  );
}

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4">
      {icon}
      <div className="min-w-0">
        <p className="text-small text-concrete-700">{title}</p>
        <p className="mt-0.5 text-body text-concrete-950">{children}</p>
      </div>
    </li>
  );
}

/** Phone, e-mail, address and Instagram of the contact content; empty ones are left out. */
export function ContactDetails({ content }: { content: ContactView }) {
  const tel = telHref(content.phoneNumber);
  const mailto = mailtoHref(content.emailAddress);
  const address = content.locationAddress.trim();
  const instagram = instagramUsername(content.instagramUsername);
  return (
    <address className="not-italic">
      <ul className="grid gap-6">
        {tel ? (
          <Detail title={content.phoneTitle || 'Telefon'} icon={<DetailIcon name="phone" />}>
            <a href={tel} className={linkClass}>
              {content.phoneNumber.trim()}
            </a>
          </Detail>
        ) : null}
        {mailto ? (
          <Detail title={content.emailTitle || 'E-posta'} icon={<DetailIcon name="mail" />}>
            <a href={mailto} className={linkClass}>
              {content.emailAddress.trim()}
            </a>
          </Detail>
        ) : null}
        {address ? (
          <Detail title={content.locationTitle || 'Adres'} icon={<DetailIcon name="map-pin" />}>
            <span className="whitespace-pre-line">{address}</span>
          </Detail>
        ) : null}
        {instagram ? (
          <Detail
            title={content.instagramTitle || 'Instagram'}
            icon={<DetailIcon name="instagram" />}
          >
            <a
              href={instagramUrl(instagram)}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              @{instagram} <span className="sr-only">(yeni sekmede açılır)</span>
            </a>
          </Detail>
        ) : null}
      </ul>
    </address>
  );
}
