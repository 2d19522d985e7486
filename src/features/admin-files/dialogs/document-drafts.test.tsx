import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listActiveDocuments } from '../../../api/generated/backend/endpoints/document/document';
import { MESSAGES } from '../../../../core/domain/messages';
import { db } from '../../../../mocks/node';
import {
  openFileManager,
  restoreLayout,
  rowOf,
  setLayout,
} from '../../../../tests/helpers/file-manager';
import { recordsOf } from '../../../../tests/helpers/mock-records';

// Issue 21: a document's drafts in the file manager's dialog, on the mocks' state.

beforeEach(() => setLayout('table'));
afterEach(restoreLayout);

const NEW_NAME = 'Taslak Uygulama Föyü';

/** A seeded document that a published product lists (its preview has an address). */
function listedDocument() {
  const product = recordsOf(db)
    .products()
    .find((item) => item.documentIds.length > 0);
  const document = db.state.documents.find((item) => item.id === product?.documentIds[0]);
  if (!product || !document) throw new Error('the seed has no product with documents');
  return { product, document, live: () => db.state.documents.find((d) => d.id === document.id) };
}

const activeNames = async () => (await listActiveDocuments()).data.map((item) => item.name);

/** The edit dialog of the row named `name`, once the panel's read has filled it. */
async function edit(user: UserEvent, name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Düzenle: ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Dosyayı Düzenle' });
  await within(dialog).findByLabelText('Dosya Adı');
  return dialog;
}

/** Replaces the name in the open dialog. */
async function rename(user: UserEvent, dialog: HTMLElement, name: string) {
  const field = within(dialog).getByLabelText('Dosya Adı');
  await user.clear(field);
  await user.click(field);
  await user.paste(name);
}

/** The success notice's text, then closes it. */
async function saved(user: UserEvent) {
  const notice = await screen.findByRole('dialog', { name: 'Başarılı!' });
  const text = notice.textContent;
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return text;
}

