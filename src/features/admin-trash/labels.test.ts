import { describe, expect, it } from 'vitest';
import { KIND_LABELS, daysLeftText, purgeConfirmText } from './labels';

describe('trash labels', () => {
  it('names each kind in Turkish', () => {
    expect(Object.values(KIND_LABELS)).toEqual(['Ürün', 'Sayfa', 'Doküman', 'Dosya', 'Mesaj']);
  });

  it('counts the days left, and says when it goes today', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    expect(daysLeftText({ expiresAt: '2026-12-24T12:00:00.000Z' }, now)).toBe('30 gün');
    expect(daysLeftText({ expiresAt: '2026-11-25T11:00:00.000Z' }, now)).toBe('1 gün');
    expect(daysLeftText({ expiresAt: '2026-11-24T11:00:00.000Z' }, now)).toBe('Bugün silinecek');
  });

  it('names the item and its kind before a purge', () => {
    expect(purgeConfirmText({ kind: 'file', name: 'logo.png' })).toBe(
      '“logo.png” (Dosya) kalıcı olarak silinecek. Bu işlem geri alınamaz.',
    );
  });
});
