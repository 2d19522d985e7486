import type { ReactNode } from 'react';
import { instagramUrl, instagramUsername, mailtoHref, telHref } from './contact-links';
import type { ContactView } from './contact-view';

const linkClass =
  'font-semibold wrap-anywhere text-brand-800 underline decoration-brand-300 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700';

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
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
          <Detail
            title={content.phoneTitle || 'Telefon'}
            icon={
              <Icon>
                <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
              </Icon>
            }
          >
            <a href={tel} className={linkClass}>
              {content.phoneNumber.trim()}
            </a>
          </Detail>
        ) : null}
        {mailto ? (
          <Detail
            title={content.emailTitle || 'E-posta'}
            icon={
              <Icon>
                <rect x="2" y="4" width="20" height="16" rx="2" />
                <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
              </Icon>
            }
          >
            <a href={mailto} className={linkClass}>
              {content.emailAddress.trim()}
            </a>
          </Detail>
        ) : null}
        {address ? (
          <Detail
            title={content.locationTitle || 'Adres'}
            icon={
              <Icon>
                <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
                <circle cx="12" cy="10" r="3" />
              </Icon>
            }
          >
            <span className="whitespace-pre-line">{address}</span>
          </Detail>
        ) : null}
        {instagram ? (
          <Detail
            title={content.instagramTitle || 'Instagram'}
            icon={
              <Icon>
                <rect x="2" y="2" width="20" height="20" rx="5" />
                <circle cx="12" cy="12" r="4" />
                <path d="M17.5 6.5h.01" />
              </Icon>
            }
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
