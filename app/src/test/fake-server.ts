/**
 * A fake backend behind `fetch` for component tests: a small router that answers the JSON the server
 * would (SPEC §7), and a record of every request the app sent. Tests drive the real API client and SWR
 * through it, so they check what the player sees and what reaches the server, not how the app is wired.
 */

/** One request as the server would see it. */
export interface FakeRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** The path's `:name` parts. */
  params: Record<string, string>;
}

/** An answer with a status other than 200 (or no body). */
export interface FakeReply {
  status: number;
  body?: unknown;
}

const replyMark = Symbol('fake reply');

/** Answer `status` with `body`, e.g. `reply(400, { code: 'invalid_codes' })`. */
export function reply(status: number, body?: unknown): FakeReply {
  return { status, body, [replyMark]: true } as FakeReply;
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && replyMark in value;
}

/** A handler answers a JSON body (status 200), a {@link reply}, or a promise of either. */
export type FakeHandler = (request: FakeRequest) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export interface FakeServer {
  /** Adds (or, for the same method and path, replaces) a route; `path` may hold `:name` parts. */
  on(method: string, path: string, handler: FakeHandler): FakeServer;
  /** Every request sent so far, in order. */
  readonly requests: FakeRequest[];
  /** The requests to one method and path (without query), e.g. `requestsTo('POST', '/api/v1/shop/cart')`. */
  requestsTo(method: string, path: string): FakeRequest[];
  /** Requests no route answered (they got 404 `not_found`). */
  readonly unanswered: FakeRequest[];
  fetch: typeof fetch;
}

export function createFakeServer(): FakeServer {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];
  const unanswered: FakeRequest[] = [];

  async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://arpa.localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: headersOf(init),
      body: text === undefined ? undefined : JSON.parse(text),
      params: {},
    };
    requests.push(request);
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) {
      unanswered.push(request);
      return Response.json({ code: 'not_found' }, { status: 404, statusText: 'Not Found' });
    }
    const match = route.pattern.exec(url.pathname)!;
    route.names.forEach((name, index) => {
      request.params[name] = decodeURIComponent(match[index + 1]!);
    });
    const result = await route.handler(request);
    if (isReply(result)) {
      return result.body === undefined
        ? new Response(null, { status: result.status })
        : Response.json(result.body, { status: result.status });
    }
    return result === undefined ? new Response(null, { status: 204 }) : Response.json(result);
  }

  const server: FakeServer = {
    on(method, path, handler) {
      const { pattern, names } = compile(path);
      const upper = method.toUpperCase();
      const index = routes.findIndex((r) => r.method === upper && r.pattern.source === pattern.source);
      const route = { method: upper, pattern, names, handler };
      if (index >= 0) routes[index] = route;
      else routes.push(route);
      return server;
    },
    requests,
    requestsTo: (method, path) =>
      requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    unanswered,
    fetch: answer as typeof fetch,
  };
  return server;
}
