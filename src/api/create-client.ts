import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  ApiError,
  fallbackMessage,
  isAxiosErrorLike,
  readErrorBody,
  toApiError,
} from './api-error';
import { clientSession } from './client-session';
import { normalizeEnvelope } from './envelope';
import { createOperationMatcher, type OperationRoute } from '../../core/lib/operation-info';
import type { ContractLoader } from './response-validation';
import { rememberVersion } from './versions';

/** Per-call options a screen may pass through a generated hook's `request` option. */
export interface RequestOptions extends Omit<AxiosRequestConfig, 'auth'> {
  /**
   * Send the token even on a public operation (the administrator's product list), or (false)
   * never send it.
   */
  withToken?: boolean;
  /**
   * false: a 401 is the answer itself (a wrong password when proving who you are), not a session
   * that ended; no sign-in dialog opens.
   */
  askToSignIn?: boolean;
}

interface ServiceClientOptions {
  service: string;
  baseURL: string;
  /** The operations that need no token (generated from the contract's `security: []`). */
  publicOperations: readonly OperationRoute[];
  /** The backend wraps replies in `{ success, message, data }`; the other services do not. */
  envelope: boolean;
  /** The operation index and zod schemas, loaded only where replies are checked (dev, tests). */
  loadContract: ContractLoader;
  /** Turns a known failure into a reply (e.g. 'No documents found' into an empty list). */
  recover?: (error: ApiError, config: AxiosRequestConfig) => unknown;
  timeout?: number;
}

const isJsonReply = (response: AxiosResponse) =>
  String(response.headers['content-type'] ?? '').includes('json') ||
  (typeof response.data === 'object' && response.data !== null && !(response.data instanceof Blob));

/**
 * A download asks for a Blob, so its JSON error reply arrives as a Blob too: read it, so that the
 * server's message reaches the user.
 */
async function withReadableErrorBody(error: unknown): Promise<unknown> {
  if (!isAxiosErrorLike(error) || !(error.response?.data instanceof Blob)) return error;
  const blob = error.response.data;
  if (!/json|text/.test(blob.type)) return error;
  try {
    const text = await blob.text();
    error.response.data = blob.type.includes('json') ? JSON.parse(text) : text;
  } catch {
    // Unreadable: keep the Blob and fall back to the generic message.
  }
  return error;
}

/**
 * Builds the axios mutator orval's generated hooks call for one service. It adds the base URL and
 * the bearer token (not on public operations), normalises the envelope, checks the reply against
 * the contract in dev and tests, and turns every failure into an {@link ApiError}.
 */
export function createServiceClient(options: ServiceClientOptions) {
  const instance = axios.create({ baseURL: options.baseURL, timeout: options.timeout ?? 30_000 });
  const findPublicOperation = createOperationMatcher(options.publicOperations);

  async function send<T>(
    config: AxiosRequestConfig,
    axiosOptions: AxiosRequestConfig,
    sendToken: boolean,
  ): Promise<T> {
    const token = clientSession().token();
    const headers = { ...config.headers, ...axiosOptions.headers } as Record<string, string>;
    if (sendToken && token) headers.Authorization = `Bearer ${token}`;

    try {
      const response = await instance.request({ ...config, ...axiosOptions, headers });
      // A record's version, for the panel's saves (a visitor's reads carry the cache's tags).
      if (response.status < 400 && sendToken && token)
        rememberVersion(
          config.url ?? '',
          response.headers.etag as string | undefined,
          response.data,
        );
      let data: unknown = response.data;
      // A caller may let 4xx replies through axios (uploads: 'statuses below 500 are not transport
      // failures'); they are still failures.
      if (response.status >= 400) {
        const { message, errors } = readErrorBody(data);
        throw new ApiError({
          status: response.status,
          message: message ?? fallbackMessage(response.status),
          errors,
          body: data,
        });
      }
      if (options.envelope && isJsonReply(response)) {
        const envelope = normalizeEnvelope(data);
        if (!envelope.success) {
          throw new ApiError({
            status: response.status,
            message: envelope.message ?? fallbackMessage(response.status),
            errors: (envelope as { errors?: Record<string, string[]> }).errors ?? null,
            body: response.data,
          });
        }
        data = envelope;
      }
      // Replies are checked against the contract in development and in tests, never in production
      // (written inline so that the bundler drops the check and the schemas from a production build).
      if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
        const { checkResponse } = await import('./response-validation');
        await checkResponse(options.service, config, options.loadContract, data);
      }
      return data as T;
    } catch (error) {
      const apiError = toApiError(await withReadableErrorBody(error));
      const recovered = options.recover?.(apiError, config);
      if (recovered !== undefined) return recovered as T;
      throw apiError;
    }
  }

  /**
   * A call that needs the session and is refused for a reason the administrator can resolve (see
   * `ClientSession.resolve`, src/api/client-session.ts) waits for it and is sent once more with the
   * new token; a dialog given up reaches the caller as its PromptCancelledError. The one place
   * these refusals are handled.
   */
  return async function serviceClient<T>(
    config: AxiosRequestConfig,
    requestOptions?: RequestOptions,
  ): Promise<T> {
    const { withToken, askToSignIn = true, ...axiosOptions } = requestOptions ?? {};
    const sendToken = withToken ?? !findPublicOperation(config.method ?? 'GET', config.url ?? '');
    // Each reason once: signing in again may be followed by a password to change, but a second
    // 401 after signing in is a failure.
    const resolved = new Set<string>();
    for (;;) {
      try {
        return await send<T>(config, axiosOptions, sendToken);
      } catch (error) {
        const next =
          sendToken && error instanceof ApiError
            ? clientSession().resolve(error, askToSignIn)
            : null;
        if (!next || resolved.has(next.kind)) throw error;
        resolved.add(next.kind);
        await next.wait();
      }
    }
  };
}
