import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/node';
import { keepWorkInFakeIndexedDb, keptCopyOf } from '../../../../tests/helpers/fake-kept-work';
import { signInAsAdmin } from '../../../../tests/helpers/render-panel';
import { auth } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { DocumentFormDialog } from './document-form-dialog';
import { recordsOf } from '../../../../tests/helpers/mock-records';

keepWorkInFakeIndexedDb();

/** The product editor's 'Yeni Belge' dialog. */
function openNewDocument() {
  const onSaved = vi.fn();
  const view = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <DocumentFormDialog
        place="product"
        document={null}
        onClose={() => undefined}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { ...view, onSaved, dialog: screen.getByRole('dialog', { name: 'Yeni Belge' }) };
}

const PDF = () => new File(['%PDF-1.4\n%%EOF\n'], 'saha-raporu.pdf', { type: 'application/pdf' });
const offerName = 'Kaydedilmemiş değişiklikleriniz var';

describe("'Yeni Belge': unsaved work kept on the device (issue 22 section 2)", () => {
  it("keeps the fields and a chosen file under 'new'; 'Geri yükle' brings both back, a save removes it", async () => {
    signInAsAdmin();
    // What the panel's guard does on opening a page: the session is read from the storage.
    auth.check();
    const user = userEvent.setup();
    const first = openNewDocument();
    expect(within(first.dialog).queryByRole('region', { name: offerName })).toBeNull();
    await user.type(within(first.dialog).getByLabelText('Dosya adı'), 'Saha Raporu');
    await user.upload(within(first.dialog).getByLabelText('Yüklenecek dosya'), PDF());
    first.unmount();
    await waitFor(async () =>
      expect((await keptCopyOf('document-dialog', null))?.values).toMatchObject({
        name: 'Saha Raporu',
      }),
    );

    const { dialog, onSaved } = openNewDocument();
    const offer = await within(dialog).findByRole('region', { name: offerName });
    const fields = within(offer).getByRole('list', { name: 'Farklı olan alanlar' });
    expect(fields).toHaveTextContent('Dosya adı');
    expect(fields).toHaveTextContent('Dosya');
    expect(within(dialog).getByLabelText('Dosya adı')).toHaveValue('');

    await user.click(within(offer).getByRole('button', { name: 'Geri yükle' }));
    expect(within(dialog).queryByRole('region', { name: offerName })).toBeNull();
    expect(within(dialog).getByLabelText('Dosya adı')).toHaveValue('Saha Raporu');
    expect(within(dialog).getByLabelText('URL slug')).toHaveValue('saha-raporu');
    expect(within(dialog).getByText('Yüklenecek: saha-raporu.pdf')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = db.state.documents.find((document) => document.slug === 'saha-raporu');
    expect(recordsOf(db).file(saved?.fileId)?.name).toBe('saha-raporu.pdf');
    await waitFor(async () => expect(await keptCopyOf('document-dialog', null)).toBeNull());
  });
});
