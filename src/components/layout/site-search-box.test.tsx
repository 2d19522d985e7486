import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SiteSearchHit, SiteSearchResponse } from '../../api/generated/backend/model';
import { server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

const hit = (
  fields: Partial<SiteSearchHit> & Pick<SiteSearchHit, 'kind' | 'id' | 'title' | 'url'>,
) =>
  ({
    subtitle: '',
    snippet: '',
    highlights: { title: [], subtitle: [], snippet: [] },
    ...fields,
  }) satisfies SiteSearchHit;

const HITS = [
  hit({
    kind: 'product',
    id: 'product:1',
    title: 'Poliüretan Enjeksiyon',
    url: '/product/poliuretan-enjeksiyon',
    subtitle: 'Su yalıtımı',
    highlights: { title: [{ start: 0, end: 10 }], subtitle: [], snippet: [] },
  }),
  hit({
    kind: 'document',
    id: 'document:2',
    title: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
    url: '/uploads/pu-teknik-foy.pdf',
    fileType: 'application/pdf',
    size: 1_258_291,
    highlights: { title: [{ start: 0, end: 10 }], subtitle: [], snippet: [] },
  }),
];

/** The search answers `hits` and notes each query it was asked. */
function answerSearch(hits: SiteSearchHit[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/Search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const data = { query: params.get('q') ?? '', total: hits.length, hits };
      return HttpResponse.json({ success: true, message: null, data } satisfies SiteSearchResponse);
    }),
  );
  return asked;
}

async function typeInHeader(text: string) {
  const view = await renderSite('/about');
  const box = screen.getByRole('combobox', { name: 'Ara' });
  await view.user.click(box);
  await view.user.type(box, text);
  return { ...view, box };
}

describe("the header's search box", () => {
  it('lists the first hits as one types, each with its kind and its matched words marked', async () => {
    const asked = answerSearch(HITS);
    const { box } = await typeInHeader('poliuretan');
    const list = await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ÜrünPoliüretan EnjeksiyonSu yalıtımı',
      'BelgePoliüretan Enjeksiyon Reçinesi Teknik FöyüPDF belgesi, 1,20 MB',
      'Tüm sonuçlar (2)',
    ]);
    expect(options[0]?.querySelector('mark')).toHaveTextContent('Poliüretan');
    expect(options[1]).toHaveAttribute('download');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Asked for six hits of the whole text.
    expect(asked.at(-1)?.get('q')).toBe('poliuretan');
    expect(asked.at(-1)?.get('limit')).toBe('6');
  });

  it('moves with the arrow keys, round at the ends, and Enter opens the chosen hit', async () => {
    answerSearch(HITS);
    const { box, user, router } = await typeInHeader('poliuretan');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/poliuretan-enjeksiyon'),
    );
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no hit chosen opens /ara with the query', async () => {
    answerSearch(HITS);
    const { user, router } = await typeInHeader('poliüretan föy');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ara'));
    expect(router.state.location.search).toEqual({ q: 'poliüretan föy' });
  });

  it('Escape closes the list, and a second Escape empties the box', async () => {
    answerSearch(HITS);
    const { box, user } = await typeInHeader('poliuretan');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('poliuretan');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says when nothing is found, and when the search fails', async () => {
    answerSearch([]);
    const { box, user } = await typeInHeader('zzqx');
    expect(await screen.findByText('‘zzqx’ için sonuç bulunamadı.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    server.use(http.get('*/api/Search', () => HttpResponse.error()));
    await user.type(box, 'y');
    expect(
      await screen.findByText('Arama şu anda yapılamıyor. Lütfen biraz sonra yeniden deneyin.'),
    ).toBeInTheDocument();
  });
});
