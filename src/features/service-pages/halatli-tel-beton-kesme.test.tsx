import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

const content = () => db.state.servicePages['halatli-tel-beton-kesme'];

describe('/HalatliTelBetonKesme', () => {
  it('shows its banner, description, areas, gallery and details', async () => {
    await renderSite('/HalatliTelBetonKesme');
    const page = content();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halatlı Tel ile Beton Kesme' }),
    ).toBeInTheDocument();
    const description = screen.getByRole('region', { name: page.descriptionTitle });
    for (const paragraph of page.descriptionText.split('\n\n')) {
      expect(within(description).getByText(paragraph)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: page.applicationAreasTitle }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(page.applicationAreas);
    expect(
      within(screen.getByRole('region', { name: page.galleryTitle })).getAllByRole('img'),
    ).toHaveLength(8);
    expect(screen.getByRole('region', { name: page.detailsTitle })).toHaveTextContent(
      page.detailsText,
    );
  });

  it('lists its document and plays its video after the poster is pressed', async () => {
    const { user } = await renderSite('/HalatliTelBetonKesme');
    const documents = await screen.findByRole('region', { name: 'Teknik Dokümanlar' });
    const [link, ...others] = within(documents).getAllByRole('link');
    expect(others).toHaveLength(0);
    expect(link).toHaveAccessibleName(/^Uygulama Kılavuzu PDF/);
    expect(link).toHaveAttribute('href', content().documents[0]?.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link?.getAttribute('rel')).toMatch(/\bnoopener\b/);

    const title = 'Halatlı Tel ile Beton Kesme uygulama videosu';
    expect(screen.queryByTitle(title)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Videoyu oynat/ }));
    const id = new URL(content().youtubeLink).searchParams.get('v');
    expect(screen.getByTitle(title)).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/${id}?autoplay=1&rel=0`,
    );
  });

  it("ends with the 'Bilgi Al' banner to /contact", async () => {
    await renderSite('/HalatliTelBetonKesme');
    const banner = await screen.findByRole('region', { name: content().bottomInfoTitle });
    expect(banner).toHaveTextContent(content().bottomInfoText);
    expect(within(banner).getByRole('link', { name: 'Bilgi Al' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
  });

  it('has its own title in the head', async () => {
    await renderSite('/HalatliTelBetonKesme');
    await waitFor(() =>
      expect(document.title).toBe('Halatlı Tel ile Beton Kesme | Asil Yapı Kimyasalları'),
    );
  });

  it('hides the gallery when every slot is empty', async () => {
    content().galleryImages = Array.from({ length: 8 }, () => '');
    await renderSite('/HalatliTelBetonKesme');
    expect(
      await screen.findByRole('region', { name: content().descriptionTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: content().galleryTitle })).toBeNull();
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/HalatliTelBetonKesme');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('region', { name: content().detailsTitle })).toBeInTheDocument();
  });
});
