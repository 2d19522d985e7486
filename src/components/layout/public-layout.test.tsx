import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../../tests/helpers/render-site';
import { db } from '../../../mocks/node';
import { SEED_IDS } from '../../../seed';
import { handNoticeOver } from '../notice/handed-notice';
import { notices } from '../notice/notice-store';

describe('public layout', () => {
  it('links /, /about and /contact in the navigation', async () => {
    await renderSite('/about');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Anasayfa', '/'],
      ['Hakkımızda', '/about'],
      ['İletişim', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links the six pages in the footer, with the copyright 2007 - 2024', async () => {
    await renderSite('/contact');
    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Alt menü' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/AsilNunX',
      '/PoliuretanEnjeksiyon',
      '/HalatliTelBetonKesme',
      '/KimyasalAnkraj',
    ]);
    expect(footer).toHaveTextContent('© 2007 - 2024 Asil Yapı Kimyasalları');
  });

  it("draws the owner's published menus: a product by its address, an outside link in a new tab", async () => {
    db.state.menus = {
      header: [
        { label: 'Ürünler', kind: 'site', target: 'catalogue' },
        { label: 'Poliüretan', kind: 'product', target: SEED_IDS.products.poliuretan },
        { label: 'Tedarikçi', kind: 'url', target: 'https://example.com/katalog' },
      ],
      footer: [{ label: 'Belgeler', kind: 'site', target: 'documents' }],
    };
    await renderSite('/about');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/urunler',
      expect.stringMatching(/^\/product\//),
      'https://example.com/katalog',
    ]);
    const outside = within(nav).getByRole('link', { name: 'Tedarikçi (yeni sekmede açılır)' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const footer = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Alt menü',
    });
    expect(within(footer).getByRole('link', { name: 'Belgeler' })).toHaveAttribute(
      'href',
      '/belgeler',
    );
  });

  it('shows the home banner of page Anasayfa', async () => {
    await renderSite('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
    expect(screen.getByRole('link', { name: 'Keşif ve Teklif İsteyin' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('redirects an unknown path to /', async () => {
    const { router } = await renderSite('/boyle-bir-sayfa-yok');
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows, once, the notice the panel handed over ('Çıkış Yapıldı!' after a logout)", async () => {
    handNoticeOver({
      title: 'Çıkış Yapıldı!',
      text: 'Başarıyla çıkış yaptınız.',
      variant: 'success',
      autoCloseMs: 1500,
    });
    const first = await renderSite('/');
    const notice = await screen.findByRole('dialog', { name: 'Çıkış Yapıldı!' });
    expect(notice).toHaveTextContent('Başarıyla çıkış yaptınız.');
    first.unmount();
    notices.close();
    await renderSite('/');
    expect(screen.queryByRole('dialog', { name: 'Çıkış Yapıldı!' })).not.toBeInTheDocument();
  });
});
