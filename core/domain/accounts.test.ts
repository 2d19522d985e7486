import { describe, expect, it } from 'vitest';
import type { NewAuditEntry } from './audit';
import { adminCount, demotionRefusal, removalRefusal, resetRefusal } from './account-refusals';
import { accountOperations, type Account, type AccountStore, type Caller } from './accounts';
import { MESSAGES } from './messages';
import { ConflictError, HttpError } from './replies';

/** The smallest AccountStore: accounts and their passwords in memory. */
function memoryAccounts() {
  const accounts: (Account & { password: string })[] = [];
  const audit: NewAuditEntry[] = [];
  const plain = ({ password: _password, ...account }: Account & { password: string }) => ({
    ...account,
  });
  const byId = (id: string) => accounts.find((account) => account.id === id);
  const store: AccountStore = {
    listAccounts: async () => accounts.map(plain),
    findAccount: async (id) => {
      const account = byId(id);
      return account ? plain(account) : null;
    },
    createAccount: async ({ username, email, password, role }) => {
      if (accounts.some((account) => account.username === username)) {
        throw new ConflictError(MESSAGES.usernameTaken);
      }
      const account = {
        id: `00000000-0000-4000-8000-00000000000${accounts.length + 1}`,
        username,
        email,
        password,
        createdAt: new Date(Date.UTC(2026, 0, accounts.length + 1)).toISOString(),
        lastSignInAt: null,
        sessionGeneration: 0,
        role,
      };
      accounts.push(account);
      return plain(account);
    },
    passwordMatches: async (id, password) => byId(id)?.password === password,
    setPassword: async (id, password) => {
      const account = byId(id);
      if (!account) return null;
      account.password = password;
      account.sessionGeneration += 1;
      return plain(account);
    },
    endSessions: async (id) => {
      const account = byId(id);
      if (!account) return null;
      account.sessionGeneration += 1;
      return plain(account);
    },
    removeAccount: async (id) => {
      const index = accounts.findIndex((account) => account.id === id);
      const account = accounts[index];
      if (!account) return 'missing';
      if (account.role === 'admin' && adminCount(accounts) <= 1) return 'last';
      accounts.splice(index, 1);
      return 'removed';
    },
    setRole: async (id, role) => {
      const account = byId(id);
      if (!account) return 'missing';
      if (role !== 'admin' && account.role === 'admin' && adminCount(accounts) <= 1) {
        return 'last';
      }
      account.role = role;
      return plain(account);
    },
    recordAudit: async (entry) => {
      audit.push(entry);
    },
  };
  const operations = accountOperations(store, (account) => ({
    token: `token-${account.id}-${account.sessionGeneration}`,
    expiration: '2026-11-24T12:00:00.000Z',
  }));
  return { accounts, audit, operations };
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

const STRONG = 'Uzun-Sifre-2026';

async function twoAdmins() {
  const t = memoryAccounts();
  const nobody: Caller = {
    username: null,
    address: null,
    userId: '',
    role: 'admin',
    proofAt: Date.now(),
  };
  await t.operations.register({ username: 'admin', password: STRONG }, nobody);
  await t.operations.register(
    { username: 'editor', password: 'Editor-Sifresi-1', email: 'e@x.com' },
    nobody,
  );
  const [admin, editor] = t.accounts;
  if (!admin || !editor) throw new Error('two accounts expected');
  const caller: Caller = {
    userId: admin.id,
    username: 'admin',
    address: '203.0.113.7',
    role: 'admin',
    proofAt: Date.now(),
  };
  return { ...t, admin, editor, caller };
}

describe('account rules', () => {
  it('never removes yourself or the last admin; any other role may go', () => {
    expect(removalRefusal({ id: 'a', role: 'admin' }, 'a', 3)).toBe(MESSAGES.cannotRemoveYourself);
    expect(removalRefusal({ id: 'b', role: 'admin' }, 'a', 1)).toBe(MESSAGES.cannotRemoveLastAdmin);
    expect(removalRefusal({ id: 'b', role: 'admin' }, 'a', 2)).toBeNull();
    expect(removalRefusal({ id: 'b', role: 'editor' }, 'a', 1)).toBeNull();
    expect(demotionRefusal({ role: 'admin' }, 1)).toBe(MESSAGES.cannotDemoteLastAdmin);
    expect(demotionRefusal({ role: 'admin' }, 2)).toBeNull();
    expect(demotionRefusal({ role: 'sales' }, 1)).toBeNull();
    expect(resetRefusal({ id: 'a' }, 'a')).toBe(MESSAGES.resetOwnPassword);
    expect(resetRefusal({ id: 'b' }, 'a')).toBeNull();
  });
});

describe('account operations', () => {
  it('registers only passwords that meet the policy, and audits it as user-create', async () => {
    const t = memoryAccounts();
    const actor: Caller = {
      username: 'admin',
      address: '198.51.100.2',
      userId: '',
      role: 'admin',
      proofAt: Date.now(),
    };
    const short = await rejection(
      t.operations.register({ username: 'backup-svc', password: 'password' }, actor),
    );
    expect(short.statusCode).toBe(400);
    expect(short.errors).toEqual({ password: [MESSAGES.passwordTooShort] });
    const common = await rejection(
      t.operations.register({ username: 'backup-svc', password: 'qwerty123456' }, actor),
    );
    expect(common.errors).toEqual({ password: [MESSAGES.passwordTooCommon] });
    expect(t.accounts).toHaveLength(0);

    const reply = await t.operations.register({ username: 'editor', password: STRONG }, actor);
    expect(reply).toMatchObject({ success: true, message: MESSAGES.userCreated });
    // Without REQUIRE_SECOND_FACTOR the new account needs no set-up code (server test: with it).
    expect(reply.data).toEqual({
      id: t.accounts[0]?.id,
      username: 'editor',
      email: null,
      setupCode: null,
    });
    expect(t.audit).toEqual([
      {
        action: 'user-create',
        username: 'admin',
        address: '198.51.100.2',
        target: { kind: 'user', id: t.accounts[0]?.id, name: 'editor' },
      },
    ]);
  });

  it('lists the administrators oldest first, marking the caller', async () => {
    const { operations, caller, admin, editor } = await twoAdmins();
    const reply = await operations.listUsers(caller);
    expect(reply.data.map((account) => [account.username, account.isCurrentUser])).toEqual([
      ['admin', true],
      ['editor', false],
    ]);
    expect(reply.data[1]).toEqual({
      id: editor.id,
      username: 'editor',
      email: 'e@x.com',
      role: 'admin',
      createdAt: editor.createdAt,
      lastSignInAt: null,
      isCurrentUser: false,
    });
    expect(admin.id).not.toBe(editor.id);
  });

  it('removes another administrator, never yourself, never the last one', async () => {
    const { operations, accounts, audit, caller, admin, editor } = await twoAdmins();
    const self = await rejection(operations.deleteUser(admin.id, caller));
    expect([self.statusCode, self.message]).toEqual([409, MESSAGES.cannotRemoveYourself]);
    const missing = await rejection(
      operations.deleteUser('00000000-0000-4000-8000-0000000000ff', caller),
    );
    expect(missing.statusCode).toBe(404);

    // Upper-case ids find their account, as everywhere else.
    expect(await operations.deleteUser(editor.id.toUpperCase(), caller)).toEqual({
      success: true,
      message: MESSAGES.userRemoved,
      data: null,
    });
    expect(accounts.map((account) => account.username)).toEqual(['admin']);
    expect(audit.at(-1)).toEqual({
      action: 'user-remove',
      username: 'admin',
      address: '203.0.113.7',
      target: { kind: 'user', id: editor.id, name: 'editor' },
    });

    // The last one left cannot be removed even by someone whose account is gone already.
    const last = await rejection(
      operations.deleteUser(admin.id, { ...caller, userId: editor.id, username: 'editor' }),
    );
    expect([last.statusCode, last.message]).toEqual([409, MESSAGES.cannotRemoveLastAdmin]);
  });

  it('gives an account a role, audited; never the last admin another one (issue 46)', async () => {
    const { operations, accounts, audit, caller, admin, editor } = await twoAdmins();
    const reply = await operations.setUserRole(editor.id, { role: 'sales' }, caller);
    expect(reply.data).toMatchObject({ id: editor.id, role: 'sales', isCurrentUser: false });
    expect(reply.message).toBe('editor artık Satış rolünde.');
    expect(audit.at(-1)).toEqual({
      action: 'role-change',
      username: 'admin',
      address: '203.0.113.7',
      target: { kind: 'user', id: editor.id, name: 'editor' },
    });
    // Now the only admin: it keeps its role, and cannot be removed by anyone.
    const demoted = await rejection(operations.setUserRole(admin.id, { role: 'editor' }, caller));
    expect([demoted.statusCode, demoted.message]).toEqual([409, MESSAGES.cannotDemoteLastAdmin]);
    const removed = await rejection(
      operations.deleteUser(admin.id, { ...caller, userId: editor.id, username: 'editor' }),
    );
    expect([removed.statusCode, removed.message]).toEqual([409, MESSAGES.cannotRemoveLastAdmin]);
    // A sales account is no admin: it may go, even as the last of its kind.
    expect((await operations.deleteUser(editor.id, caller)).success).toBe(true);
    expect(accounts.map((account) => [account.username, account.role])).toEqual([
      ['admin', 'admin'],
    ]);
    // A stale session asks for a proof first.
    const stale = await rejection(
      operations.setUserRole(admin.id, { role: 'admin' }, { ...caller, proofAt: 0 }),
    );
    expect(stale.statusCode).toBe(403);
  });

  it("resets another's password to a generated one and ends its sessions; not your own", async () => {
    const { operations, accounts, audit, caller, admin, editor } = await twoAdmins();
    const own = await rejection(operations.resetUserPassword(admin.id, caller));
    expect([own.statusCode, own.message]).toEqual([409, MESSAGES.resetOwnPassword]);

    const reply = await operations.resetUserPassword(editor.id, caller);
    expect(reply.message).toBe(MESSAGES.passwordReset);
    const stored = accounts.find((account) => account.id === editor.id);
    expect(stored?.password).toBe(reply.data.password);
    expect(stored?.sessionGeneration).toBe(1);
    expect(audit.at(-1)).toMatchObject({ action: 'password-reset', username: 'admin' });
  });

  it('changes your own password with the current one, and gives a token of the new generation', async () => {
    const { operations, accounts, audit, caller } = await twoAdmins();
    const wrong = await rejection(
      operations.changePassword(
        { currentPassword: 'yanlis', newPassword: 'Yeni-Sifre-2026' },
        caller,
      ),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.message).toBe(MESSAGES.wrongCurrentPassword);
    expect(wrong.errors).toEqual({ currentPassword: [MESSAGES.wrongCurrentPassword] });

    const weak = await rejection(
      operations.changePassword({ currentPassword: STRONG, newPassword: 'kisa' }, caller),
    );
    expect(weak.errors).toEqual({ newPassword: [MESSAGES.passwordTooShort] });
    expect(accounts[0]?.sessionGeneration).toBe(0);

    const reply = await operations.changePassword(
      { currentPassword: STRONG, newPassword: 'Yeni-Sifre-2026' },
      caller,
    );
    expect(reply).toEqual({
      success: true,
      message: MESSAGES.passwordChanged,
      data: { token: `token-${caller.userId}-1`, expiration: '2026-11-24T12:00:00.000Z' },
    });
    expect(accounts[0]?.password).toBe('Yeni-Sifre-2026');
    expect(audit.at(-1)).toMatchObject({ action: 'password-change', username: 'admin' });
  });

  it('signs out everywhere by raising the generation', async () => {
    const { operations, accounts, audit, caller } = await twoAdmins();
    expect(await operations.signOutEverywhere(caller)).toEqual({
      success: true,
      message: MESSAGES.signedOutEverywhere,
      data: null,
    });
    expect(accounts[0]?.sessionGeneration).toBe(1);
    expect(accounts[1]?.sessionGeneration).toBe(0);
    expect(audit.at(-1)).toMatchObject({ action: 'sign-out-everywhere', username: 'admin' });
  });
});
