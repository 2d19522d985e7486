import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/node';
import { keepWorkInFakeIndexedDb, keptCopyOf } from '../../../../tests/helpers/fake-kept-work';
import {
  openFileManager,
  pdfFile,
  restoreLayout,
  rowOf,
  setLayout,
} from '../../../../tests/helpers/file-manager';
import { recordsOf } from '../../../../tests/helpers/mock-records';

keepWorkInFakeIndexedDb();

beforeEach(() => {
  setLayout('table');
  URL.createObjectURL ??= () => 'blob:onizleme';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(restoreLayout);

const ISO = 'ISO 9001 Kalite Yönetim Sistemi Sertifikası';
const offerName = 'Kaydedilmemiş değişiklikleriniz var';
/** A 1x1 PNG: the upload checks what the bytes are. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const iso = () => db.state.documents.find((item) => item.name === ISO);

/** The ISO certificate's 'Dosyayı Düzenle', read and filled in. */
async function editIso() {
  const view = await openFileManager('/admin/documents?q=ISO');
  await view.user.click(within(rowOf(ISO)).getByRole('button', { name: `Düzenle: ${ISO}` }));
  const form = within(await screen.findByRole('dialog', { name: 'Dosyayı Düzenle' }));
  expect(await form.findByLabelText('Dosya Adı')).toHaveValue(ISO);
  return { ...view, form };
}

describe('document form: unsaved work kept on the device (issue 22 section 2)', () => {
  it("keeps the files chosen from the computer with the fields; 'Geri yükle' brings them back, a save removes it", async () => {
    const first = await editIso();
    expect(first.form.queryByRole('region', { name: offerName })).toBeNull();
    await first.user.type(first.form.getByLabelText('Kategori'), ' (güncel)');
    await first.user.upload(first.form.getByLabelText('Ana dosya'), pdfFile('iso-2026.pdf'));
    await first.user.upload(
      first.form.getByLabelText('Önizleme görseli dosyası'),
      new File([PNG], 'iso-kapak.png', { type: 'image/png' }),
    );
    // Closing the page (as a killed tab would) writes what is pending.
    first.unmount();
    const id = iso()?.id ?? '';
    await waitFor(async () => expect((await keptCopyOf('document', id))?.values).toBeTruthy());

    const { user, form } = await editIso();
    const offer = await form.findByRole('region', { name: offerName });
    const fields = within(offer).getByRole('list', { name: 'Farklı olan alanlar' });
    for (const label of ['Kategori', 'Dosya', 'Önizleme Görseli'])
      expect(fields).toHaveTextContent(label);
    expect(form.getByLabelText('Kategori')).toHaveValue('Sertifika');

    await user.click(within(offer).getByRole('button', { name: 'Geri yükle' }));
    expect(form.queryByRole('region', { name: offerName })).toBeNull();
    expect(form.getByLabelText('Kategori')).toHaveValue('Sertifika (güncel)');
    expect(form.getByText('iso-2026.pdf (kaydettiğinizde yüklenecek)')).toBeInTheDocument();
    expect(form.getByText('iso-kapak.png: kaydettiğinizde yüklenecek.')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('dialog', { name: 'Başarılı!' })).toHaveTextContent(
      'Dosya güncellendi.',
    );
    expect(iso()?.category).toBe('Sertifika (güncel)');
    expect(recordsOf(db).file(iso()?.fileId)?.name).toBe('iso-2026.pdf');
    expect(recordsOf(db).file(iso()?.previewImageFileId)?.name).toBe('iso-kapak.png');
    await waitFor(async () => expect(await keptCopyOf('document', id)).toBeNull());
  });
});
