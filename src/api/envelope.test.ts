import { describe, expect, it } from 'vitest';
import { emptyPagedList, isEnvelope, isNoDocumentsFound, normalizeEnvelope } from './envelope';

const product = { id: '1', name: 'Poliüretan Enjeksiyon' };
const page = { items: [product], pageIndex: 0, pageSize: 10, totalCount: 1, totalPages: 1 };

describe('normalizeEnvelope (docs/DESIGN.md section 2)', () => {
  it('keeps an enveloped reply: data.data.items', () => {
    expect(normalizeEnvelope({ success: true, message: 'Tamam', data: page })).toEqual({
      success: true,
      message: 'Tamam',
      data: page,
    });
  });

  it('wraps a bare reply: data.items', () => {
    expect(normalizeEnvelope(page)).toEqual({ success: true, message: null, data: page });
    expect(normalizeEnvelope(product)).toEqual({ success: true, message: null, data: product });
  });

  it('reads the login token from either shape at data.token', () => {
    const login = { token: 'jwt', expiration: '2026-11-21T11:00:00.000Z' };
    expect(normalizeEnvelope({ success: true, message: null, data: login }).data).toEqual(login);
    expect(normalizeEnvelope(login).data).toEqual(login);
  });

  it('keeps a failed envelope and its validation errors', () => {
    const failed = normalizeEnvelope({
      success: false,
      message: 'Bir veya daha fazla doğrulama hatası oluştu.',
      data: null,
      errors: { name: ['Dosya adı zorunludur.'] },
    });
    expect(failed).toMatchObject({
      success: false,
      data: null,
      errors: { name: ['Dosya adı zorunludur.'] },
    });
  });

  it('turns a missing message or data into null', () => {
    expect(normalizeEnvelope({ success: true, data: undefined })).toEqual({
      success: true,
      message: null,
      data: null,
    });
    expect(normalizeEnvelope(null)).toEqual({ success: true, message: null, data: null });
  });

  it('does not take an object that merely has a data field for an envelope', () => {
    expect(isEnvelope({ data: page })).toBe(false);
    expect(isEnvelope({ success: 'true', data: page })).toBe(false);
  });
});

describe('document list helpers', () => {
  it("recognises 'No documents found' anywhere in the message", () => {
    expect(isNoDocumentsFound('No documents found')).toBe(true);
    expect(isNoDocumentsFound('Error: No documents found for page 3')).toBe(true);
    expect(isNoDocumentsFound('Kayıt bulunamadı.')).toBe(false);
    expect(isNoDocumentsFound(null)).toBe(false);
  });

  it('builds an empty page', () => {
    expect(emptyPagedList(2, 20)).toEqual({
      items: [],
      pageIndex: 2,
      pageSize: 20,
      totalCount: 0,
      totalPages: 0,
    });
  });
});
