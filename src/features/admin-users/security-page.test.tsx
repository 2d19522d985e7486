import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
  TEN_CODES,
  adminToken,
  ok,
  passkeyNamed,
  refused,
  securityOf,
  serveSecurity,
} from '../../../tests/helpers/account-security';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';
import type { AccountSecurity } from '../../api/generated/backend/model';
import type * as PasskeysModule from '../../lib/passkeys';
import { createPasskey } from '../../lib/passkeys';
import { TOKEN_KEY } from '../../lib/session';

// The browser's WebAuthn dialog is Chromium's (tests/fullstack/second-factor.spec.ts).
vi.mock('../../lib/passkeys', async (original) => ({
  ...(await original<typeof PasskeysModule>()),
  passkeysSupported: () => true,
  createPasskey: vi.fn(async () => ({ id: 'cred-new', type: 'public-key' })),
}));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

describe("'Hesap Güvenliği' (issue 23 section 1)", () => {
  it('adds the authenticator app: QR code and secret, a code of it, then the ten codes shown once', async () => {
    let state = securityOf();
    const confirmed: unknown[] = [];
    serveSecurity(() => state);
    server.use(
      http.post('*/api/User/me/totp/setup', () =>
        ok({ secret: SECRET, uri: `otpauth://totp/Asil:admin?secret=${SECRET}`, ticket: 's-1' }),
      ),
      http.post('*/api/User/me/totp', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        confirmed.push(body);
        if (body.code !== '654321')
          return HttpResponse.json(
            {
              success: false,
              message: 'Gönderilen bilgiler geçersiz.',
              data: null,
              errors: { code: ['Kod doğrulanamadı. Lütfen tekrar deneyin.'] },
            },
            { status: 400 },
          );
        state = securityOf({ totp: true, recoveryCodesLeft: 10 });
        return ok({ recoveryCodes: TEN_CODES });
      }),
    );
    signInAsAdmin();
    const { user } = await renderPanel('/admin/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap Güvenliği' })).toBeVisible();
    expect(await screen.findByText('Henüz geçiş anahtarı eklemediniz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni kodlar oluştur' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Doğrulama uygulaması ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama Uygulaması Ekle' });
    expect(
      await within(dialog).findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Bu cihazdaki uygulamada aç' }),
    ).toHaveAttribute('href', `otpauth://totp/Asil:admin?secret=${SECRET}`);

    const code = within(dialog).getByLabelText('Uygulamadaki 6 haneli kod');
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Uygulamayı Etkinleştir' }));
    expect(await within(dialog).findByText('Kod 6 rakamdan oluşur.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Uygulamayı Etkinleştir' }));
    expect(
      await within(dialog).findByText('Kod doğrulanamadı. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Uygulamayı Etkinleştir' }));

    const codes = await screen.findByRole('alertdialog', { name: 'Kurtarma Kodlarınız' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByRole('link', { name: 'İndir (.txt)' })).toHaveAttribute(
      'download',
      'asil-kurtarma-kodlari.txt',
    );
    const done = within(codes).getByRole('button', { name: 'Tamam' });
    expect(done).toBeDisabled();
    await user.click(within(codes).getByLabelText('Kodları güvenli bir yere kaydettim.'));
    await user.click(done);
    await waitFor(() => expect(codes).not.toBeInTheDocument());
    expect(await screen.findByText('Kalan kurtarma kodu: 10')).toBeInTheDocument();
    expect(
      screen.getByText('Açık: girişte doğrulama uygulamanızın kodu sorulabilir.'),
    ).toBeInTheDocument();
    expect(confirmed).toEqual([
      { ticket: 's-1', code: '111111' },
      { ticket: 's-1', code: '654321' },
    ]);
  });

  it('adds a passkey under a name, through the browser', async () => {
    let state = securityOf({ totp: true, recoveryCodesLeft: 8 });
    const added: unknown[] = [];
    serveSecurity(() => state);
    server.use(
      http.post('*/api/User/me/passkeys/options', () =>
        ok({ ticket: 'p-1', options: { challenge: 'cmVn', rp: { name: 'Asil' } } }),
      ),
      http.post('*/api/User/me/passkeys', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        added.push(body);
        const passkey = passkeyNamed(body.name, 'cred-new');
        state = { ...state, passkeys: [passkey] };
        return ok({ passkey, recoveryCodes: null }, 201);
      }),
    );
    signInAsAdmin();
    const { user } = await renderPanel('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Geçiş anahtarı ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geçiş Anahtarı Ekle' });
    await user.click(within(dialog).getByRole('button', { name: 'Geçiş Anahtarı Oluştur' }));
    expect(await within(dialog).findByText('Geçiş anahtarına bir ad verin.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Ad'), 'İş bilgisayarı');
    await user.click(within(dialog).getByRole('button', { name: 'Geçiş Anahtarı Oluştur' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Geçiş anahtarlarınız' });
    expect(within(list).getByText('İş bilgisayarı')).toBeInTheDocument();
    expect(createPasskey).toHaveBeenCalledWith({ challenge: 'cmVn', rp: { name: 'Asil' } });
    expect(added).toEqual([
      { ticket: 'p-1', name: 'İş bilgisayarı', response: { id: 'cred-new', type: 'public-key' } },
    ]);
  });

  it('asks for the set-up code while one is pending, with the app and with a passkey (issue 46)', async () => {
    const SETUP_CODE = 'k7qd-m2xa-p4zt';
    const state = securityOf({ setupCodeRequired: true });
    const sent: unknown[] = [];
    const wrongSetupCode = () =>
      HttpResponse.json(
        {
          success: false,
          message: 'Gönderilen bilgiler geçersiz.',
          data: null,
          errors: { setupCode: ['Kurulum kodu doğrulanamadı. Lütfen tekrar deneyin.'] },
        },
        { status: 400 },
      );
    serveSecurity(() => state);
    server.use(
      http.post('*/api/User/me/totp/setup', () =>
        ok({ secret: SECRET, uri: `otpauth://totp/Asil:admin?secret=${SECRET}`, ticket: 's-2' }),
      ),
      http.post('*/api/User/me/totp', async ({ request }) => {
        const body = (await request.json()) as { setupCode?: string };
        sent.push(body);
        return body.setupCode === SETUP_CODE ? ok({ recoveryCodes: TEN_CODES }) : wrongSetupCode();
      }),
      http.post('*/api/User/me/passkeys/options', () =>
        ok({ ticket: 'p-2', options: { challenge: 'cmVn', rp: { name: 'Asil' } } }),
      ),
      http.post('*/api/User/me/passkeys', async ({ request }) => {
        sent.push(await request.json());
        return wrongSetupCode();
      }),
    );
    signInAsAdmin();
    const { user } = await renderPanel('/admin/security');

    await user.click(await screen.findByRole('button', { name: 'Geçiş anahtarı ekle' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'Geçiş Anahtarı Ekle' });
    await user.type(within(keyDialog).getByLabelText('Ad'), 'Telefon');
    await user.click(within(keyDialog).getByRole('button', { name: 'Geçiş Anahtarı Oluştur' }));
    expect(await within(keyDialog).findByText('Kurulum kodunu girin.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(keyDialog).getByLabelText('Kurulum kodu'), 'yanlis-kod');
    await user.click(within(keyDialog).getByRole('button', { name: 'Geçiş Anahtarı Oluştur' }));
    // The refusal goes under the field; what was typed stays.
    expect(
      await within(keyDialog).findByText('Kurulum kodu doğrulanamadı. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(within(keyDialog).getByLabelText('Kurulum kodu')).toHaveValue('yanlis-kod');
    await user.click(within(keyDialog).getByRole('button', { name: 'Vazgeç' }));

    const [addApp] = screen.getAllByRole('button', { name: 'Doğrulama uygulaması ekle' });
    if (!addApp) throw new Error("No 'Doğrulama uygulaması ekle'.");
    await user.click(addApp);
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama Uygulaması Ekle' });
    expect(within(dialog).getByText(/yöneticinin size verdiği tek kullanımlık kod/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Uygulamadaki 6 haneli kod'), '654321');
    await user.type(within(dialog).getByLabelText('Kurulum kodu'), ` ${SETUP_CODE} `);
    await user.click(within(dialog).getByRole('button', { name: 'Uygulamayı Etkinleştir' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Kurtarma Kodlarınız' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        ticket: 'p-2',
        name: 'Telefon',
        response: { id: 'cred-new', type: 'public-key' },
        setupCode: 'yanlis-kod',
      },
      { ticket: 's-2', code: '654321', setupCode: SETUP_CODE },
    ]);
  });

  it('asks for a fresh proof when the server wants one, then removes the passkey by itself', async () => {
    let state: AccountSecurity = securityOf({
      totp: true,
      passkeys: [passkeyNamed('İş bilgisayarı')],
      recoveryCodesLeft: 10,
    });
    const removals: string[] = [];
    const proofs: unknown[] = [];
    const fresh = adminToken();
    serveSecurity(() => state);
    server.use(
      http.delete('*/api/User/me/passkeys/:id', ({ request }) => {
        const token = request.headers.get('authorization') ?? '';
        removals.push(token);
        if (token !== `Bearer ${fresh}`)
          return refused(403, 'Bu işlem için kimliğinizi yeniden doğrulayın.', 'fresh-proof');
        state = { ...state, passkeys: [] };
        return ok(null);
      }),
      http.post('*/api/Auth/proof/options', () =>
        ok({
          ticket: 'proof-1',
          methods: ['password', 'totp', 'recovery-code'],
          passkeyOptions: null,
          expiration: new Date(Date.now() + 300_000).toISOString(),
        }),
      ),
      http.post('*/api/Auth/proof', async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        proofs.push(body);
        // A wrong password is the answer (401), not a session that ended.
        if (body.password !== 'admin123') return refused(401, 'Şifre hatalı.');
        return ok({ token: fresh, expiration: new Date(Date.now() + 3_600_000).toISOString() });
      }),
    );
    signInAsAdmin();
    const { user } = await renderPanel('/admin/security');
    await user.click(
      await screen.findByRole('button', { name: 'İş bilgisayarı geçiş anahtarını kaldır' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Geçiş Anahtarını Kaldır' });
    await user.click(within(confirm).getByRole('button', { name: 'Evet, Kaldır' }));

    const proof = await screen.findByRole('dialog', { name: 'Kimliğinizi doğrulayın' });
    // The password first among what the proof dialog offers here (no passkey on this account).
    await user.click(await within(proof).findByRole('radio', { name: 'Şifre' }));
    await user.type(within(proof).getByLabelText('Şifreniz'), 'yanlis-sifre');
    await user.click(within(proof).getByRole('button', { name: 'Doğrula ve Devam Et' }));
    expect(await within(proof).findByRole('alert')).toHaveTextContent('Şifre hatalı.');
    expect(screen.queryByRole('dialog', { name: 'Oturumunuzun süresi doldu' })).toBeNull();

    await user.clear(within(proof).getByLabelText('Şifreniz'));
    await user.type(within(proof).getByLabelText('Şifreniz'), 'admin123');
    await user.click(within(proof).getByRole('button', { name: 'Doğrula ve Devam Et' }));
    await waitFor(() => expect(proof).not.toBeInTheDocument());
    expect(
      await screen.findByText("'İş bilgisayarı' geçiş anahtarı kaldırıldı."),
    ).toBeInTheDocument();
    expect(await screen.findByText('Henüz geçiş anahtarı eklemediniz.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(removals).toHaveLength(2);
    expect(proofs).toEqual([{ password: 'yanlis-sifre' }, { password: 'admin123' }]);
  });

  it('leaves the action undone, without a message, when the proof is given up', async () => {
    const state = securityOf({ totp: true, recoveryCodesLeft: 10 });
    let removals = 0;
    serveSecurity(() => state);
    server.use(
      http.delete('*/api/User/me/totp', () => {
        removals += 1;
        return refused(403, 'Bu işlem için kimliğinizi yeniden doğrulayın.', 'fresh-proof');
      }),
      http.post('*/api/Auth/proof/options', () =>
        ok({
          ticket: 'proof-1',
          methods: ['password', 'totp'],
          passkeyOptions: null,
          expiration: new Date(Date.now() + 300_000).toISOString(),
        }),
      ),
    );
    signInAsAdmin();
    const { user } = await renderPanel('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Uygulamayı kaldır' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Doğrulama Uygulamasını Kaldır' })).getByRole(
        'button',
        { name: 'Evet, Kaldır' },
      ),
    );
    const proof = await screen.findByRole('dialog', { name: 'Kimliğinizi doğrulayın' });
    await user.click(within(proof).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(proof).not.toBeInTheDocument());
    expect(removals).toBe(1);
    expect(screen.queryByText('Bu işlem için kimliğinizi yeniden doğrulayın.')).toBeNull();
    expect(
      screen.getByText('Açık: girişte doğrulama uygulamanızın kodu sorulabilir.'),
    ).toBeInTheDocument();
  });

  it('keeps the last second factor when the owner requires one, and says why', async () => {
    serveSecurity(() =>
      securityOf({
        secondFactorRequired: true,
        passkeys: [passkeyNamed('Güvenlik anahtarı')],
        recoveryCodesLeft: 2,
      }),
    );
    signInAsAdmin();
    await renderPanel('/admin/security');
    expect(
      await screen.findByRole('button', { name: 'Güvenlik anahtarı geçiş anahtarını kaldır' }),
    ).toBeDisabled();
    expect(
      screen.getByText(
        'Site sahibi ikinci bir doğrulama yöntemini zorunlu tuttuğu için son yönteminizi kaldıramazsınız.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Kurtarma kodlarınız azaldı. Yeni kodlar oluşturun.'),
    ).toBeInTheDocument();
  });
});

describe('what must happen first (issue 23 section 1)', () => {
  it('sends the panel to set up a second factor when a call is refused for it, and lets it go on after', async () => {
    let state = securityOf({ secondFactorRequired: true, secondFactorSetupRequired: true });
    serveSecurity(() => state);
    server.use(
      http.get('*/api/Contact/inbox', () =>
        state.secondFactorSetupRequired
          ? refused(
              403,
              'Devam etmeden önce ikinci bir doğrulama yöntemi ekleyin.',
              'second-factor-setup',
            )
          : undefined,
      ),
      http.post('*/api/User/me/totp/setup', () =>
        ok({ secret: SECRET, uri: `otpauth://totp/Asil:admin?secret=${SECRET}`, ticket: 's-1' }),
      ),
      http.post('*/api/User/me/totp', () => {
        state = securityOf({ secondFactorRequired: true, totp: true, recoveryCodesLeft: 10 });
        return ok({ recoveryCodes: TEN_CODES });
      }),
    );
    signInAsAdmin();
    const { user, router } = await renderPanel('/admin/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
    expect(
      await screen.findByText('Devam etmeden önce ikinci bir doğrulama yöntemi ekleyin.'),
    ).toBeInTheDocument();

    // The menu leads nowhere else until it is done.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).getByRole('link', {
        name: 'Ürünler',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));

    const requirement = screen.getByRole('status', { name: '' });
    expect(requirement).toHaveTextContent('Site sahibi');
    await user.click(
      within(requirement).getByRole('button', { name: 'Doğrulama uygulaması ekle' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama Uygulaması Ekle' });
    await user.type(await within(dialog).findByLabelText('Uygulamadaki 6 haneli kod'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Uygulamayı Etkinleştir' }));
    const codes = await screen.findByRole('alertdialog', { name: 'Kurtarma Kodlarınız' });
    await user.click(within(codes).getByLabelText('Kodları güvenli bir yere kaydettim.'));
    await user.click(within(codes).getByRole('button', { name: 'Tamam' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Devam etmeden önce ikinci bir doğrulama yöntemi ekleyin.'),
      ).toBeNull(),
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).getByRole('link', {
        name: 'Ürünler',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });
});
