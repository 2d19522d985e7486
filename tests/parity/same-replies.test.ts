// @vitest-environment node
/**
 * One list of requests, sent to the mocks (MSW over the mocks' store) and to the reference server
 * (Fastify over PGlite, or PostgreSQL with DATABASE_URL), in the same order from the same seed:
 * both must answer the same status and the same body. Ids and times the two generate are
 * replaced by placeholders in order of appearance; everything else is compared as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../seed';
import { DEMO_ADMIN } from '../../mocks/db';
import { resetMocks, server as mockServer } from '../../mocks/node';
import { multipart, setupTestApp } from '../../server/test/test-app.ts';
import { createObserver } from '../../scripts/contract/lib/fuzz/observer.mjs';
import type { Scenario } from './scenarios/scenario.ts';
import { UNKNOWN_ID } from './scenarios/scenario.ts';
import { readsAndRefusals } from './scenarios/reads-and-refusals.ts';
import { writesAndSpam } from './scenarios/writes-and-spam.ts';
import { trashAccountsAndHistory } from './scenarios/trash-accounts-and-history.ts';
import { draftsAndVersions } from './scenarios/drafts-and-versions.ts';
import { visibilityAndPrivacy } from './scenarios/visibility-and-privacy.ts';
import { visits } from './scenarios/visits.ts';
import { dashboard } from './scenarios/dashboard.ts';
import { search } from './scenarios/search.ts';
import { enquiryFollowUp } from './scenarios/enquiry-follow-up.ts';

interface Reply {
  status: number;
  body: unknown;
  etag?: string | undefined;
  allow?: string | undefined;
}

/**
 * In order (later scenarios read what earlier ones wrote): the reads, the paging edges, every 4xx
 * each side raises, and writes with their rules.
 */
const scenarios: Scenario[] = [
  ...readsAndRefusals,
  ...writesAndSpam,
  ...enquiryFollowUp,
  ...trashAccountsAndHistory,
  ...draftsAndVersions,
  ...visibilityAndPrivacy,
  ...visits,
  ...dashboard,
  ...search,
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const seedIds = new Set(
  Object.values(SEED_IDS).flatMap((group) => Object.values(group as Record<string, string>)),
);

/** A side's replies with the ids it made up and every time replaced, in order of appearance. */
function comparable(replies: Reply[]): Reply[] {
  const made = new Map<string, string>();
  const text = JSON.stringify(replies)
    .replace(TIME, '<time>')
    .replace(UUID, (id) => {
      const lower = id.toLowerCase();
      if (seedIds.has(lower) || lower === UNKNOWN_ID) return id;
      if (!made.has(lower)) made.set(lower, `<id ${made.size + 1}>`);
      return made.get(lower) as string;
    });
  return JSON.parse(text) as Reply[];
}

const served = setupTestApp();
const mockReplies: Reply[] = [];
const serverReplies: Reply[] = [];

async function bodyOf(raw: string): Promise<unknown> {
  // fetch's text() drops a byte order mark (the CSV export's), inject's body keeps it.
  const text = raw.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Each side's `ETag`s by scenario name, for a later scenario's `If-Match`. */
type Tags = Map<string, string | undefined>;
const mockTags: Tags = new Map();
const serverTags: Tags = new Map();
const ifMatchHeader = (scenario: Scenario, tags: Tags): Record<string, string> => {
  const { ifMatch } = scenario;
  const tag = typeof ifMatch === 'object' ? tags.get(ifMatch.from) : ifMatch;
  return tag === undefined ? {} : { 'if-match': tag };
};

async function sendToMocks(scenario: Scenario, token: string): Promise<Reply> {
  const headers: Record<string, string> = {
    ...scenario.headers,
    ...(scenario.auth ? { authorization: `Bearer ${token}` } : {}),
    ...ifMatchHeader(scenario, mockTags),
  };
  let body: BodyInit | undefined;
  if (scenario.form) {
    const form = new FormData();
    for (const part of scenario.form) {
      if (part.filename === undefined) form.append(part.name, String(part.data));
      else {
        const data = typeof part.data === 'string' ? part.data : new Uint8Array(part.data);
        form.append(part.name, new File([data], part.filename, { type: part.type }));
      }
    }
    body = form;
  } else if (scenario.raw !== undefined || scenario.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = scenario.raw ?? JSON.stringify(scenario.body);
  }
  const response = await fetch(`http://localhost${scenario.url}`, {
    method: scenario.method,
    headers,
    body,
  });
  mockTags.set(scenario.name, response.headers.get('etag') ?? undefined);
  return {
    status: response.status,
    body: await bodyOf(await response.text()),
    ...(scenario.etag ? { etag: response.headers.get('etag') ?? undefined } : {}),
    ...(scenario.allow ? { allow: response.headers.get('allow') ?? undefined } : {}),
  };
}

async function sendToServer(scenario: Scenario): Promise<Reply> {
  const auth = scenario.auth ? served.authHeaders : {};
  const form = scenario.form ? multipart(scenario.form) : null;
  const json =
    scenario.raw ?? (scenario.body === undefined ? undefined : JSON.stringify(scenario.body));
  const reply = await served.app.inject({
    method: scenario.method,
    url: encodeURI(scenario.url),
    headers: {
      ...scenario.headers,
      ...auth,
      ...ifMatchHeader(scenario, serverTags),
      ...(form?.headers ?? (json === undefined ? {} : { 'content-type': 'application/json' })),
    },
    payload: form?.payload ?? json,
  });
  const etag = reply.headers.etag === undefined ? undefined : String(reply.headers.etag);
  serverTags.set(scenario.name, etag);
  return {
    status: reply.statusCode,
    body: await bodyOf(reply.body),
    ...(scenario.etag ? { etag } : {}),
    ...(scenario.allow ? { allow: String(reply.headers.allow) } : {}),
  };
}

// The server's replies are checked by the test app; the mocks' here (closed schemas, issue 25).
const mocksContract = createObserver('parity-mocks');
mocksContract.watchMocks(mockServer);

describe('the mocks and the server answer the same scenarios alike', () => {
  beforeAll(async () => {
    mockServer.listen({ onUnhandledFrame: 'error' });
    resetMocks();
    const login = await fetch('http://localhost/api/Auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    for (const scenario of scenarios) {
      mockReplies.push(
        await sendToMocks(scenario, data.token).catch((error: unknown) => ({
          status: 0,
          body: String((error as Error).cause ?? error),
        })),
      );
      serverReplies.push(await sendToServer(scenario));
    }
  }, 120_000);

  afterAll(() => {
    mockServer.close();
    resetMocks();
    mocksContract.save();
  });

  it('gets replies from the mocks that keep the contract', async () => {
    expect(await mocksContract.takeProblems()).toEqual([]);
  });

  it('covers every 4xx the rules raise, paging edges and upper-case ids', () => {
    const statuses = new Set(serverReplies.map((reply) => reply.status));
    expect([...statuses].sort()).toEqual([200, 201, 204, 400, 401, 404, 405, 409, 412, 415]);
  });

  it.each(scenarios.map((scenario, index) => [scenario.name, index] as const))(
    '%s',
    (_name, index) => {
      const mocks = comparable(mockReplies)[index];
      const server = comparable(serverReplies)[index];
      expect(server?.status).toBe(scenarios[index]?.status);
      expect(mocks).toEqual(server);
    },
  );
});
