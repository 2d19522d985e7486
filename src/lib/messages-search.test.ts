import { describe, expect, it } from 'vitest';
import { messagesView, validateMessagesSearch } from './messages-search';

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
