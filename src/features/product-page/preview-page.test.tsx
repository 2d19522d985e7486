import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { addDraftProduct, DRAFT_PRODUCT_ID } from '../../../tests/helpers/draft-product';
import { endSession } from '../../lib/session';
import { PREVIEW_BANNER_TEXT } from '../../components/preview-banner';

// The visitor's side of a draft product's preview link (issue 21 section 3); the panel's side,
// which makes and revokes the link, is in src/features/admin-products/preview-links.test.tsx.

describe('the preview page', () => {
  it("shows the draft to a visitor who never signed in, under the banner, 'Önizleme:' in the title", async () => {
    addDraftProduct();
    endSession(localStorage);
    db.state.previewLinks.push({
      id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
      productId: DRAFT_PRODUCT_ID,
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
    addDraftProduct();
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
