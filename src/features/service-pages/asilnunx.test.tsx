import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

const content = () => db.state.asilnunx;

describe('/AsilNunX', () => {
  it('shows the banner, the product texts and the product image', async () => {
    await renderSite('/AsilNunX');
    const resin = content();
    const about = await screen.findByRole('region', { name: 'Ürün Hakkında' });
    expect(screen.getByRole('heading', { level: 1, name: resin.title })).toBeInTheDocument();
    for (const text of [resin.description, resin.details, resin.info, resin.text]) {
      expect(within(about).getByText(text)).toBeInTheDocument();
    }
    expect(within(about).getByRole('img', { name: resin.title })).toHaveAttribute(
      'src',
      resin.image,
    );
  });

  it('splits each text into paragraphs on blank lines', async () => {
    content().details = 'Kılcal çatlaklara nüfuz eder.\n\n  \n\nSuda çözünmez.';
    await renderSite('/AsilNunX');
    const about = await screen.findByRole('region', { name: 'Ürün Hakkında' });
    const first = within(about).getByText('Kılcal çatlaklara nüfuz eder.');
    const second = within(about).getByText('Suda çözünmez.');
    expect(first.tagName).toBe('P');
    expect(second.tagName).toBe('P');
    expect(first).not.toBe(second);
  });

  it('lists the documents as links that open the PDF in a new tab', async () => {
    await renderSite('/AsilNunX');
    const section = await screen.findByRole('region', { name: 'Teknik Dokümanlar' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      content().documents.map((document) => document.url),
    );
    content().documents.forEach((document, index) => {
      expect(links[index]).toHaveAccessibleName(`${document.title} PDF, yeni sekmede açılır`);
      expect(links[index]).toHaveAttribute('target', '_blank');
      expect(links[index]?.getAttribute('rel')).toMatch(/\bnoopener\b/);
    });
  });

  it('has no gallery or video, and hides the documents when there are none', async () => {
    content().documents = [];
    await renderSite('/AsilNunX');
    expect(await screen.findByRole('region', { name: 'Ürün Hakkında' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Teknik Dokümanlar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Videoyu oynat/ })).toBeNull();
  });

  it("uses the content's call to action when it leads to /contact", async () => {
    content().linkText = 'Teklif İsteyin';
    await renderSite('/AsilNunX');
    expect(await screen.findByRole('link', { name: 'Teklif İsteyin' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
  });

  it("falls back to the 'Bilgi Al' banner when the link goes elsewhere", async () => {
    content().link = 'https://example.com/kampanya';
    content().linkText = 'Kampanyayı Gör';
    await renderSite('/AsilNunX');
    expect(await screen.findByRole('link', { name: 'Bilgi Al' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
    expect(screen.queryByRole('link', { name: 'Kampanyayı Gör' })).toBeNull();
    expect(document.querySelector('a[href="https://example.com/kampanya"]')).toBeNull();
  });

  it("ends with the 'Bilgi Al' link to /contact from the seed", async () => {
    await renderSite('/AsilNunX');
    const banner = await screen.findByRole('region', { name: 'Projeniz için bilgi alın' });
    expect(within(banner).getByRole('link', { name: 'Bilgi Al' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
  });

  it('has its own title in the head', async () => {
    await renderSite('/AsilNunX');
    await waitFor(() =>
      expect(document.title).toBe('AsilNunX Enjeksiyon Reçinesi | Asil Yapı Kimyasalları'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /AsilNunX/,
    );
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/AsilNunX');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('region', { name: 'Ürün Hakkında' })).toBeInTheDocument();
  });
});
