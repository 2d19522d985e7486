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
