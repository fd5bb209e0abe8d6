import {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_TOKEN_PATH,
  IDEMPOTENCY_KEY_HEADER,
  NETWORK_FAILURE_MESSAGE,
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  type ApiCall,
  type ApiCalls,
  type ApiResponse,
  type ErrorCode,
} from '@arpa/contract';
import { readCookie } from './cookies';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly body: unknown;
  /** `code` is the catalogued code of `body` (errorCodeOf of @arpa/contract). */
  constructor(status: number, body: unknown, message: string, code: ErrorCode | undefined) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.code = code;
  }
}

/** What every call may add besides what the contract's call map says it takes. */
export interface RequestExtras {
  /** Statuses for which this call shows no toast (SPEC §8: some calls skip the toast for listed statuses). */
  silentStatuses?: readonly number[];
  signal?: AbortSignal;
  /** One checkout attempt's key (Idempotency-Key): a repeat with the same key answers the same result. */
  idempotencyKey?: string;
}

/**
 * One part of a call's options (`params`, `query` or `body`) as the call map declares it: required when the
 * call has it and it is not all optional, optional when every field of it is, absent otherwise.
 */
type CallPart<Spec, Name extends 'params' | 'query' | 'body'> = Spec extends { [K in Name]: infer Value }
  ? Record<never, never> extends Value
    ? { [K in Name]?: Value }
    : { [K in Name]: Value }
  : { [K in Name]?: never };

/**
 * The options of one call of the contract's call map (`ApiCalls`): its path parameters, query and JSON
 * body, typed by the map, plus the {@link RequestExtras}.
 */
export type ApiCallOptions<C extends ApiCall> = RequestExtras &
  CallPart<ApiCalls[C], 'params'> &
  CallPart<ApiCalls[C], 'query'> &
  CallPart<ApiCalls[C], 'body'>;

/** A call's options as an argument list: optional when the call needs nothing. */
export type ApiCallArgs<C extends ApiCall> =
  Record<never, never> extends ApiCallOptions<C>
    ? [options?: ApiCallOptions<C>]
    : [options: ApiCallOptions<C>];

export interface ApiClientOptions {
  /** The id token of the signed-in user, sent as the Bearer token. */
  getIdToken: () => string | undefined;
  /** Shows a red toast. */
  onError: (text: string) => void;
  /** A 401 with `signature_has_expired` logs the user out (SPEC §4). */
  onSignatureExpired: () => void;
  fetch?: typeof fetch;
  cookies?: () => string;
}

export interface ApiClient {
  /**
   * One call of the contract's call map, e.g. `api.call('PATCH /api/v1/users/limits', { body })`: the
   * path, its parameters, the query, the body and the answer are all typed by `ApiCalls`.
   */
  call<C extends ApiCall>(call: C, ...options: ApiCallArgs<C>): Promise<ApiResponse<C>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The options of a call whose name is known only at run time. */
interface LooseCallOptions extends RequestExtras {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

function methodAndPath(call: ApiCall): { method: Method; path: string } {
  const space = call.indexOf(' ');
  return { method: call.slice(0, space) as Method, path: call.slice(space + 1) };
}

/**
 * The address of a call: its path with the `{name}` parameters filled in (URI-encoded) and its query
 * appended. It is also the SWR cache key of a read, the one the server uses when it renders a page.
 */
export function apiUrl<C extends ApiCall>(call: C, ...options: ApiCallArgs<C>): string {
  return urlOf(call, (options as unknown[])[0] as LooseCallOptions | undefined);
}

function urlOf(call: ApiCall, options: LooseCallOptions = {}): string {
  const { params, query } = options;
  const path = methodAndPath(call).path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return withQuery(path, query);
}

/** True for the server's answer to a token minted for another session (or before sign-in). */
function isStaleCsrfToken(status: number, body: unknown): boolean {
  return status === 403 && (body as { code?: unknown } | null)?.code === 'csrf_token_invalid';
}

/**
 * The catalogued code and toast text of a failed call. The error catalogue (codes and Finnish texts)
 * is loaded when the first call fails, not with the landing page; should that load fail (the site was
 * just redeployed, the network dropped), the toast says the status instead of showing nothing.
 */
async function describeFailure(
  body: unknown,
  status: number,
  statusText: string,
): Promise<{ code: ErrorCode | undefined; text: string }> {
  try {
    const { errorCodeOf, errorToastText } = await import('@arpa/contract/errors');
    return { code: errorCodeOf(body), text: errorToastText(body, status, statusText) };
  } catch {
    return { code: undefined, text: `${status} ${statusText}`.trim() };
  }
}

function withQuery(path: string, query: LooseCallOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * JSON over fetch with the anti-forgery, Bearer and order-token headers (SPEC §7). The quick-claim token
 * travels only as its cookie: the server sets it HttpOnly, so no page can read it to copy it into the
 * `claim-token` header (which the server still accepts from clients without a cookie jar).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const cookies = options.cookies ?? (() => document.cookie);

  /**
   * The anti-forgery token is bound to the sign-in session (docs/decisions/0028-csrf.md): after signing in or
   * out, or when another tab of the browser changed the cookie, the first write is refused as
   * `csrf_token_invalid`. The client then asks for a token of the current session (the server sets it as
   * the cookie) and sends the write once more, so the player never sees the refusal.
   */
  async function renewCsrfToken(signal: AbortSignal | undefined): Promise<void> {
    const idToken = options.getIdToken();
    await doFetch(CSRF_TOKEN_PATH, {
      method: 'GET',
      headers: { accept: 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      credentials: 'include',
      signal,
    });
  }

  async function send(
    method: Method,
    url: string,
    request: LooseCallOptions,
    retried = false,
  ): Promise<unknown> {
    const cookieString = cookies();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const csrf = readCookie(CSRF_COOKIE, cookieString);
    if (csrf) headers[CSRF_HEADER] = csrf;
    const idToken = options.getIdToken();
    if (idToken) headers.authorization = `Bearer ${idToken}`;
    const orderToken = readCookie(ORDER_TOKEN_COOKIE, cookieString);
    if (orderToken) headers[ORDER_TOKEN_HEADER] = orderToken;
    if (request.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;

    const response = await doFetch(url, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'include',
      signal: request.signal,
    });

    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (response.ok) return body;
    if (!retried && method !== 'GET' && isStaleCsrfToken(response.status, body)) {
      await renewCsrfToken(request.signal);
      return send(method, url, request, true);
    }

    const { code, text: toast } = await describeFailure(body, response.status, response.statusText);
    const error = new ApiRequestError(response.status, body, toast, code);
    if (response.status === 401 && error.code === 'signature_has_expired') options.onSignatureExpired();
    if (!request.silentStatuses?.includes(response.status)) options.onError(toast);
    throw error;
  }

  return {
    async call<C extends ApiCall>(call: C, ...args: ApiCallArgs<C>) {
      const request = ((args as unknown[])[0] ?? {}) as LooseCallOptions;
      const { method } = methodAndPath(call);
      try {
        return (await send(method, urlOf(call, request), request)) as ApiResponse<C>;
      } catch (error) {
        // No answer at all (fetch itself failed): a write the player asked for says so, where it used to
        // end in silence. A read shows its own state on its page, and SWR asks again.
        if (!(error instanceof ApiRequestError) && method !== 'GET' && !request.signal?.aborted)
          options.onError(NETWORK_FAILURE_MESSAGE);
        throw error;
      }
    },
  };
}
