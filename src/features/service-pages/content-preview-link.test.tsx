import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { MESSAGES } from '../../../core/domain/messages';
import { PREVIEW_BANNER_TEXT } from '../../components/preview-banner';
import { endSession } from '../../lib/session';

// The visitor's side of a content page's preview link (issue 21 section 3); the panel's side,
// which makes the link, is in src/features/admin-content/content-drafts.test.tsx.

const DAY = 24 * 60 * 60 * 1000;
const LINK_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

/** The contact page with pending changes: a new banner title only the panel and a link see. */
function pendingContact(bannerTitle: string) {
  db.state.pendingContent.contact = {
    value: { ...structuredClone(db.state.contactContent), bannerTitle },
    publishAt: null,
  };
}

/** A preview link to a content page, working for a day. */
function addLink(page: 'contact' | 'kimyasal-ankraj') {
  db.state.previewLinks.push({
    id: LINK_ID,
    productId: null,
    page,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + DAY).toISOString(),
    createdBy: 'admin',
  });
}

describe("a content page's preview link", () => {
  it("shows the pending changes to a visitor who never signed in, under the banner, 'Önizleme:' in the title", async () => {
    pendingContact('Önizlenen İletişim');
    addLink('contact');
    endSession(localStorage);
    await renderSite(`/contact?onizleme=${LINK_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Önizlenen İletişim' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Önizleme' });
    expect(banner).toHaveTextContent(PREVIEW_BANNER_TEXT);
    expect(within(banner).getByRole('link', { name: 'Yayındaki sayfayı aç' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await waitFor(() => expect(document.title).toMatch(/^Önizleme: İletişim/));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('renders a service page with its pending changes; the live page is as it was', async () => {
    const live = db.state.servicePages['kimyasal-ankraj'].mainTitle;
    db.state.pendingContent['kimyasal-ankraj'] = {
      value: { ...structuredClone(db.state.servicePages['kimyasal-ankraj']), mainTitle: 'Yakında' },
      publishAt: null,
    };
    addLink('kimyasal-ankraj');
    endSession(localStorage);
    const { router } = await renderSite(`/KimyasalAnkraj?onizleme=${LINK_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yakında' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Önizleme' })).toBeInTheDocument();
    await router.navigate({ to: '/KimyasalAnkraj' });
    expect(await screen.findByRole('heading', { level: 1, name: live })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Önizleme' })).not.toBeInTheDocument();
  });

  it('says a revoked or unknown link no longer works', async () => {
    endSession(localStorage);
    await renderSite(`/KimyasalAnkraj?onizleme=${LINK_ID}`);
    expect(await screen.findByText(MESSAGES.previewInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Önizleme açılamadı' })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Önizleme' })).not.toBeInTheDocument();
  });
});
