import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { BOOT_SCRIPT_HASH } from '../http/boot-script.ts';

export interface SecurityHeadersOptions {
  /**
   * Origins outside this site that forms may post to: the bank payment form and the strong-identification
   * redirect go to their providers (the simulators run on this origin, so none are needed by default).
   */
  formActionOrigins?: string[];
  /** Origins whose pages may be framed (the playable-ticket game client). */
  frameOrigins?: string[];
  /** PUBLIC_URL is https: every cookie carries `Secure` even when TLS ends before a proxy we do not trust. */
  httpsSite?: boolean;
  /** NODE_ENV=production: HSTS on every response, whatever the Host header says. */
  production?: boolean;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): string {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(' ');
  const frame = ["'self'", ...(options.frameOrigins ?? [])].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    `form-action ${formAction}`,
    `frame-src ${frame}`,
    "img-src 'self' data:",
    // Scripts are same-origin files, plus the one fixed inline loader of rendered pages, allowed by its
    // hash (http/boot-script.ts).
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    // Radix Dialog's scroll lock injects a <style> element.
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/**
 * The policy of an answer no browser renders as a page (JSON): nothing may load from it and nothing may
 * frame it. A sixth of the page policy's bytes, on the answers sent most often.
 */
export const jsonPolicy = "default-src 'none'; frame-ancestors 'none'";

const jsonType = /^application\/([\w.-]+\+)?json\b/i;

function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

function secureCookies<T>(value: T): T {
  if (Array.isArray(value)) return value.map((cookie) => withSecure(String(cookie))) as T;
  return (typeof value === 'string' ? withSecure(value) : value) as T;
}

function secureSetCookieIn(headers: unknown): void {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return;
  const record = headers as OutgoingHttpHeaders;
  for (const name of Object.keys(record)) {
    if (name.toLowerCase() === 'set-cookie') record[name] = secureCookies(record[name]);
  }
}

/**
 * Adds `Secure` to every Set-Cookie this response sends, however it is written: Fastify hands its headers
 * to `writeHead`, while the identity provider (a Koa app answering on the raw response) calls `setHeader`.
 */
function secureEveryCookie(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'set-cookie' ? secureCookies(value) : value);
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  (response as unknown as { writeHead: (...args: unknown[]) => ServerResponse }).writeHead = (...args) => {
    secureSetCookieIn(args[args.length - 1]);
    return writeHead(...args);
  };
}

/** The security headers of one answer, by its Content-Type and the host it was asked of. */
export type SecurityHeaders = (
  contentType: string,
  hostname: string,
) => readonly (readonly [string, string])[];

/**
 * Headers on every response. HSTS always in production, otherwise only off localhost: a browser that once
 * saw it for localhost would refuse plain HTTP to every local development server afterwards. The plugin
 * sets them, and the public cache's front door (plugins/public-cache.ts) writes the same ones.
 */
export function securityHeadersFor(options: SecurityHeadersOptions = {}): SecurityHeaders {
  const csp = contentSecurityPolicy(options);
  // Four lists, made once: every response takes one of them (JSON or not, HSTS or not).
  const listOf = (policy: string, hsts: boolean): readonly (readonly [string, string])[] => {
    const list: (readonly [string, string])[] = [
      ['content-security-policy', policy],
      ['x-content-type-options', 'nosniff'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['x-frame-options', 'SAMEORIGIN'],
    ];
    if (hsts) list.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
    return Object.freeze(list);
  };
  const json = { hsts: listOf(jsonPolicy, true), plain: listOf(jsonPolicy, false) };
  const page = { hsts: listOf(csp, true), plain: listOf(csp, false) };
  return (contentType, hostname) => {
    const lists = jsonType.test(contentType) ? json : page;
    return options.production || !localHosts.has(hostname) ? lists.hsts : lists.plain;
  };
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const securityHeaders = securityHeadersFor(options);
    // Over https (directly, or per X-Forwarded-Proto from a trusted proxy) or on an https site, a cookie
    // without `Secure` could be sent over a plain-http request to the same host and be read on the way.
    // Callback hooks: they run on every response and wait for nothing.
    app.addHook('onRequest', (request, reply, done) => {
      if (options.httpsSite || request.protocol === 'https') secureEveryCookie(reply.raw);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      for (const [name, value] of securityHeaders(contentType, request.hostname)) reply.header(name, value);
      done(null, payload);
    });
  },
  { name: 'arpa-security-headers', fastify: '5.x' },
);
