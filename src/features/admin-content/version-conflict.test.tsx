import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getContactContent,
  updateContactContent,
} from '../../api/generated/content/endpoints/contact-content/contact-content';
import type { ContactContent } from '../../api/generated/content/model';
import { asSecondAdmin } from '../../../tests/helpers/second-admin';
import { db } from '../../../mocks/node';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';
import { SAVE_SUCCESS } from './content-forms';

afterEach(() => {
  toast.dismiss();
});

/** A second administrator ('ayse') saves the contact page with `change`. */
async function savedElsewhere(change: Partial<ContactContent>) {
  const request = asSecondAdmin();
  const content = await getContactContent({ Drafts: true }, request);
  const { hasPendingChanges, pendingPublishAt, ...body } = content as ContactContent & {
    hasPendingChanges?: unknown;
    pendingPublishAt?: unknown;
  };
  void hasPendingChanges;
  void pendingPublishAt;
  await updateContactContent({ ...body, ...change }, request);
}

describe('the contact page saved in two places (issue 22 section 1)', { timeout: 30_000 }, () => {
  it('says who saved it meanwhile, then resolves the conflict field by field and shows the saved page', async () => {
    signInAsAdmin();
    const { user } = await renderPanel('/admin/contact');
    const phone = await screen.findByLabelText('Telefon numarası');
    await user.clear(phone);
    await user.type(phone, '+90 555 000 11 22');

    await savedElsewhere({
      phoneNumber: '+90 212 999 88 77',
      emailTitle: 'Ayşe’nin e-posta başlığı',
    });
    // Coming back to the window reads the page again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('ayse bu kaydı siz düzenlerken kaydetti.')).toBeInTheDocument();
    // What was typed stays.
    expect(phone).toHaveValue('+90 555 000 11 22');

    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    const conflict = await screen.findByRole('alertdialog', {
      name: 'Bu kaydı siz düzenlerken başka biri değiştirdi.',
    });
    const field = within(conflict).getByRole('radiogroup', { name: 'Telefon numarası' });
    expect(field).toHaveTextContent('+90 555 000 11 22');
    expect(field).toHaveTextContent('+90 212 999 88 77');
    await user.click(within(field).getByRole('radio', { name: 'Benimkini koru' }));
    await user.click(within(conflict).getByRole('button', { name: 'Seçimlerle kaydet' }));

    expect(await screen.findByText(SAVE_SUCCESS)).toBeInTheDocument();
    expect(db.state.contactContent).toMatchObject({
      phoneNumber: '+90 555 000 11 22',
      emailTitle: 'Ayşe’nin e-posta başlığı',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('E-posta başlığı')).toHaveValue('Ayşe’nin e-posta başlığı'),
    );
    expect(screen.getByLabelText('Telefon numarası')).toHaveValue('+90 555 000 11 22');
    expect(screen.queryByText(/bu kaydı siz düzenlerken kaydetti/)).not.toBeInTheDocument();
  });
});
