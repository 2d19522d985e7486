import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../seed/index.ts';
import * as backend from '../../src/api/generated/backend-zod/backend.zod.ts';
import { revokedTokens } from '../db/schema.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import type { Store } from './types.ts';
import { UNKNOWN_ID, seed, envelope, useStore, conflict } from './store-test-setup.ts';

describe('enquiries', () => {
  const store = useStore();

  it('creates an unread enquiry, listed first', async () => {
    const created = await store().createEnquiry(
      {
        isim: 'Ayşe',
        soyisim: 'Yılmaz',
        telefon: '0555 000 00 00',
        sektor: 'İnşaat',
        mesaj: 'Merhaba',
      },
      false,
    );
    expect(created).toMatchObject({ isim: 'Ayşe', isRead: false, isSpam: false });
    backend.CreateContactResponse.parse(envelope(created));
    // A list leaves the notes out (issue 48); a single enquiry has them.
    const { notes: _notes, ...listed } = created;
    expect((await store().listEnquiries())[0]).toStrictEqual(listed);
    expect(await store().getEnquiry(created.id)).toStrictEqual(created);
  });

  it('updates and deletes an enquiry', async () => {
    const id = SEED_IDS.enquiries.unreadOlder;
    const before = await store().getEnquiry(id);
    if (!before) throw new Error('missing');
    const updated = await store().updateEnquiry({ ...before, isRead: true, mesaj: 'Düzeltildi' });
    expect(updated).toStrictEqual({ ...before, isRead: true, mesaj: 'Düzeltildi' });
    expect(await store().updateEnquiry({ ...before, id: UNKNOWN_ID })).toBeNull();
    expect(await store().deleteEnquiry(id)).toBe(true);
    expect(await store().deleteEnquiry(id)).toBe(false);
    expect(await store().getEnquiry(id)).toBeNull();
  });
});

describe('administrators, sessions and content', () => {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await openTestStore();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const store = () => opened?.store as Store;

  it('creates and finds an administrator; the user name is unique', async () => {
    const user = await store().createUser({
      username: 'admin',
      email: null,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    });
    expect(user).toMatchObject({ username: 'admin', email: null });
    expect(await store().findUser('admin')).toStrictEqual(user);
    expect(await store().findUser('Admin')).toBeNull();
    expect(await store().countUsers()).toBe(1);
    const error = await conflict(
      store().createUser({ username: 'admin', email: 'a@b.c', passwordHash: 'x' }),
    );
    expect(error.message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    await store().createUser({ username: 'editor', email: 'e@x.com', passwordHash: 'y' });
    expect(await store().countUsers()).toBe(2);
  });

  it('remembers revoked tokens and forgets expired ones', async () => {
    await store().revokeToken('old', new Date(Date.now() - 1000));
    expect(await store().isTokenRevoked('old')).toBe(true);
    await store().revokeToken('jti-1', new Date(Date.now() + 3_600_000));
    await store().revokeToken('jti-1', new Date(Date.now() + 3_600_000));
    expect(await store().isTokenRevoked('jti-1')).toBe(true);
    expect(await store().isTokenRevoked('jti-2')).toBe(false);
    expect(await store().isTokenRevoked('old')).toBe(false);
    const db = opened?.database.db;
    const [row] = (await db?.select({ n: count() }).from(revokedTokens)) ?? [];
    expect(row?.n).toBe(1);
  });

  it('replaces a content singleton', async () => {
    const next = { ...seed.asilnunx, title: 'Yeni başlık', documents: [] };
    expect(await store().setContent('asilnunx', next)).toStrictEqual(next);
    expect(await store().getContent('asilnunx')).toStrictEqual(next);
    const page = { ...seed.servicePages['kimyasal-ankraj'], applicationAreas: ['b', 'a'] };
    await store().setContent('kimyasal-ankraj', page);
    expect(await store().getContent('kimyasal-ankraj')).toStrictEqual(page);
    expect(await store().getContent('poliuretan-enjeksiyon')).toStrictEqual(
      seed.servicePages['poliuretan-enjeksiyon'],
    );
  });
});
