import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SiteSearchHit, SiteSearchResponse } from '../../api/generated/backend/model';
import { server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

const SNIPPET = 'Tek bileşenli, suyla reaksiyona giren poliüretan…';
const at = SNIPPET.indexOf('poliüretan');
const DATASHEET: SiteSearchHit = {
  kind: 'document',
  id: 'document:d1',
  title: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
  subtitle: 'Teknik Föy',
  snippet: SNIPPET,
  url: '/uploads/pu-teknik-foy.pdf',
  highlights: {
    title: [
      { start: 0, end: 10 },
      { start: 31, end: 37 },
    ],
    subtitle: [{ start: 0, end: 6 }],
    snippet: [{ start: at, end: at + 'poliüretan'.length }],
  },
  fileType: 'application/pdf',
  size: 1_258_291,
};
const SERVICE: SiteSearchHit = {
  kind: 'service',
  id: 'service:polyurethane',
  title: 'Poliüretan Enjeksiyon',
  subtitle: '',
  snippet: '',
  url: '/PoliuretanEnjeksiyon',
  highlights: { title: [{ start: 0, end: 10 }], subtitle: [], snippet: [] },
};

/** The search answers `hits` of `total`, and notes what it was asked. */
function answerSearch(hits: SiteSearchHit[], total = hits.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/Search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const data = { query: params.get('q') ?? '', total, hits };
      return HttpResponse.json({ success: true, message: null, data } satisfies SiteSearchResponse);
    }),
  );
  return asked;
}

describe("the site search's page ('/ara')", () => {
  it('lists the hits with their kind, marked words and a document’s download', async () => {
    const asked = answerSearch([DATASHEET, SERVICE]);
    await renderSite('/ara?q=poliuretan%20teknik');
    expect(
      await screen.findByRole('heading', { level: 2, name: '‘poliuretan teknik’ için 2 sonuç' }),
    ).toBeInTheDocument();
    expect(asked[0]?.get('limit')).toBe('20');
    expect(asked[0]?.get('offset')).toBe('0');
    expect(screen.getByRole('searchbox', { name: 'Aranacak kelimeler' })).toHaveValue(
      'poliuretan teknik',
    );
    const [document, service] = within(
      screen.getByRole('region', { name: '‘poliuretan teknik’ için 2 sonuç' }),
    ).getAllByRole('listitem');
    const row = within(document as HTMLElement);
    expect(row.getByText('Belge')).toBeInTheDocument();
    const title = row.getByRole('heading', { level: 2 });
    expect([...title.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Poliüretan',
      'Teknik',
    ]);
    expect(row.getByText('PDF belgesi, 1,20 MB')).toBeInTheDocument();
    const download = row.getByRole('link', {
      name: 'İndir: Poliüretan Enjeksiyon Reçinesi Teknik Föyü (PDF belgesi, 1,20 MB)',
    });
    expect(download).toHaveAttribute('download');
    expect(download.getAttribute('href')).toMatch(/\/uploads\/pu-teknik-foy\.pdf$/);
    expect(row.getByText('poliüretan', { selector: 'mark' })).toBeInTheDocument();
    expect(within(service as HTMLElement).getByText('Hizmet')).toBeInTheDocument();
    expect(
      within(service as HTMLElement).getByRole('link', { name: 'Poliüretan Enjeksiyon' }),
    ).toHaveAttribute('href', '/PoliuretanEnjeksiyon');
  });

  it('pages past 20 hits through the address', async () => {
    const asked = answerSearch([SERVICE], 41);
    const { user, router } = await renderSite('/ara?q=enjeksiyon&sayfa=2');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '‘enjeksiyon’ için 41 sonuç (21–21 arası gösteriliyor)',
      }),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.get('offset')).toBe('20');
    const pages = screen.getByRole('navigation', { name: 'Arama sonuç sayfaları' });
    expect(within(pages).getByText('Sayfa 2 / 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('Sayfa 3 / 3')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'enjeksiyon', sayfa: 3 });
    expect(asked.at(-1)?.get('offset')).toBe('40');
  });

  it('says what to try when nothing is found, with the catalogue and the document centre', async () => {
    answerSearch([]);
    await renderSite('/ara?q=zzqxw');
    expect(await screen.findByText('‘zzqxw’ için sonuç bulunamadı.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Ürünler' })).toHaveAttribute('href', '/urunler');
    expect(within(main).getByRole('link', { name: 'Belge Merkezi' })).toHaveAttribute(
      'href',
      '/belgeler',
    );
  });

  it('asks nothing without a query, and searches from its form', async () => {
    const asked = answerSearch([SERVICE]);
    const { user, router } = await renderSite('/ara');
    expect(
      await screen.findByText(/^Bir ürünün, belgenin ya da hizmetin adını yazın/),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Aranacak kelimeler' }), '  ankraj ');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    expect(await screen.findByText('‘ankraj’ için 1 sonuç')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'ankraj' });
  });
});
