import type { HttpHandler } from 'msw';
import { getGetEnquiryStatsMockHandler } from '../../src/api/generated/backend/endpoints/dashboard/dashboard.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import { enquiryStatsOperations } from '../../core/domain/enquiry-stats';
import type { DomainStore } from '../../core/domain/store';
import { queryValues, validate } from '../http';
import { guarded } from './common';

/** The Dashboard operations of openapi/backend.yaml (core/domain/enquiry-stats.ts). */
export function dashboardHandlers(store: DomainStore): HttpHandler[] {
  const operations = enquiryStatsOperations(store);
  return [
    getGetEnquiryStatsMockHandler(
      guarded('getEnquiryStats', async ({ request }) =>
        operations.getEnquiryStats(
          validate<{ From?: string; To?: string }>(
            schemas.GetEnquiryStatsQueryParams,
            queryValues(request, ['From', 'To']),
          ),
        ),
      ),
    ),
  ];
}
