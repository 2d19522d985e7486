import { describe, expect, it } from 'vitest';
import { enquiryDelivered } from './send-enquiry';

const ok: PromiseSettledResult<unknown> = { status: 'fulfilled', value: 'OK' };
const failed: PromiseSettledResult<unknown> = { status: 'rejected', reason: new Error('500') };

describe('enquiryDelivered', () => {
  it.each([
    ['e-mailed and stored: success', ok, ok, true],
    ['only e-mailed: success', ok, failed, true],
    ['only stored: success', failed, ok, true],
    ['neither: failure', failed, failed, false],
  ])('%s', (_, email, storage, delivered) => {
    expect(enquiryDelivered(email, storage)).toBe(delivered);
  });
});
