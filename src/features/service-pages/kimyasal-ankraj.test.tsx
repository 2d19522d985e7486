import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

const content = () => db.state.servicePages['kimyasal-ankraj'];

describe('/KimyasalAnkraj', () => {
  it('shows its own content with the shared service screen', async () => {
    await renderSite('/KimyasalAnkraj');
    const page = content();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kimyasal Ankraj ve Filiz Ekimi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: page.descriptionTitle })).toHaveTextContent(
      page.descriptionText.split('\n\n')[0] ?? '',
    );
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

  it('shows an edit made in the panel', async () => {
    content().descriptionText =
      'Filiz ekiminde kullanılan epoksi harcın kür süresi ortam sıcaklığına göre değişir.\n\nÇekme testleri bağımsız bir laboratuvar tarafından raporlanır.';
    await renderSite('/KimyasalAnkraj');
    const description = await screen.findByRole('region', { name: content().descriptionTitle });
    expect(
      within(description).getByText(
        'Filiz ekiminde kullanılan epoksi harcın kür süresi ortam sıcaklığına göre değişir.',
      ),
    ).toBeInTheDocument();
    expect(
      within(description).getByText(
        'Çekme testleri bağımsız bir laboratuvar tarafından raporlanır.',
      ),
    ).toBeInTheDocument();
    expect(description).not.toHaveTextContent('Kimyasal ankraj, mevcut betonarme');
  });

  it('lists its three documents and plays its own video', async () => {
    const { user } = await renderSite('/KimyasalAnkraj');
    const documents = await screen.findByRole('region', { name: 'Teknik Dokümanlar' });
    expect(
      within(documents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      content().documents.map((document) => [
        `${document.title} PDF, yeni sekmede açılır`,
        document.url,
      ]),
    );
    await user.click(screen.getByRole('button', { name: /Videoyu oynat/ }));
    const id = new URL(content().youtubeLink).searchParams.get('v');
    expect(screen.getByTitle('Kimyasal Ankraj ve Filiz Ekimi uygulama videosu')).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/${id}?autoplay=1&rel=0`,
    );
  });

  it("ends with the 'Bilgi Al' banner to /contact", async () => {
    await renderSite('/KimyasalAnkraj');
    const banner = await screen.findByRole('region', { name: content().bottomInfoTitle });
    expect(within(banner).getByRole('link', { name: 'Bilgi Al' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?konu=.+&kaynak=%2F/),
    );
  });

  it('has its own title in the head', async () => {
    await renderSite('/KimyasalAnkraj');
    await waitFor(() =>
      expect(document.title).toBe('Kimyasal Ankraj ve Filiz Ekimi | Asil Yapı Kimyasalları'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /kimyasal ankraj/i,
    );
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/KimyasalAnkraj');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(
      await screen.findByRole('region', { name: content().descriptionTitle }),
    ).toBeInTheDocument();
  });
});
