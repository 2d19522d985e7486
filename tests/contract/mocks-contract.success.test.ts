/** Every operation's success reply from the mocks matches the contract (see the setup module). */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/node';
import { SEED_IDS } from '../../seed';
import * as emailSchemas from '../../src/api/generated/email-zod/email.zod';
import { recordsOf } from '../helpers/mock-records';
import {
  services,
  allOperations,
  schemaOf,
  issuesOf,
  seen,
  recordMockedReplies,
  settle,
} from './mocks-contract-setup.ts';
import { fixtures } from './mocks-contract-fixtures.ts';

recordMockedReplies();

describe('the operation indexes', () => {
  it('have a fixture for exactly every operation of the three contracts', () => {
    const ids = allOperations.map((candidate) => candidate.operationId);
    expect(new Set(ids).size, 'operationIds are unique across the services').toBe(ids.length);
    expect(Object.keys(fixtures).sort()).toEqual([...ids].sort());
    for (const service of Object.values(services))
      expect(service.operations.length).toBeGreaterThan(0);
  });
});

describe.each(['backend', 'content', 'email'] as const)('every %s operation', (service) => {
  const operations = allOperations.filter((candidate) => candidate.service === service);

  it.each(operations.map((candidate) => [candidate.operationId, candidate] as const))(
    '%s replies as the contract says',
    async (_name, op) => {
      const fixture = fixtures[op.operationId];
      if (!fixture) throw new Error(`no fixture for ${op.operationId}`);
      const reply = await fixture();
      await settle();

      // The fixture called the operation once, and the mock answered with its success status.
      const own = seen.filter(
        (entry) => entry.service === op.service && entry.operationId === op.operationId,
      );
      expect(own.map((entry) => entry.status)).toEqual([op.successStatus]);
      if (op.responseContentType) expect(own[0]?.contentType).toContain(op.responseContentType);

      if (op.responseSchema) {
        const result = schemaOf(op.service, op.responseSchema).safeParse(reply);
        expect(issuesOf(result), `${op.operationId} reply against ${op.responseSchema}`).toEqual(
          [],
        );
        expect(result.success).toBe(true);
      } else if (op.operationId === 'downloadDocument') {
        // Binary: the stored PDF's bytes, as a Blob.
        expect(reply).toBeInstanceOf(Blob);
        const fileId =
          recordsOf(db).documentById(SEED_IDS.documents.poliuretanTeknikFoy)?.fileId ?? '';
        const bytes = new Uint8Array(await (reply as Blob).arrayBuffer());
        expect(bytes).toEqual(db.bytes.get(fileId));
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      } else if (op.operationId === 'exportContacts') {
        // The CSV for Excel: a byte order mark, then the header row and one row per enquiry.
        const text = typeof reply === 'string' ? reply : await (reply as Blob).text();
        const rows = text
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean);
        expect(rows[0]).toMatch(/^"Tarih";"Ad Soyad";/);
        expect(rows.length).toBeGreaterThan(1);
      } else if (op.operationId === 'recordVisit' || op.operationId === 'recordVisitEvent') {
        // 204: no body.
        expect(reply === undefined || reply === '' || reply === null).toBe(true);
      } else if (op.operationId === 'sendEmailForm') {
        // Plain text: the index has no schema for it, the zod module does.
        expect(reply).toBe('OK');
        expect(emailSchemas.SendEmailFormResponse.safeParse(reply).success).toBe(true);
      } else {
        throw new Error(
          `${op.operationId} has no response schema: say here how to check its reply`,
        );
      }

      // The clients validate every reply in tests too; none of them may have objected.
      expect(globalThis.__contractViolations ?? []).toEqual([]);
    },
  );
});
