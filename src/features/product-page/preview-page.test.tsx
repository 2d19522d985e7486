import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { endSession } from '../../lib/session';
import { PREVIEW_BANNER_TEXT } from '../../components/preview-banner';

// The visitor's side of a draft product's preview link (issue 21 section 3); the panel's side,
// which makes and revokes the link, is in src/features/admin-products/preview-links.test.tsx.

const DRAFT_ID = '5b0c8f1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';

/** A draft copy of the first seeded product, newest in the grid. */
function addDraft() {
  const [first] = db.state.products;
  if (!first) throw new Error('the seed has no products');
  db.state.products.push({
    ...structuredClone(first),
    id: DRAFT_ID,
    name: 'Gizli Enjeksiyon',
    slug: 'gizli-enjeksiyon',
    titles: ['Gizli Enjeksiyon', 'Yakında'],
    status: 'draft',
  });
}

describe('the preview page', () => {
  it("shows the draft to a visitor who never signed in, under the banner, 'Önizleme:' in the title", async () => {
    addDraft();
    endSession(localStorage);
    db.state.previewLinks.push({
      id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
      productId: DRAFT_ID,
      page: null,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdBy: 'admin',
    });
    await renderSite('/product/gizli-enjeksiyon?onizleme=f0e1d2c3-b4a5-4968-8776-655443322110');
    expect(await screen.findByRole('complementary', { name: 'Önizleme' })).toHaveTextContent(
      PREVIEW_BANNER_TEXT,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gizli Enjeksiyon' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Önizleme: Gizli Enjeksiyon/));
    expect(screen.queryByRole('link', { name: 'Yayındaki sayfayı aç' })).not.toBeInTheDocument();
  });

  it('says a revoked or unknown link no longer works', async () => {
    addDraft();
    endSession(localStorage);
    await renderSite('/product/gizli-enjeksiyon?onizleme=f0e1d2c3-b4a5-4968-8776-655443322110');
    expect(
      await screen.findByText(
        'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Önizleme' })).not.toBeInTheDocument();
  });
});
