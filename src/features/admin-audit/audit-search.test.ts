import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../core/domain/audit';
import { auditView, validateAuditSearch } from './audit-search';
import { ACTION_LABELS, KIND_LABELS, emptyAuditText, targetOf, userText } from './labels';

describe('the audit URL (/admin/audit?page=2&user=…&action=…&from=…&to=…)', () => {
  it('keeps a page from 2, a user, a known action and real days', () => {
    expect(
      validateAuditSearch({
        page: '3',
        user: ' admin ',
        action: 'sign-in-failed',
        from: '2026-11-01',
        to: '2026-11-24',
      }),
    ).toEqual({
      page: 3,
      user: 'admin',
      action: 'sign-in-failed',
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });

  it('drops what a hand-edited URL gets wrong, so the screen shows the log', () => {
    expect(
      validateAuditSearch({ page: '1', user: '  ', action: 'edit', from: '2026-02-30', to: 'dün' }),
    ).toEqual({});
    expect(validateAuditSearch({ page: 2.5, user: 7 })).toEqual({});
  });

  it('keeps only the start of a range that ends before it starts', () => {
    expect(validateAuditSearch({ from: '2026-11-24', to: '2026-11-01' })).toEqual({
      from: '2026-11-24',
    });
  });

  it('cuts a user name to the contract’s 100 characters', () => {
    expect(validateAuditSearch({ user: 'a'.repeat(150) }).user).toHaveLength(100);
  });

  it('fills in the defaults: page 1 and no filters', () => {
    expect(auditView({})).toEqual({ page: 1, user: '', action: '', from: '', to: '' });
  });
});

describe('the audit screen’s words', () => {
  it('has a Turkish label for every action and every kind of record', () => {
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.values(ACTION_LABELS)).toContain('Başarısız giriş');
    expect(Object.values(KIND_LABELS)).toEqual([
      'Ürün',
      'Sayfa',
      'Doküman',
      'Dosya',
      'Mesaj',
      'Sayfa içeriği',
      'Kullanıcı',
      'Yönlendirme',
    ]);
    expect(ACTION_LABELS.publish).toBe('Yayınlama');
  });

  it('names the record of an entry, and none for a sign-in', () => {
    expect(targetOf({ targetKind: 'product', targetName: 'Epoksi', targetId: 'x' })).toEqual({
      kind: 'Ürün',
      name: 'Epoksi',
    });
    expect(targetOf({ targetKind: null, targetName: null, targetId: null })).toBeNull();
  });

  it('names the server as the user of what no one did (the trash’s expiry)', () => {
    expect(userText(null)).toBe('Sistem');
    expect(userText('admin')).toBe('admin');
  });

  it('says whether the log is empty or only the filters found nothing', () => {
    expect(emptyAuditText(auditView({}))).toMatch(/^Henüz kayıt yok/);
    expect(emptyAuditText(auditView({ action: 'purge' }))).toMatch(/^Bu filtrelere uyan kayıt yok/);
  });
});
