import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { UploadError } from '../api/upload';
import { createQueryClient } from './query-client';
import { ReauthCancelledError } from './reauth';
import { useSave } from './save';
import { SaveStepError, describeFailure } from './failure';
import * as toast from './toast';

const refusal = (status: number, body: unknown, errors: Record<string, string[]> | null = null) =>
  new ApiError({ status, message: 'kısaltılmış', errors, body });

describe('describeFailure (the one reading of a failure)', () => {
  it('says nothing for a sign-in again that was given up', () => {
    expect(describeFailure(new ReauthCancelledError(), 'Kaydedilemedi.')).toBeNull();
  });

  it("puts the server's reason under the editor's message by default", () => {
    const error = refusal(
      400,
      { message: 'Bu slug kullanılıyor.', errors: { slug: ['Başka bir slug seçin.'] } },
      { slug: ['Başka bir slug seçin.'] },
    );
    expect(describeFailure(error, 'Ürün kaydedilirken bir hata oluştu.')).toEqual({
      title: 'Ürün kaydedilirken bir hata oluştu.',
      detail: 'Bu slug kullanılıyor. Başka bir slug seçin.',
    });
  });

  it("lets the server's message replace the editor's where SPEC says so", () => {
    const wording = { fallback: 'Güncelleme sırasında bir hata oluştu.', reason: 'title' as const };
    expect(describeFailure(refusal(409, { message: 'Bu adres alınmış.' }), wording)).toEqual({
      title: 'Bu adres alınmış.',
      detail: undefined,
    });
    // No words from the server (a 500 without a body): the editor's message.
    expect(describeFailure(refusal(500, undefined), wording)).toEqual({
      title: 'Güncelleme sırasında bir hata oluştu.',
      detail: undefined,
    });
  });

  it("takes the error's own words where SPEC asks for 'the generic message'", () => {
    const wording = { fallback: 'Yönetici eklenemedi.', reason: 'error' as const };
    const bare = new ApiError({ status: 500, message: 'Sunucuda beklenmeyen bir hata oluştu.' });
    expect(describeFailure(bare, wording)?.title).toBe('Sunucuda beklenmeyen bir hata oluştu.');
    const offline = new ApiError({ status: 0, kind: 'network', message: 'Sunucuya ulaşılamadı.' });
    expect(describeFailure(offline, wording)?.title).toBe('Sunucuya ulaşılamadı.');
    expect(describeFailure(new Error('x'), wording)?.title).toBe('Yönetici eklenemedi.');
  });

  it("says why when no reply came, under the editor's message", () => {
    const offline = new ApiError({ status: 0, kind: 'network', message: 'Sunucuya ulaşılamadı.' });
    expect(describeFailure(offline, { fallback: 'Kaydedilemedi.', reason: 'title' })).toEqual({
      title: 'Kaydedilemedi.',
      detail: 'Sunucuya ulaşılamadı.',
    });
  });

  it("keeps a step's own message and an upload's reason", () => {
    expect(
      describeFailure(new SaveStepError('Ana görsel yüklenemedi.', 'Çok büyük.'), 'x'),
    ).toEqual({ title: 'Ana görsel yüklenemedi.', detail: 'Çok büyük.' });
    expect(
      describeFailure(new UploadError('too-large', 'Dosya çok büyük.'), 'Yüklenemedi.'),
    ).toEqual({ title: 'Yüklenemedi.', detail: 'Dosya çok büyük.' });
  });

  it("tries the editor's own wording of a refusal first", () => {
    const wording = {
      fallback: 'Kayıt işlemi başarısız oldu.',
      refusal: (error: ApiError) =>
        error.status === 400 ? { title: 'Validation hatası: name' } : undefined,
    };
    expect(describeFailure(refusal(400, {}, { name: ['Zorunlu.'] }), wording)?.title).toBe(
      'Validation hatası: name',
    );
    expect(describeFailure(refusal(404, { message: 'Yok.' }), wording)?.title).toBe(
      'Kayıt işlemi başarısız oldu.',
    );
  });
});

function renderSave<TInput, TResult>(options: Parameters<typeof useSave<TInput, TResult>>[0]) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useSave<TInput, TResult>(options), { wrapper });
}

