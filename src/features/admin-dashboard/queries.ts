import { getGetEnquiryStatsQueryOptions } from '../../api/generated/backend/endpoints/dashboard/dashboard';
import { getGetVisitStatsQueryOptions } from '../../api/generated/backend/endpoints/visit/visit';
import { getListMissedSearchesQueryOptions } from '../../api/generated/backend/endpoints/search/search';
import type { DashboardView } from './range';

/** The figures change by the minute, not the second: a minute before they are read again. */
const STALE_MS = 60_000;

/** The visits of the range (GET /api/Visit/stats): every role may read them. */
export const visitStatsQuery = ({ from, to }: DashboardView) =>
  getGetVisitStatsQueryOptions({ From: from, To: to }, { query: { staleTime: STALE_MS } });

/** The enquiries' figures (GET /api/Dashboard/enquiries): only a role with the enquiries. */
export const enquiryStatsQuery = ({ from, to }: DashboardView, enabled: boolean) =>
  getGetEnquiryStatsQueryOptions(
    { From: from, To: to },
    { query: { staleTime: STALE_MS, enabled } },
  );

/** What visitors searched and found nothing (GET /api/Search/missed): every role may read it. */
export const missedSearchesQuery = () =>
  getListMissedSearchesQueryOptions({ query: { staleTime: STALE_MS } });
