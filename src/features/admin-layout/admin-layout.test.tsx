import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { signedIn } from '../../../tests/helpers/account-security';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { showHandedNotice } from '../../components/notice/handed-notice';
import { auth } from '../../lib/auth';
import { loadPage } from '../../lib/load-page';
import { TOKEN_EXPIRATION_KEY, TOKEN_KEY, startSession } from '../../lib/session';

// jsdom loads no page: where the panel sends the browser is read from the mock.
vi.mock('../../lib/load-page');

async function signedInAt(path: string) {
  const { user, router } = await renderPanel('/login');
  await user.type(screen.getByLabelText('Kullanıcı Adı'), 'admin');
  await user.type(screen.getByLabelText('Şifre'), 'admin123');
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  if (path !== '/admin') await act(() => router.navigate({ to: path }));
  return { user, router };
}

describe('admin guard', () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = await renderPanel('/admin/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Yönetici Girişi' })).toBeInTheDocument();
  });

  it('clears an expired session at load and sends to /login', async () => {
    startSession(localStorage, 'mock.old.token', Date.now() - 61 * 60 * 1000);
    const { router } = await renderPanel('/admin/Home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRATION_KEY)).toBeNull();
  });

  it('asks to sign in again, in place, when the session expires while working', async () => {
    const { router, user } = await signedInAt('/admin/documents');
    expect(await screen.findByRole('heading', { name: 'Dosya Yönetimi' })).toBeInTheDocument();
    localStorage.setItem(TOKEN_EXPIRATION_KEY, new Date(Date.now() - 1).toISOString());
    act(() => void auth.check()); // what the 60-second check does
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    expect(router.state.location.pathname).toBe('/admin/documents');
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Oturumunuzun süresi doldu' }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/admin/documents');
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^mock\./);
  });

  it('goes to /login when the administrator gives up signing in again', async () => {
    const { router, user } = await signedInAt('/admin/Home');
    localStorage.setItem(TOKEN_EXPIRATION_KEY, new Date(Date.now() - 1).toISOString());
    act(() => void auth.check());
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the dialog open with the SPEC message on a wrong password', async () => {
    const { user } = await signedInAt('/admin/Home');
    localStorage.setItem(TOKEN_EXPIRATION_KEY, new Date(Date.now() - 1).toISOString());
    act(() => void auth.check());
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'yanlis');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Giriş Başarısız!');
    expect(alert).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
  });
});

describe('signing in again with a second factor (issue 23 section 1)', () => {
  it('resumes the session of an account with an authenticator app', async () => {
    const { router, user } = await signedInAt('/admin/documents');
    expect(await screen.findByRole('heading', { name: 'Dosya Yönetimi' })).toBeInTheDocument();
    const answers: unknown[] = [];
    server.use(
      http.post('*/api/Auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'İkinci adım gerekli.',
          data: {
            token: null,
            expiration: null,
            secondFactor: {
              ticket: 'ticket-2',
              methods: ['totp', 'recovery-code'],
              passkeyOptions: null,
              expiration: new Date(Date.now() + 300_000).toISOString(),
            },
          },
        }),
      ),
      http.post('*/api/Auth/second-factor', async ({ request }) => {
        answers.push(await request.json());
        return signedIn();
      }),
    );
    localStorage.setItem(TOKEN_EXPIRATION_KEY, new Date(Date.now() - 1).toISOString());
    act(() => void auth.check());
    const dialog = await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'admin');
    await user.type(within(dialog).getByLabelText('Şifre'), 'admin123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap ve Devam Et' }));
    // No passkey on this account: the app's code is the first choice.
    expect(
      await within(dialog).findByRole('radio', { name: 'Doğrulama uygulaması' }),
    ).toBeChecked();
    await user.type(within(dialog).getByLabelText('Doğrulama kodu'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Doğrula ve Devam Et' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Oturumunuzun süresi doldu' }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/admin/documents');
    expect(answers).toEqual([{ ticket: 'ticket-2', code: '123456' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^mock\./);
  });
});

describe('admin layout', () => {
  it('has the side menu of docs/SPEC.md, with the active item marked', async () => {
    await signedInAt('/admin/products');
    const menu = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d+ ?\d+ yeni mesaj$/, '').trim());
    expect(labels).toEqual([
      'Gösterge Paneli',
      'Anasayfa',
      'Hakkımızda',
      'Ürünler',
      'Ürün Kataloğu',
      'Dosyalar',
      'Mesajlar',
      'İletişim Sayfası',
      'Poliüretan Enjeksiyon',
      'Kimyasal Ankraj',
      'Halatlı Tel Beton Kesme',
      'AsilNunX',
      'Aydınlatma Metni',
      'Menüler',
      'Kullanıcılar',
      'Hesap Güvenliği',
      'Çöp Kutusu',
      'İşlem Kaydı',
      'Yönlendirmeler',
    ]);
    expect(within(menu).getByRole('link', { name: 'Ürünler' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Anasayfa' })).not.toHaveAttribute(
      'aria-current',
    );
    // The dashboard's /admin starts every panel address: marked on itself only.
    expect(within(menu).getByRole('link', { name: 'Gösterge Paneli' })).not.toHaveAttribute(
      'aria-current',
    );
    // The badge counts the seed's 3 enquiries still 'Yeni' (issue 48).
    expect(await within(menu).findByText('3')).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: /^Mesajlar\s*3 yeni mesaj$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
  });
});

describe('logout (docs/SPEC.md section 8)', () => {
  it('asks first, and İptal keeps the session', async () => {
    const { user, router } = await signedInAt('/admin/Home');
    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Çıkış Yap' });
    expect(dialog).toHaveTextContent('Çıkış yapmak istediğinizden emin misiniz?');
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/Home');
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });

  it("clears the session, loads '/' and hands it 'Çıkış Yapıldı!' / 'Başarıyla çıkış yaptınız.'", async () => {
    const { user } = await signedInAt('/admin/Home');
    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Evet, Çıkış Yap',
      }),
    );
    // The public site is another app (docs/decisions/0073): a full load of '/'.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_EXPIRATION_KEY)).toBeNull();
    // The session's end asks for no sign-in while the page goes.
    expect(screen.queryByRole('dialog', { name: 'Oturumunuzun süresi doldu' })).toBeNull();
    // The page that opens shows the notice it was handed (src/app/app.tsx on the public site).
    act(() => showHandedNotice());
    const notice = await screen.findByRole('dialog', { name: 'Çıkış Yapıldı!' });
    expect(notice).toHaveTextContent('Başarıyla çıkış yaptınız.');
    // It closes by itself after 1500 ms.
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Çıkış Yapıldı!' })).not.toBeInTheDocument(),
      {
        timeout: 2500,
      },
    );
  });
});
