import type { VisitBeacon, VisitEventBeacon } from '../../src/api/generated/backend/model/index.ts';
import { visitRequestOf, type VisitCounting } from '../services/visit-counting.ts';
import { bodyOf, type Handler } from './common.ts';

/** Visits counted without cookies (core/domain/visits.ts): the beacons answer 204, always. */
export function visitHandlers(visits: VisitCounting) {
  const recordVisit: Handler = async (request, reply) => {
    await visits.operations.recordVisit(
      bodyOf<VisitBeacon>(request),
      visitRequestOf(request),
      visits.visitorOf(request),
    );
    return reply.code(204).send();
  };
  const recordVisitEvent: Handler = async (request, reply) => {
    visits.operations.recordVisitEvent(bodyOf<VisitEventBeacon>(request), visitRequestOf(request));
    return reply.code(204).send();
  };
  const getVisitStats: Handler = async (request) =>
    visits.operations.getVisitStats(request.query as { From?: string; To?: string });
  return { recordVisit, recordVisitEvent, getVisitStats };
}
