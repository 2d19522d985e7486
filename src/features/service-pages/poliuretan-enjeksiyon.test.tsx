import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

const content = () => db.state.servicePages['poliuretan-enjeksiyon'];

describe('/PoliuretanEnjeksiyon', () => {
  it('shows the banner, the description in paragraphs and the application areas', async () => {
    await renderSite('/PoliuretanEnjeksiyon');
    const page = content();
    expect(
      await screen.findByRole('heading', { level: 1, name: page.mainTitle }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const description = screen.getByRole('region', { name: page.descriptionTitle });
    const paragraphs = page.descriptionText.split('\n\n');
    expect(paragraphs).toHaveLength(2);
    for (const paragraph of paragraphs) {
      expect(within(description).getByText(paragraph)).toBeInTheDocument();
    }

    const areas = screen.getByRole('region', { name: page.applicationAreasTitle });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(page.applicationAreas);
  });

  it('shows the 8 gallery images', async () => {
    await renderSite('/PoliuretanEnjeksiyon');
    const gallery = await screen.findByRole('region', { name: content().galleryTitle });
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(8);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(content().galleryImages);
    images.forEach((image, index) => {
      expect(image).toHaveAccessibleName(`Poliüretan Enjeksiyon uygulama görseli ${index + 1}`);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
    });
  });

  it('skips an empty gallery slot', async () => {
    const emptied = content().galleryImages[2];
    content().galleryImages[2] = '';
    await renderSite('/PoliuretanEnjeksiyon');
    const gallery = await screen.findByRole('region', { name: content().galleryTitle });
    const sources = within(gallery)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(sources).toHaveLength(7);
    expect(sources).not.toContain(emptied);
  });

  it('plays the video only when asked: a poster button first, then the YouTube embed', async () => {
    const { user } = await renderSite('/PoliuretanEnjeksiyon');
    const id = new URL(content().youtubeLink).searchParams.get('v');
    const video = await screen.findByRole('region', { name: 'Uygulama Videosu' });
    expect(within(video).queryByTitle(/uygulama videosu/)).toBeNull();
    await user.click(
      within(video).getByRole('button', {
        // jsdom drops the space after the visually hidden 'Videoyu oynat:'; browsers keep it.
        name: /^Videoyu oynat: ?Poliüretan Enjeksiyon uygulama videosu$/,
      }),
    );
    const iframe = within(video).getByTitle('Poliüretan Enjeksiyon uygulama videosu');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.getAttribute('src')).toBe(`https://www.youtube.com/embed/${id}?autoplay=1&rel=0`);
  });

  it('lists the documents as links that open the file in a new tab', async () => {
    await renderSite('/PoliuretanEnjeksiyon');
    const section = await screen.findByRole('region', { name: 'Teknik Dokümanlar' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(content().documents.length);
    content().documents.forEach((document, index) => {
      const link = links[index];
      expect(link).toHaveAccessibleName(`${document.title} PDF, yeni sekmede açılır`);
      expect(link).toHaveAttribute('href', document.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link?.getAttribute('rel')).toMatch(/\bnoopener\b/);
    });
  });

  it("shows the details and ends with the 'Bilgi Al' banner to /contact", async () => {
    await renderSite('/PoliuretanEnjeksiyon');
    const page = content();
    const details = await screen.findByRole('region', { name: page.detailsTitle });
    expect(details).toHaveTextContent(page.detailsText);

    const banner = screen.getByRole('region', { name: page.bottomInfoTitle });
    expect(banner).toHaveTextContent(page.bottomInfoText);
    expect(within(banner).getByRole('link', { name: 'Bilgi Al' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
  });

  it('has its own title and description in the head', async () => {
    await renderSite('/PoliuretanEnjeksiyon');
    await waitFor(() =>
      expect(document.title).toBe('Poliüretan Enjeksiyon | Asil Yapı Kimyasalları'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /poliüretan enjeksiyon/i,
    );
  });

  it('leaves out the video and the documents when there are none', async () => {
    content().youtubeLink = '';
    content().documents = [];
    await renderSite('/PoliuretanEnjeksiyon');
    expect(await screen.findByRole('region', { name: content().galleryTitle })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uygulama Videosu' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Videoyu oynat/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Teknik Dokümanlar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bilgi Al' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/PoliuretanEnjeksiyon');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sayfa yüklenemedi');
    expect(alert).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(
      await screen.findByRole('region', { name: content().descriptionTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
