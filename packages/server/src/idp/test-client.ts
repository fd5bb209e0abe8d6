import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webClientId } from './provider.ts';

// A browser and the app's OIDC client, driven over HTTP with app.inject: cookies are kept per
// path like a browser does, redirects are followed by hand so each step can be asserted.

interface Cookie {
  value: string;
  path: string;
}

export interface Response {
  status: number;
  location: string | undefined;
  body: string;
}

export const publicUrl = 'http://localhost:8400';

export class Browser {
  readonly #app: FastifyInstance;
  readonly cookies = new Map<string, Cookie>();
  readonly #remoteAddress: string | undefined;

  /** `remoteAddress`: the client address the server sees (default inject's 127.0.0.1). */
  constructor(app: FastifyInstance, remoteAddress?: string) {
    this.#app = app;
    this.#remoteAddress = remoteAddress;
  }

  #cookieHeader(path: string): string {
    return [...this.cookies]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(`${cookie.path.replace(/\/$/, '')}/`) ||
          cookie.path === '/',
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  #store(setCookie: string | string[] | undefined, requestPath: string) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const pathAttribute = attributes.find((attribute) => /^path=/i.test(attribute));
      const expired = attributes.some((attribute) => /^expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: pathAttribute?.slice(5) ?? requestPath });
    }
  }

  async request(
    url: string,
    options: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url, publicUrl);
    const path = target.pathname;
    const response = await this.#app.inject({
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      url: `${path}${target.search}`,
      ...(this.#remoteAddress ? { remoteAddress: this.#remoteAddress } : {}),
      headers: {
        host: target.host,
        cookie: this.#cookieHeader(path),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
    });
    this.#store(response.headers['set-cookie'], path);
    const location = response.headers.location;
    return { status: response.statusCode, location: location?.toString(), body: response.body };
  }

  /** Follows redirects until one leaves for the app (the client's redirect URI) or a page renders. */
  async follow(response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      if (current.status < 300 || current.status >= 400 || !current.location) return current;
      const next = new URL(current.location, publicUrl);
      if (!next.pathname.startsWith('/oidc/')) return current;
      current = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }
}

export interface AuthorizationRequest {
  verifier: string;
  state: string;
  url: string;
}

export function authorizationRequest(params: Record<string, string> = {}): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: webClientId,
    response_type: 'code',
    scope: 'openid profile email phone address offline',
    redirect_uri: `${publicUrl}/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    ...params,
  });
  return { verifier, state, url: `/oidc/auth?${query}` };
}

export function formAction(page: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('no form on the page');
  return action.replaceAll('&amp;', '&');
}

export interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  scope: string;
}

export async function exchangeCode(
  browser: Browser,
  callback: string,
  request: AuthorizationRequest,
): Promise<TokenSet> {
  const url = new URL(callback, publicUrl);
  if (url.searchParams.get('state') !== request.state) throw new Error(`state mismatch: ${callback}`);
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback}`);
  const response = await browser.request('/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      code_verifier: request.verifier,
      client_id: webClientId,
      redirect_uri: `${publicUrl}/callback`,
    },
  });
  if (response.status !== 200) throw new Error(`token endpoint: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as TokenSet;
}

/** The whole sign-in of a user with a password: authorize, login page, form post, code, tokens. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TokenSet> {
  const browser = new Browser(app);
  const request = authorizationRequest();
  const loginPage = await browser.follow(await browser.request(request.url));
  const callback = await browser.follow(
    await browser.request(formAction(loginPage.body), { form: { email, password } }),
  );
  if (!callback.location) throw new Error(`sign-in did not finish: ${callback.status} ${callback.body}`);
  return exchangeCode(browser, callback.location, request);
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}
