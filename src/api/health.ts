import { listFiles } from './generated/backend/endpoints/file/file';
import {
  HEALTHY,
  HEALTH_CHECK_TIMEOUT_MS,
  classifyHealthFailure,
  type HealthResult,
} from '../lib/health-check';

/** docs/DESIGN.md section 3: the health check is GET /api/File with a 10 s timeout, classified. */
export async function checkBackendHealth(): Promise<HealthResult> {
  try {
    await listFiles({ timeout: HEALTH_CHECK_TIMEOUT_MS });
    return HEALTHY;
  } catch (error) {
    return classifyHealthFailure(error);
  }
}
