import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node';

/**
 * The JSON bodies of the requests with this method whose path ends with `path`, as they are sent
 * (before the mocks answer). The listener is removed after the test.
 */
export function captureJsonBodies(method: string, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}