describe('useSave (the one save path)', () => {
  it('saves, then runs onSaved and says so; saving is true until both are done', async () => {
    const success = vi.spyOn(toast, 'notifySuccess');
    let release: () => void = () => undefined;
    const onSaved = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { result } = renderSave({
      save: (name: string) => Promise.resolve(`${name} kaydedildi`),
      failure: 'Kaydedilemedi.',
      success: (reply) => `Tamam: ${reply}`,
      onSaved,
    });
    let done: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      done = result.current.run('Ürün');
    });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Ürün kaydedildi', 'Ürün'));
    expect(result.current.saving).toBe(true);
    expect(result.current.pending).toBe('Ürün');
    await act(async () => {
      release();
      await done;
    });
    expect(await done).toBe('Ürün kaydedildi');
    await vi.waitFor(() => expect(result.current.saving).toBe(false));
    expect(success).toHaveBeenCalledWith('Tamam: Ürün kaydedildi');
  });

  it('reports a failure once: a toast, and the fields or else the status line; the undo runs', async () => {
    const failed = vi.spyOn(toast, 'notifyError');
    const setError = vi.fn();
    const undo = vi.fn();
    const refused = () =>
      Promise.reject(
        refusal(400, { message: 'Geçersiz.' }, { slug: ['Slug kullanılıyor.'], other: ['x'] }),
      );
    // Without a form to show it under the fields, the whole refusal is the status line.
    const { result: lineOnly } = renderSave({
      save: refused,
      failure: 'Ürün kaydedilirken bir hata oluştu.',
    });
    await act(() => lineOnly.current.run(undefined));
    expect(lineOnly.current.feedback).toEqual({
      title: 'Ürün kaydedilirken bir hata oluştu.',
      detail: 'Geçersiz. Slug kullanılıyor. x',
    });
    failed.mockClear();

    const { result } = renderSave({
      save: refused,
      failure: 'Ürün kaydedilirken bir hata oluştu.',
      form: { setError, fields: ['slug', 'name'] },
      optimistic: () => Promise.resolve(undo),
    });
    let reply: unknown = 'unset';
    await act(async () => {
      reply = await result.current.run(undefined);
    });
    expect(reply).toBeUndefined();
    expect(undo).toHaveBeenCalledOnce();
    expect(failed).toHaveBeenCalledExactlyOnceWith('Ürün kaydedilirken bir hata oluştu.');
    // Shown under its field: no line above the form as well.
    expect(result.current.feedback).toBeNull();
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'slug',
      { type: 'server', message: 'Slug kullanılıyor.' },
      { shouldFocus: true },
    );
  });

  it("puts a 409's message under the conflict field, and leaves a screen's own refusal to it", async () => {
    const setError = vi.fn();
    const taken = refusal(409, { message: 'Bu kullanıcı adı alınmış.' });
    const { result } = renderSave({
      save: () =>
        Promise.reject(new ApiError({ status: 409, message: 'Bu kullanıcı adı alınmış.' })),
      failure: 'Eklenemedi.',
      form: { setError, fields: ['username'], conflictField: 'username' },
    });
    await act(() => result.current.run(undefined));
    expect(setError).toHaveBeenCalledWith(
      'username',
      { type: 'server', message: 'Bu kullanıcı adı alınmış.' },
      { shouldFocus: true },
    );

    const onRefused = vi.fn(() => true);
    const { result: clash } = renderSave({
      save: () => Promise.reject(taken),
      failure: 'Geri yüklenemedi.',
      onRefused,
    });
    await act(() => clash.current.run(undefined));
    expect(onRefused).toHaveBeenCalledWith(taken, {
      title: 'Geri yüklenemedi.',
      detail: 'Bu kullanıcı adı alınmış.',
    });
    expect(clash.current.feedback?.title).toBe('Geri yüklenemedi.');
  });

  it('says nothing when the sign-in again is given up', async () => {
    const failed = vi.spyOn(toast, 'notifyError');
    failed.mockClear();
    const { result } = renderSave({
      save: () => Promise.reject(new ReauthCancelledError()),
      failure: 'Kaydedilemedi.',
    });
    await act(() => result.current.run(undefined));
    expect(failed).not.toHaveBeenCalled();
    expect(result.current.feedback).toBeNull();
  });
});
