import { enquiryStatsOperations } from '../../core/domain/enquiry-stats.ts';
import type { Store } from '../store/types.ts';
import type { Handler } from './common.ts';

/** The Dashboard operations of openapi/backend.yaml (core/domain/enquiry-stats.ts). */
export function dashboardHandlers(store: Store) {
  const operations = enquiryStatsOperations(store);
  const getEnquiryStats: Handler = async (request) =>
    operations.getEnquiryStats(request.query as { From?: string; To?: string });
  return { getEnquiryStats };
}
