import { describe, expect, it } from 'vitest';
import {
  FILE_MANAGER_SEARCH_DEFAULTS,
  messagesView,
  parseFileManagerSearch,
  validateAuditUrl,
  validateMessagesSearch,
  validateTrashSearch,
} from './route-search';

describe('parsePage', () => {
  it('is the page of every list', () => {
    expect(validateTrashSearch({ page: '4' })).toEqual({ page: 4 });
    expect(validateTrashSearch({ page: '1' })).toEqual({});
    expect(validateAuditUrl({ page: 2.5, user: 'admin', action: '' })).toEqual({ user: 'admin' });
  });
});

describe('the inbox URL (/admin/messages?page=2&q=…&filter=spam)', () => {
  it('keeps a page from 2, a search and the spam folder', () => {
    expect(validateMessagesSearch({ page: '3', q: 'ankraj', filter: 'spam' })).toEqual({
      page: 3,
      q: 'ankraj',
      filter: 'spam',
    });
    expect(validateMessagesSearch({ page: 2 })).toEqual({ page: 2 });
  });

  it('drops what a hand-edited URL gets wrong, so the screen falls back to the inbox', () => {
    expect(validateMessagesSearch({ page: '1', q: '   ', filter: 'all' })).toEqual({});
    expect(validateMessagesSearch({ page: 'abc' })).toEqual({});
    expect(validateMessagesSearch({ page: 2.5 })).toEqual({});
    expect(validateMessagesSearch({ page: -4, q: 7 })).toEqual({});
  });

  it('cuts a search to the contract’s 200 characters', () => {
    expect(validateMessagesSearch({ q: 'ş'.repeat(250) }).q).toHaveLength(200);
  });

  it('fills in the defaults: page 1, no search, the inbox', () => {
    expect(messagesView({})).toEqual({ page: 1, q: '', filter: 'inbox' });
    expect(messagesView({ page: 4, q: 'İzmir', filter: 'spam' })).toEqual({
      page: 4,
      q: 'İzmir',
      filter: 'spam',
    });
  });
});

describe('the inbox’s follow-up filters in the URL (issue 48)', () => {
  it('keeps a status, an assignee, a source, a province, days and an order', () => {
    const id = '5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d';
    expect(
      validateMessagesSearch({
        status: 'quoted',
        assignee: id,
        source: ' google ',
        province: 'İzmir',
        from: '2026-12-01',
        to: '2026-12-05',
        sort: 'callback',
      }),
    ).toEqual({
      status: 'quoted',
      assignee: id,
      source: 'google',
      province: 'İzmir',
      from: '2026-12-01',
      to: '2026-12-05',
      sort: 'callback',
    });
    expect(validateMessagesSearch({ assignee: 'none', sort: 'oldest' })).toEqual({
      assignee: 'none',
      sort: 'oldest',
    });
  });

  it('drops an unknown status or order, a malformed assignee or day, and blank texts', () => {
    expect(
      validateMessagesSearch({
        status: 'done',
        assignee: 'ayse',
        source: '  ',
        from: '01.12.2026',
        to: 20261205,
        sort: 'newest',
      }),
    ).toEqual({});
  });
});

describe('file manager search params', () => {
  it('defaults to page 1, 10 a page, every category and status, no search', () => {
    expect(parseFileManagerSearch({})).toEqual(FILE_MANAGER_SEARCH_DEFAULTS);
    expect(FILE_MANAGER_SEARCH_DEFAULTS).toEqual({
      q: '',
      category: '',
      status: 'all',
      alt: '',
      page: 1,
      size: 10,
    });
  });

  it('keeps valid values', () => {
    const valid = {
      q: 'föy',
      category: 'Sertifika',
      status: 'inactive',
      alt: 'eksik',
      page: 3,
      size: 20,
    };
    expect(parseFileManagerSearch(valid)).toEqual(valid);
    expect(parseFileManagerSearch({ alt: 'hepsi' }).alt).toBe('');
    expect(parseFileManagerSearch({ status: 'active', page: '2', size: '50' })).toMatchObject({
      status: 'active',
      page: 2,
      size: 50,
    });
  });

  it('clamps the page size to 1..100 and floors fractions (docs/SPEC.md section 9)', () => {
    expect(parseFileManagerSearch({ size: 500 }).size).toBe(100);
    expect(parseFileManagerSearch({ size: 0 }).size).toBe(1);
    expect(parseFileManagerSearch({ size: -4 }).size).toBe(1);
    expect(parseFileManagerSearch({ size: 7.8 }).size).toBe(7);
    expect(parseFileManagerSearch({ size: 'çok' }).size).toBe(10);
  });

  it('falls back to page 1 for a page that is not a whole number from 1', () => {
    for (const page of [0, -2, 'abc', null, Number.NaN, '']) {
      expect(parseFileManagerSearch({ page }).page).toBe(1);
    }
    // One parsePage for every list: a fraction is no page either.
    expect(parseFileManagerSearch({ page: 4.6 }).page).toBe(1);
  });

  it('reads a numeric search text as text, ignores unknown statuses and other types', () => {
    expect(parseFileManagerSearch({ q: 9001 }).q).toBe('9001');
    expect(parseFileManagerSearch({ q: { a: 1 } }).q).toBe('');
    expect(parseFileManagerSearch({ status: 'deleted' }).status).toBe('all');
    expect(parseFileManagerSearch({ category: ['a'] }).category).toBe('');
    expect(parseFileManagerSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});

describe('the open enquiry in the inbox’s URL (issue 48)', () => {
  const id = '5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d';

  it('keeps the id beside the page and the filters', () => {
    expect(validateMessagesSearch({ open: id })).toEqual({ open: id });
    expect(validateMessagesSearch({ page: '2', q: 'ankraj', status: 'new', open: id })).toEqual({
      page: 2,
      q: 'ankraj',
      status: 'new',
      open: id,
    });
    expect(messagesView(validateMessagesSearch({ open: id }))).toMatchObject({ page: 1, open: id });
  });

  it('keeps a wrong id as typed, trimmed and cut, so the screen can say it is not found', () => {
    expect(validateMessagesSearch({ open: ` ${id} ` })).toEqual({ open: id });
    expect(validateMessagesSearch({ open: 'yanlis-kimlik' })).toEqual({ open: 'yanlis-kimlik' });
    expect(validateMessagesSearch({ open: 'x'.repeat(300) }).open).toHaveLength(100);
    // The router reads `?open=42` as a number.
    expect(validateMessagesSearch({ open: 42 })).toEqual({ open: '42' });
  });

  it('leaves out an empty one, or one that is no text', () => {
    expect(validateMessagesSearch({ open: '' })).toEqual({});
    expect(validateMessagesSearch({ open: '   ' })).toEqual({});
    expect(validateMessagesSearch({ open: [id] })).toEqual({});
  });
});
