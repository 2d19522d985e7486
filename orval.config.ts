import { defineConfig, type Options } from 'orval';

/**
 * One entry per contract and output kind. Every `target` folder holds generated code only and is
 * emptied on each run (`clean`), so nothing hand-written may live there.
 */
const services = [
  { name: 'backend', mutator: 'backendClient' },
  { name: 'content', mutator: 'contentClient' },
  { name: 'email', mutator: 'emailClient' },
] as const;

const entries: Record<string, Options> = {};
for (const { name, mutator } of services) {
  const input = { target: `./openapi/${name}.yaml` };
  // react-query hooks and types, plus MSW handlers that the stateful mocks (mocks/) override.
  entries[name] = {
    input,
    output: {
      mode: 'tags-split',
      target: `./src/api/generated/${name}/endpoints`,
      schemas: `./src/api/generated/${name}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { generators: [{ type: 'msw' }] },
      override: {
        mutator: { path: `./src/api/clients/${name}-client.ts`, name: mutator },
        query: { useSuspenseQuery: true },
      },
    },
  };
  // Plain request functions without TanStack Query, for the public pages (issue 24): a public
  // route that imported them from the hooks' modules above would share those modules' chunks
  // with the panel, and TanStack Query with them.
  entries[`${name}Functions`] = {
    input,
    output: {
      mode: 'tags-split',
      target: `./src/api/generated/${name}-functions/endpoints`,
      schemas: `./src/api/generated/${name}-functions/model`,
      client: 'axios-functions',
      clean: true,
      override: { mutator: { path: `./src/api/clients/${name}-client.ts`, name: mutator } },
    },
  };
  // zod schemas: form validation, and the contract checks of replies in dev and tests.
  entries[`${name}Zod`] = {
    input,
    output: {
      mode: 'single',
      target: `./src/api/generated/${name}-zod/${name}.zod.ts`,
      client: 'zod',
      clean: true,
    },
  };
}

export default defineConfig(entries);
