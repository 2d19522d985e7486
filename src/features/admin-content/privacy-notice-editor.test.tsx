import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';
import { DEFAULT_PRIVACY_NOTICE } from '../../../core/domain/privacy';

// Sonner replays toasts still on screen to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

async function openEditor() {
  signInAsAdmin();
  const view = await renderPanel('/admin/aydinlatma-metni');
  expect(await screen.findByRole('heading', { level: 1, name: 'Aydınlatma Metni' })).toBeVisible();
  await screen.findByLabelText('Mesajların saklama süresi (ay)');
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });

describe("'Aydınlatma Metni' editor (KVKK)", () => {
  it('is in the content menu and shows the default text with 24 months', async () => {
    await openEditor();
    expect(screen.getByRole('link', { name: 'Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/admin/aydinlatma-metni',
    );
    expect(screen.getByLabelText('Başlık')).toHaveValue('Aydınlatma Metni');
    expect(screen.getByLabelText('Metin')).toHaveValue(DEFAULT_PRIVACY_NOTICE.body);
    expect(screen.getByLabelText('Mesajların saklama süresi (ay)')).toHaveValue(24);
  });

  it('saves a new retention period', async () => {
    const { user } = await openEditor();
    const months = screen.getByLabelText('Mesajların saklama süresi (ay)');
    await user.clear(months);
    await user.type(months, '12');
    await user.click(saveButton());
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(db.state.privacyNotice).toEqual({
      ...DEFAULT_PRIVACY_NOTICE,
      enquiryRetentionMonths: 12,
    });
  });

  it('refuses a period of 0 months with the rule in Turkish', async () => {
    const { user } = await openEditor();
    const months = screen.getByLabelText('Mesajların saklama süresi (ay)');
    await user.clear(months);
    await user.type(months, '0');
    await user.click(saveButton());
    expect(
      await screen.findByText('Saklama süresi 1 ile 120 ay arasında bir tam sayı olmalıdır.'),
    ).toBeInTheDocument();
    expect(db.state.privacyNotice?.enquiryRetentionMonths ?? 24).toBe(24);
  });
});
