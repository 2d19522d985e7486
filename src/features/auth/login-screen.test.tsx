import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/helpers/render-app';
import { TOKEN_EXPIRATION_KEY, TOKEN_KEY, startSession } from '../../lib/session';
import { tokenFromLoginReply } from './login-reply';

async function submit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  username: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Kullanıcı Adı'), username);
  await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('login screen', () => {
  it('has two required fields and a submit button', async () => {
    await renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Yönetici Girişi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı Adı')).toBeRequired();
    expect(screen.getByLabelText('Şifre')).toBeRequired();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
  });

  it('signs in with admin / admin123 and opens /admin/Home', async () => {
    const { user, router } = await renderApp('/login');
    await submit(user, 'admin', 'admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/Home'));
    expect(await screen.findByRole('heading', { name: 'Anasayfa Yönetimi' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^mock\./);
    const expiresIn = Date.parse(localStorage.getItem(TOKEN_EXPIRATION_KEY) ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
  });

  it("shows 'Giriş Başarısız!' / 'Kullanıcı adı veya şifre hatalı.' on a wrong password, keeping the input", async () => {
    const { user, router } = await renderApp('/login');
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
        HttpResponse.json({
          success: true,
          message: 'Giriş başarılı.',
          data: { expiration: '2026-11-21T11:00:00.000Z' },
        }),
      ),
    );
    const { user, router } = await renderApp('/login');
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
    const { user } = await renderApp('/login');
    await submit(user, 'admin', 'admin123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Giriş Başarısız!');
    expect(alert).toHaveTextContent('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
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
    const { user } = await renderApp('/login');
    await submit(user, 'admin', 'x');
    expect(await screen.findByRole('button', { name: 'Giriş yapılıyor...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it('sends someone already signed in straight to the panel', async () => {
    startSession(localStorage, 'mock.existing.token');
    const { router } = await renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/Home'));
  });
});

describe('tokenFromLoginReply', () => {
  it('reads data.data.token', () => {
    expect(
      tokenFromLoginReply({
        success: true,
        message: null,
        data: { token: 'jwt', expiration: '2026-11-21T11:00:00.000Z' },
      }),
    ).toBe('jwt');
  });

  it('gives null for a missing or blank token', () => {
    expect(tokenFromLoginReply(undefined)).toBeNull();
    expect(
      tokenFromLoginReply({ success: true, message: null, data: { token: '  ', expiration: '' } }),
    ).toBeNull();
    expect(tokenFromLoginReply({ success: true, message: null, data: null } as never)).toBeNull();
  });
});
