import type { HttpHandler } from 'msw';
import {
  getGetVisitStatsMockHandler,
  getRecordVisitEventMockHandler,
  getRecordVisitMockHandler,
} from '../../src/api/generated/backend/endpoints/visit/visit.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { VisitBeacon, VisitEventBeacon } from '../../src/api/generated/backend/model';
import {
  expireVisits,
  VisitCounter,
  visitOperations,
  type VisitRequest,
} from '../../core/domain/visits';
import type { DomainStore } from '../../core/domain/store';
import { queryValues, validate } from '../http';
import { bodyOf, guarded } from './common';

/**
 * The address the mocks' visitors are hashed with: a browser has none to give, so each user agent
 * is one visitor a day.
 */
const MOCK_ADDRESS = '192.0.2.1';

/**
 * A mock request as the rules read it; a browser's own user agent when MSW's request has none (a
 * browser keeps it off the Request object).
 */
const visitRequestOf = (request: Request): VisitRequest => ({
  method: request.method,
  url: request.url,
  header: (name) =>
    request.headers.get(name) ??
    (name === 'user-agent' ? globalThis.navigator?.userAgent : undefined) ??
    undefined,
});

/** The Visit operations of openapi/backend.yaml (core/domain/visits.ts): counted and written at once. */
export function visitHandlers(store: DomainStore): HttpHandler[] {
  const counter = new VisitCounter(store);
  const operations = visitOperations(store, counter);
  const visitorOf = (request: Request) => ({
    address: MOCK_ADDRESS,
    siteHost: new URL(request.url).hostname,
  });
  return [
    getRecordVisitMockHandler(
      guarded('recordVisit', async ({ request }) => {
        const body = await bodyOf<VisitBeacon>(schemas.RecordVisitBody, request);
        await expireVisits(store);
        await operations.recordVisit(body, visitRequestOf(request), visitorOf(request));
        await counter.flush();
      }),
    ),
    getRecordVisitEventMockHandler(
      guarded('recordVisitEvent', async ({ request }) => {
        const body = await bodyOf<VisitEventBeacon>(schemas.RecordVisitEventBody, request);
        operations.recordVisitEvent(body, visitRequestOf(request));
        await counter.flush();
      }),
    ),
    getGetVisitStatsMockHandler(
      guarded('getVisitStats', async ({ request }) => {
        const query = validate<{ From?: string; To?: string }>(
          schemas.GetVisitStatsQueryParams,
          queryValues(request, ['From', 'To']),
        );
        await expireVisits(store);
        return operations.getVisitStats(query);
      }),
    ),
  ];
}
