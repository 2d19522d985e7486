import type { HttpHandler } from 'msw';
import {
  getListMissedSearchesMockHandler,
  getSearchSiteMockHandler,
} from '../../src/api/generated/backend/endpoints/search/search.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import {
  createSiteIndex,
  siteSearchOperations,
  visibleSiteRecords,
} from '../../core/domain/site-search';
import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';
import { queryValues, validate } from '../http';
import { guarded } from './common';

/** A number as the server's query validation reads one ('5' → 5); anything else as it is. */
const numeric = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' && Number.isFinite(Number(value))
    ? Number(value)
    : value;

/**
 * The Search operations of openapi/backend.yaml (core/domain/site-search.ts) on an index over the
 * mock store, read again after any change of the state (a write, another tab's state, a reset).
 */
export function searchHandlers(
  db: MockDb,
  store: DomainStore,
  publishDue: () => Promise<void>,
): HttpHandler[] {
  const siteIndex = createSiteIndex(() => visibleSiteRecords(store));
  let state = db.state;
  db.onChange(() => siteIndex.changed());
  const operations = siteSearchOperations(siteIndex, store);
  return [
    getSearchSiteMockHandler(
      guarded('searchSite', async ({ request }) => {
        const { q, limit, offset } = queryValues(request, ['q', 'limit', 'offset']);
        const query = validate<{ q?: string; limit: number; offset: number }>(
          schemas.SearchSiteQueryParams,
          { q, limit: numeric(limit), offset: numeric(offset) },
        );
        // Mock mode has no server to run schedules: the due ones are published first.
        await publishDue();
        // A state taken from another tab (or reset) replaces the object without a change event.
        if (db.state !== state) {
          state = db.state;
          siteIndex.changed();
        }
        return operations.searchSite({ ...query, q: query.q ?? '' });
      }),
    ),
    getListMissedSearchesMockHandler(
      guarded('listMissedSearches', () => operations.listMissedSearches()),
    ),
  ];
}
