import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetVersions, rememberVersion } from '../../api/versions';
import { auth } from '../../lib/auth';
import { forgetUserWork, keptKey, readKept } from '../../lib/kept-work';
import { KeptWorkBanner } from './kept-work-banner';
import { useKeptWork } from './use-kept-work';
import { cloneKeepingFiles } from '../../../tests/helpers/fake-kept-work';

interface Values {
  name: string;
  photo: File | null;
}

const RECORD: Values = { name: 'Enjeksiyon reçinesi', photo: null };
const PATH = '/api/Product/42';

/** A token naming `name`, as the server's and the mocks' tokens do. */
const tokenOf = (name: string) => `mock.${btoa(JSON.stringify({ name }))}.sig`;

function Editor({
  record = RECORD,
  delayMs = 20,
  onVersion,
}: {
  record?: Values;
  delayMs?: number;
  onVersion?: (version: string | undefined) => void;
}) {
  const form = useForm<Values>({ defaultValues: record });
  const kept = useKeptWork({
    form,
    kind: 'product',
    id: '42',
    versionKey: PATH,
    labels: { name: 'Ürün adı', photo: 'Fotoğraf' },
    delayMs,
  });
  const photo = useWatch({ control: form.control, name: 'photo' });
  return (
    <form aria-label="Ürün formu">
      <KeptWorkBanner kept={kept} />
      <label>
        Ürün adı
        <input {...form.register('name')} />
      </label>
      <label>
        Fotoğraf
        <input
          type="file"
          onChange={(event) =>
            form.setValue('photo', event.target.files?.[0] ?? null, { shouldDirty: true })
          }
        />
      </label>
      <p>Seçilen fotoğraf: {photo ? photo.name : 'yok'}</p>
      <p>Başlangıç sürümü: {kept.baseVersion ?? 'yok'}</p>
      <p>Geri yüklenen sürüm: {kept.restored ? (kept.restoredVersion ?? 'yok') : '-'}</p>
      <button type="button" onClick={() => onVersion?.(kept.restoredVersion)}>
        Sürümü bildir
      </button>
      <button type="button" onClick={kept.saved}>
        Kaydet
      </button>
    </form>
  );
}

const key = (user = 'admin') => keptKey(user, 'product', '42');
const keptFor = (user = 'admin') => readKept<Values>(key(user));

/** Types a new name and waits until it is kept on the device. */
async function typeAndKeep(text = ' yeni') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Ürün adı'), text);
  await waitFor(async () => expect((await keptFor())?.values.name).toBe(RECORD.name + text));
  return user;
}

const banner = () => screen.queryByRole('region', { name: 'Kaydedilmemiş değişiklikleriniz var' });

