import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { DEFAULT_PRIVACY_NOTICE } from '../../../core/domain/privacy';

describe("the public 'Aydınlatma Metni' (KVKK)", () => {
  it('shows the default text and the retention period the server applies', async () => {
    await renderSite('/aydinlatma-metni');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aydınlatma Metni' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/6698 sayılı Kişisel Verilerin Korunması Kanunu/)).toBeVisible();
    expect(
      screen.getByText(
        'İletişim formundan gelen mesajlar 24 ay saklanır, ardından otomatik olarak silinir.',
      ),
    ).toBeVisible();
  });

  it("shows the administrator's text and period", async () => {
    db.state.privacyNotice = {
      ...DEFAULT_PRIVACY_NOTICE,
      body: 'Birinci paragraf.\n\nİkinci paragraf.',
      enquiryRetentionMonths: 6,
    };
    await renderSite('/aydinlatma-metni');
    expect(await screen.findByText('Birinci paragraf.')).toBeVisible();
    expect(screen.getByText('İkinci paragraf.')).toBeVisible();
    expect(screen.getByText(/mesajlar 6 ay saklanır/)).toBeVisible();
  });

  it('is linked under the contact form', async () => {
    await renderSite('/contact');
    expect(await screen.findByRole('link', { name: 'Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/aydinlatma-metni',
    );
    expect(
      screen.getByText(/Formdaki bilgileriniz yalnızca talebinizi yanıtlamak için işlenir/),
    ).toBeVisible();
  });
});
