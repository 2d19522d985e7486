import type { ReactNode } from 'react';

/** A screen's or a card's heading, its line of explanation, its actions and its content. */
interface FrameProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an admin screen: one h1, a line of explanation, the screen's main actions. */
export function AdminPage({ title, description, actions, children }: FrameProps) {
  return (
    <section aria-labelledby="admin-page-title" className="mx-auto max-w-6xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="admin-page-title" className="text-h2 text-brand-950">
            {title}
          </h1>
          {description ? <p className="mt-1 text-concrete-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

/** A white card grouping one part of an editor, with its heading. */
export function AdminCard({ title, description, actions, children }: FrameProps) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-h4 text-brand-950">{title}</h2>
          {description ? <p className="mt-1 text-small text-concrete-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