describe('a new document', () => {
  it("saved with 'Taslak olarak kaydet' is marked 'Taslak' and stays out of the public list", async () => {
    // The list shows what the search finds: the new document once it is saved.
    const { user } = await openFileManager(`/admin/documents?q=${encodeURIComponent(NEW_NAME)}`);
    await user.click(screen.getByRole('button', { name: 'Yeni Dosya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Dosya' });
    const form = within(dialog);
    // As the product dialog offers a new product: a draft, a schedule, or 'Kaydet' (published).
    for (const name of ['Zamanla', 'Taslak olarak kaydet', 'Kaydet'])
      expect(form.getByRole('button', { name })).toBeInTheDocument();
    await user.click(form.getByLabelText('Dosya Adı'));
    await user.paste(NEW_NAME);
    await user.click(form.getByLabelText('Harici URL'));
    await user.paste('https://belgeler.example.com/taslak.pdf');
    await user.click(form.getByRole('button', { name: 'Taslak olarak kaydet' }));

    expect(await saved(user)).toContain('Ziyaretçiler bu dosyayı yayınlanana kadar göremez.');
    expect(db.state.documents.find((item) => item.name === NEW_NAME)).toMatchObject({
      status: 'draft',
    });
    expect(await activeNames()).not.toContain(NEW_NAME);
    await waitFor(() => expect(within(rowOf(NEW_NAME)).getByText('Taslak')).toBeInTheDocument());

    // No product lists it: 'Önizle' says so in the server's words.
    const again = await edit(user, NEW_NAME);
    expect(within(again).getByText('Taslak')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Önizle' }));
    const links = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    expect(await within(links).findByText(MESSAGES.documentWithoutAddress)).toBeInTheDocument();
    await user.click(within(links).getByRole('button', { name: 'Yeni önizleme bağlantısı' }));
    // The list's failure and the new link's say it alike.
    await waitFor(() =>
      expect(within(links).getAllByText(MESSAGES.documentWithoutAddress)).toHaveLength(2),
    );
  });
});

describe("a published document's changes", () => {
  it("saved as a draft leave the live one; reopened with the note; 'Yayınla' publishes them", async () => {
    const { document, live } = listedDocument();
    const { user } = await openFileManager(
      `/admin/documents?q=${encodeURIComponent(document.name)}`,
    );
    const dialog = await edit(user, document.name);
    expect(within(dialog).getByText('Yayında')).toBeInTheDocument();
    await rename(user, dialog, NEW_NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));

    expect(await saved(user)).toContain(MESSAGES.documentPendingSaved);
    expect(live()?.name).toBe(document.name);
    expect(await activeNames()).toContain(document.name);
    expect(await activeNames()).not.toContain(NEW_NAME);
    await waitFor(() =>
      expect(
        within(rowOf(document.name)).getByText('Yayımlanmamış değişiklikler var'),
      ).toBeInTheDocument(),
    );

    const again = await edit(user, document.name);
    expect(within(again).getByLabelText('Dosya Adı')).toHaveValue(NEW_NAME);
    expect(
      within(again).getByText(/Bu formda dosyanın yayımlanmamış değişiklikleri var/),
    ).toBeInTheDocument();
    // Enter keeps them pending: the form's own submit is 'Taslak olarak kaydet'.
    expect(within(again).queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();

    // Its preview is the page of the product that lists it.
    await user.click(within(again).getByRole('button', { name: 'Önizle' }));
    const links = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    await user.click(
      await within(links).findByRole('button', { name: 'Yeni önizleme bağlantısı' }),
    );
    const address = await within(links).findByRole('textbox', { name: 'Bağlantı' });
    expect((address as HTMLInputElement).value).toMatch(/\/product\/[^/?]+\?onizleme=/);
    await user.click(within(links).getByRole('button', { name: 'Kapat' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Önizleme bağlantıları' })).toBeNull(),
    );

    await user.click(within(again).getByRole('button', { name: 'Yayınla' }));
    expect(await saved(user)).toContain('Dosya yayınlandı.');
    expect(live()?.name).toBe(NEW_NAME);
    expect(live()?.pending).toBeFalsy();
    expect(await activeNames()).toContain(NEW_NAME);
  });

  it("are dropped with 'Taslağı sil': the form reads the live document again", async () => {
    const { document, live } = listedDocument();
    const { user } = await openFileManager(
      `/admin/documents?q=${encodeURIComponent(document.name)}`,
    );
    const dialog = await edit(user, document.name);
    await rename(user, dialog, NEW_NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));
    await saved(user);

    const again = await edit(user, document.name);
    await user.click(within(again).getByRole('button', { name: 'Taslağı sil' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Taslağı sil' });
    expect(confirm).toHaveTextContent('dosyanın yayındaki hâli olduğu gibi kalır');
    await user.click(within(confirm).getByRole('button', { name: 'Taslağı sil' }));

    await waitFor(() =>
      expect(within(again).getByLabelText('Dosya Adı')).toHaveValue(document.name),
    );
    expect(within(again).getByText('Yayında')).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Taslağı sil' })).not.toBeInTheDocument();
    expect(live()?.pending).toBeFalsy();
    expect(live()).toMatchObject({ name: document.name });
  });

  it("scheduled with 'Zamanla' wait for their time: the dialog says when", async () => {
    const { document, live } = listedDocument();
    const { user } = await openFileManager(
      `/admin/documents?q=${encodeURIComponent(document.name)}`,
    );
    const dialog = await edit(user, document.name);
    await rename(user, dialog, NEW_NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    const schedule = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    // The time it offers first: the next full hour after one from now.
    await user.click(within(schedule).getByRole('button', { name: 'Zamanla' }));

    expect(await saved(user)).toContain(MESSAGES.documentPendingScheduled);
    expect(live()?.name).toBe(document.name);
    expect(live()?.pendingPublishAt).toBeTruthy();
    // The list's items carry the pending changes' time: the row says when they are published.
    await waitFor(() =>
      expect(within(rowOf(document.name)).getByText(/^Zamanlandı: /)).toBeInTheDocument(),
    );
    const again = await edit(user, document.name);
    expect(within(again).getByText(/^Zamanlandı: /)).toBeInTheDocument();
    // A schedule's form keeps it with 'Kaydet'; 'Yayınla' publishes at once.
    expect(within(again).getByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
  });
});