describe('useKeptWork: unsaved work kept on the device (issue 22 section 2)', () => {
  beforeAll(() => vi.stubGlobal('structuredClone', cloneKeepingFiles));
  afterAll(() => vi.unstubAllGlobals());

  afterEach(async () => {
    // An editor still open writes what is pending as it closes: close it before clearing.
    cleanup();
    forgetVersions();
    await forgetUserWork('admin');
    await forgetUserWork('ayse');
  });

  const signIn = (name = 'admin') => act(() => void auth.signIn(tokenOf(name)));

  it('keeps the values a little after a change, and offers them after a remount', async () => {
    signIn();
    rememberVersion(PATH, '"v1"', null);
    const first = render(<Editor />);
    expect(banner()).not.toBeInTheDocument();
    await typeAndKeep();
    expect(await keptFor()).toMatchObject({ user: 'admin', version: '"v1"' });
    first.unmount();

    render(<Editor />);
    const offer = await screen.findByRole('region', {
      name: 'Kaydedilmemiş değişiklikleriniz var',
    });
    expect(offer).toHaveTextContent('Ürün adı');
    expect(offer).not.toHaveTextContent('Fotoğraf');
    // The form is untouched until the administrator chooses, and the focus stays where it was.
    expect(screen.getByLabelText('Ürün adı')).toHaveValue(RECORD.name);
    expect(offer).not.toContainElement(document.activeElement as HTMLElement);
  });

  it("'Geri yükle' brings the values back with the version they started from", async () => {
    signIn();
    rememberVersion(PATH, '"v1"', null);
    const first = render(<Editor />);
    await typeAndKeep();
    first.unmount();

    // The record moved on meanwhile: the save must send the kept version, so the server merges.
    rememberVersion(PATH, '"v2"', null);
    const onVersion = vi.fn();
    render(<Editor onVersion={onVersion} />);
    expect(await screen.findByText(/Kayıt o zamandan beri değişti/)).toBeInTheDocument();
    expect(screen.getByText('Başlangıç sürümü: "v2"')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Geri yükle' }));

    expect(screen.getByLabelText('Ürün adı')).toHaveValue(`${RECORD.name} yeni`);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText('Başlangıç sürümü: "v1"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sürümü bildir' }));
    expect(onVersion).toHaveBeenCalledWith('"v1"');
    // Still unsaved: the copy stays, with the version it started from.
    await user.type(screen.getByLabelText('Ürün adı'), '!');
    await waitFor(async () =>
      expect(await keptFor()).toMatchObject({
        values: { name: `${RECORD.name} yeni!` },
        version: '"v1"',
      }),
    );
  });

  it('keeps a picked photo that is not uploaded yet', async () => {
    signIn();
    const first = render(<Editor />);
    const user = userEvent.setup();
    const photo = new File(['jpeg bytes'], 'saha.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Fotoğraf'), photo);
    await waitFor(async () => expect((await keptFor())?.values.photo).toBeInstanceOf(File));
    first.unmount();

    render(<Editor />);
    expect(await screen.findByRole('region')).toHaveTextContent('Fotoğraf');
    await user.click(screen.getByRole('button', { name: 'Geri yükle' }));
    expect(screen.getByText('Seçilen fotoğraf: saha.jpg')).toBeInTheDocument();
  });

  it('writes at once when the page is hidden or left, as a phone does before killing the tab', async () => {
    signIn();
    render(<Editor delayMs={60_000} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ürün adı'), ' kamera');
    expect(await keptFor()).toBeNull();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(async () => expect((await keptFor())?.values.name).toBe(`${RECORD.name} kamera`));
  });

  it("'Sil' removes the copy", async () => {
    signIn();
    const first = render(<Editor />);
    await typeAndKeep();
    first.unmount();

    const second = render(<Editor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(async () => expect(await keptFor()).toBeNull());
    expect(screen.getByLabelText('Ürün adı')).toHaveValue(RECORD.name);
    second.unmount();
    render(<Editor />);
    await act(() => keptFor());
    expect(banner()).not.toBeInTheDocument();
  });

  it('a save removes the copy', async () => {
    signIn();
    const first = render(<Editor />);
    const user = await typeAndKeep();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(async () => expect(await keptFor()).toBeNull());
    first.unmount();
    // Nothing pending is written when the editor closes after the save.
    expect(await keptFor()).toBeNull();
  });

  it('sign-out removes every copy of that administrator', async () => {
    signIn();
    const first = render(<Editor />);
    await typeAndKeep();
    first.unmount();
    await act(() => auth.signOut());
    await waitFor(async () => expect(await keptFor()).toBeNull());
  });

  it("never offers another administrator's copy", async () => {
    signIn('ayse');
    const first = render(<Editor />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ürün adı'), ' (Ayşe)');
    await waitFor(async () => expect(await keptFor('ayse')).not.toBeNull());
    first.unmount();

    signIn('admin');
    render(<Editor />);
    await act(() => keptFor('admin'));
    expect(await keptFor('admin')).toBeNull();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ürün adı')).toHaveValue(RECORD.name);
  });

  it('does not offer a copy equal to the record as read', async () => {
    signIn();
    const first = render(<Editor />);
    await typeAndKeep();
    first.unmount();
    // The record now says what was typed (saved in another tab, say).
    render(<Editor record={{ name: `${RECORD.name} yeni`, photo: null }} />);
    await waitFor(async () => expect(await keptFor()).toBeNull());
    expect(banner()).not.toBeInTheDocument();
  });
});
