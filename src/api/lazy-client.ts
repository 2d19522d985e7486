import type { AxiosRequestConfig } from 'axios';
import type { RequestOptions } from './create-client';

type Client = <T>(config: AxiosRequestConfig, options?: RequestOptions) => Promise<T>;

/**
 * The HTTP client (axios, the envelope and error handling, the token policy) loads with the
 * first request rather than with the page, so the first paint never waits for it. The generated
 * hooks call the returned function as their mutator.
 */
export function lazyClient(load: () => Promise<Client>): Client {
  let client: Promise<Client> | undefined;
  return <T>(config: AxiosRequestConfig, options?: RequestOptions) =>
    (client ??= load()).then((run) => run<T>(config, options));
}

/**
 * Fetches the HTTP client's chunk ahead of the first request (the sign-in form, once focused),
 * so that the request does not wait for it; the clients' later `import()` finds it loaded.
 */
export function preloadHttpClient(): void {
  void import('./http-client');
}
