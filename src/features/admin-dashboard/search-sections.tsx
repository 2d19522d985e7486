import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { formatCount } from './labels';
import { FigureTable, Section } from './parts';
import { missedSearchesQuery } from './queries';

/**
 * The site search's queries that found nothing (issue 49): what visitors look for and the site
 * does not answer, most searched first. Kept as folded text with a count, no visitor data, for
 * as long as the store keeps them (not per range), so the card has its own read.
 */
export function MissedSearchesSection() {
  const missed = useQuery(missedSearchesQuery());
  const searches = missed.data?.data ?? [];
  return (
    <Section
      title="Sonuç bulunamayan aramalar"
      description="Ziyaretçilerin sitede aradığı ama sonuç bulamadığı sözcükler; en çok arananlar önce. Tarih aralığından bağımsızdır."
      state={missed}
      empty={searches.length === 0 && 'Sonuçsuz kalan arama yok.'}
    >
      {() => (
        <FigureTable
          caption="Sonuçsuz aramalar, en çok arananlar önce"
          columns={[{ label: 'Arama' }, { label: 'Son arama' }, { label: 'Sayı', numeric: true }]}
          rows={searches.slice(0, 20).map((search) => ({
            key: search.query,
            cells: [search.query, formatDateTime(search.lastSearchedAt), formatCount(search.count)],
          }))}
        />
      )}
    </Section>
  );
}
