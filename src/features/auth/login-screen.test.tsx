import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
  refused,
  securityOf,
  serveSecurity,
  signedIn,
} from '../../../tests/helpers/account-security';
import { renderPanel } from '../../../tests/helpers/render-panel';
import type * as PasskeysModule from '../../lib/passkeys';
import { answerPasskeyChallenge } from '../../lib/passkeys';
import { TOKEN_EXPIRATION_KEY, TOKEN_KEY, startSession } from '../../lib/session';
import { readSignIn } from '../../lib/sign-in';
import { OFF_CONTRACT } from '../../../scripts/contract/lib/fuzz/observer.mjs';

// The browser's WebAuthn dialog is Chromium's (tests/fullstack/second-factor.spec.ts).
vi.mock('../../lib/passkeys', async (original) => ({
  ...(await original<typeof PasskeysModule>()),
  passkeysSupported: () => true,
  answerPasskeyChallenge: vi.fn(async () => ({ id: 'cred-1', type: 'public-key' })),
}));

async function submit(
  user: Awaited<ReturnType<typeof renderPanel>>['user'],
  username: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Kullanıcı Adı'), username);
  await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('login screen', () => {
  it('has two required fields and a submit button', async () => {
    await renderPanel('/login');
    expect(screen.getByRole('heading', { name: 'Yönetici Girişi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı Adı')).toBeRequired();
    expect(screen.getByLabelText('Şifre')).toBeRequired();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    // The panel's page, without the site's navigation bar and footer.
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('signs in with admin / admin123 and opens the dashboard at /admin', async () => {
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Gösterge Paneli' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^mock\./);
    const expiresIn = Date.parse(localStorage.getItem(TOKEN_EXPIRATION_KEY) ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
  });

  it("shows 'Giriş Başarısız!' / 'Kullanıcı adı veya şifre hatalı.' on a wrong password, keeping the input", async () => {
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'yanlis');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Giriş Başarısız!');
    expect(alert).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveValue('admin');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('counts a reply without a token as a failed login', async () => {
    server.use(
      http.post('*/api/Auth/login', () =>
        HttpResponse.json(
          {
            success: true,
            message: 'Giriş başarılı.',
            data: { expiration: '2026-11-21T11:00:00.000Z' },
          },
          { headers: { [OFF_CONTRACT]: 'a login reply without a token' } },
        ),
      ),
    );
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // The token-less reply breaks the contract on purpose; the client's check caught it.
    expect(globalThis.__contractViolations?.map((violation) => violation.operationId)).toEqual([
      'login',
    ]);
    globalThis.__contractViolations = [];
  });

  it('says so when the server cannot be reached, rather than blaming the password', async () => {
    server.use(http.post('*/api/Auth/login', () => HttpResponse.error()));
    const { user } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Giriş Başarısız!');
    expect(alert).toHaveTextContent('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  });

  it('asks for a name that is more than spaces, and a password, before sending anything', async () => {
    const sent = vi.fn();
    server.use(
      http.post('*/api/Auth/login', () => {
        sent();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user, router } = await renderPanel('/login');
    // Spaces pass the browser's `required`; the form trims them.
    await user.type(screen.getByLabelText('Kullanıcı Adı'), '   ');
    await user.type(screen.getByLabelText('Şifre'), 'x');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı adı zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Şifre zorunludur.')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Şifre'));
    // Without the browser's check (a form sent by assistive technology or a script).
    const form = screen.getByRole('button', { name: 'Giriş Yap' }).closest('form');
    if (form) form.noValidate = true;
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Şifre zorunludur.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('disables the button while signing in', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/Auth/login', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(
          { success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null },
          { status: 401 },
        );
      }),
    );
    const { user } = await renderPanel('/login');
    await submit(user, 'admin', 'x');
    expect(await screen.findByRole('button', { name: 'Giriş yapılıyor...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it('sends someone already signed in straight to the panel', async () => {
    startSession(localStorage, 'mock.existing.token');
    const { router } = await renderPanel('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('readSignIn', () => {
  it('reads data.data.token', () => {
    expect(
      readSignIn({
        success: true,
        message: null,
        data: { token: 'jwt', expiration: '2026-11-21T11:00:00.000Z' },
      }),
    ).toEqual({ token: 'jwt' });
  });

  it('reads the second step when there is no token yet', () => {
    const secondFactor = {
      ticket: 't',
      methods: ['totp' as const],
      passkeyOptions: null,
      expiration: '2026-11-21T11:05:00.000Z',
    };
    expect(
      readSignIn({
        success: true,
        message: 'İkinci adım gerekli.',
        data: { token: null, expiration: null, secondFactor },
      }),
    ).toEqual({ challenge: secondFactor });
  });

  it('counts a missing or blank token without a second step as a failed login', () => {
    expect(() =>
      readSignIn({ success: true, message: null, data: { token: '  ', expiration: '' } }),
    ).toThrow('Kullanıcı adı veya şifre hatalı.');
    expect(() => readSignIn({ success: true, message: null, data: null } as never)).toThrow(
      'Kullanıcı adı veya şifre hatalı.',
    );
  });
});

describe('the second step of a sign-in (issue 23 section 1)', () => {
  const challenge = {
    ticket: 'ticket-1',
    methods: ['totp', 'passkey', 'recovery-code'] as const,
    passkeyOptions: { challenge: 'c2lnbi1pbg', rpId: 'localhost', allowCredentials: [] },
    expiration: new Date(Date.now() + 300_000).toISOString(),
  };
  let answers: Record<string, unknown>[] = [];

  /** The password is right; the account has a second factor; `code` finishes it. */
  function secondFactorAccount(code = '123456', security = securityOf()) {
    answers = [];
    server.use(
      http.post('*/api/Auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'İkinci adım gerekli.',
          data: { token: null, expiration: null, secondFactor: challenge },
        }),
      ),
      http.post('*/api/Auth/second-factor', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        answers.push(body);
        return body.code === code || body.passkey
          ? signedIn()
          : refused(401, 'Kod doğrulanamadı. Lütfen tekrar deneyin.');
      }),
    );
    serveSecurity(() => security);
  }

  it('asks for the app code, says so when it is wrong, and signs in with the right one', async () => {
    secondFactorAccount();
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    expect(await screen.findByRole('heading', { name: 'İkinci Adım' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // A passkey first: one touch. (The step's code loads with the challenge.)
    expect(await screen.findByRole('radio', { name: 'Geçiş anahtarı' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Doğrulama uygulaması' }));
    await user.type(screen.getByLabelText('Doğrulama kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Girişi Tamamla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kod doğrulanamadı. Lütfen tekrar deneyin.',
    );
    await user.clear(screen.getByLabelText('Doğrulama kodu'));
    await user.type(screen.getByLabelText('Doğrulama kodu'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Girişi Tamamla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(answers).toEqual([
      { ticket: 'ticket-1', code: '000000' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^mock\./);
  });

  it('signs in with a passkey: the browser answers the ticket’s challenge', async () => {
    secondFactorAccount();
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    await user.click(await screen.findByRole('button', { name: 'Geçiş anahtarını kullan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(answerPasskeyChallenge).toHaveBeenCalledWith(challenge.passkeyOptions);
    expect(answers).toEqual([
      { ticket: 'ticket-1', passkey: { id: 'cred-1', type: 'public-key' } },
    ]);
  });

  it('takes a recovery code, and goes back to the password with what was typed kept', async () => {
    secondFactorAccount('abcd-efgh-ijkl');
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    await user.click(await screen.findByRole('radio', { name: 'Kurtarma kodu' }));
    await user.click(screen.getByRole('button', { name: 'Girişi Tamamla' }));
    expect(screen.getByText('Kodu girin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Geri dön' }));
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveValue('admin');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await user.click(await screen.findByRole('radio', { name: 'Kurtarma kodu' }));
    await user.type(screen.getByRole('textbox', { name: 'Kurtarma kodu' }), ' ABCD-EFGH-IJKL ');
    await user.click(screen.getByRole('button', { name: 'Girişi Tamamla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(answers).toEqual([{ ticket: 'ticket-1', code: 'abcd-efgh-ijkl' }]);
  });

  it('sends an account whose password was generated to change it before anything else', async () => {
    secondFactorAccount('123456', securityOf({ mustChangePassword: true }));
    const { user, router } = await renderPanel('/login');
    await submit(user, 'admin', 'admin123');
    await user.click(await screen.findByRole('radio', { name: 'Doğrulama uygulaması' }));
    await user.type(screen.getByLabelText('Doğrulama kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Girişi Tamamla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
    expect(await screen.findByRole('dialog', { name: 'Şifremi Değiştir' })).toBeInTheDocument();
    expect(screen.getByText('Devam etmeden önce şifrenizi değiştirin.')).toBeInTheDocument();
  });
});
