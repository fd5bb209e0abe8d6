import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { compressedCopyOffLoop, type Coding } from '../http/compression.ts';
import fp from 'fastify-plugin';
import type { SecurityHeaders } from './security-headers.ts';

/**
 * The public catalogue (lotteries, the shop's categories and products, the CMS content) is the same for
 * every visitor and changes only when an operator imports or replaces it. Routes that opt in with
 * `config: { publicCache: true }` are answered from memory, with an ETag and a `Cache-Control` that lets
 * browsers and shared caches keep them (docs/decisions/0025-public-cache.md).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for everyone (no user, no cookie): cache it in the process and in clients. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCacheOptions {
  db: Kysely<Database>;
  /** How long an answer is served from memory at most (time-dependent visibility): default 5 s. */
  ttlMs?: number;
  /** How often the version row is read, so other processes' changes are seen: default 1 s. */
  pollMs?: number;
  /** At most this many different URLs are kept (query strings are the visitor's to choose). */
  maxEntries?: number;
  /** `Cache-Control` of the answers. */
  cacheControl?: string;
  /**
   * Answers of at least this many bytes go compressed to a client that accepts br or gzip (the compression
   * plugin's threshold): their compressed copies are kept with them. Default: never.
   */
  compressAbove?: number;
  /**
   * The headers every answer carries (plugins/security-headers.ts): with them the cache answers its plain
   * reads at the server's door, before the framework (`answerAtTheDoor`). Without them it does not.
   */
  securityHeaders?: SecurityHeaders;
}

export interface PublicCache {
  /** Drops every cached answer of this process now (other processes: within `pollMs`). */
  invalidate(): void;
  /** Reads the catalogue's version if `pollMs` has passed, so a change by another process is seen. */
  refresh(): Promise<void>;
  /** Changes whenever the cached answers are dropped: what was derived from them is stale. */
  readonly generation: number;
  /** Cached answers (for tests and the benchmark). */
  readonly size: number;
  /** Compressed copies of cached answers made so far (for tests). */
  readonly compressedCopies: number;
  /**
   * Answers a request on the raw server from memory, as the route would through the framework, when it is a
   * plain read of a kept answer; false (nothing written) for anything else, which the framework then answers.
   */
  answerAtTheDoor(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * Puts `answer` in front of the server's request handler (the framework's): a request it answered goes no
 * further. Requests made with `inject` do not pass here; they reach the framework as before.
 */
export function answerFirst(
  server: Server,
  answer: (request: IncomingMessage, response: ServerResponse) => boolean,
): void {
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answer(request, response)) return;
    for (const handler of handlers) handler.call(server, request, response);
  });
}

/** Log levels at which the framework logs every request (the door then logs the requests it answers). */
const requestLogLevels = new Set(['trace', 'debug', 'info']);

/** The host a request was asked of, without the port, as Fastify's `request.hostname` reads it. */
function hostnameOf(host: string): string {
  if (host[0] === '[') return host.slice(0, host.indexOf(']') + 1);
  return host.split(':', 1)[0]!;
}

export const catalogueCacheName = 'catalogue';

/**
 * Records that the catalogue changed: in the writer's own transaction, so the new version is visible
 * exactly when the change is. Every process drops its cached answers once it reads the new number.
 */
export async function bumpCatalogueVersion(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  await db
    .updateTable('cache_versions')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: new Date() }))
    .where('name', '=', catalogueCacheName)
    .execute();
}

interface Entry {
  body: string;
  bytes: number;
  contentType: string;
  etag: string;
  storedAt: number;
  /** The body compressed, each made once, after the first answer that asked for it. */
  encoded: Partial<Record<Coding, Buffer>>;
  encoding: Set<Coding>;
}

/**
 * Which of br and gzip a client's Accept-Encoding asks for, as the compression plugin reads it: the higher
 * q, br on a tie, `*` and `x-gzip` as gzip; null for neither (or no header). Undefined for a header this
 * reading does not follow (a coding named twice, a malformed part): the plugin then compresses as usual.
 */
export function preferredCoding(header: string | undefined): Coding | null | undefined {
  if (header === undefined) return null;
  const q: Partial<Record<string, number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    if (part.trim() === '') continue;
    const match = /^\s*([a-z0-9*-]+)\s*(?:;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?\s*$/.exec(part);
    if (!match) return undefined;
    const name = match[1] === '*' || match[1] === 'x-gzip' ? 'gzip' : match[1]!;
    if (q[name] !== undefined) return undefined;
    q[name] = match[2] === undefined ? 1 : Number(match[2]);
  }
  const br = q.br ?? 0;
  const gzipQ = q.gzip ?? 0;
  if (br <= 0 && gzipQ <= 0) return null;
  return br >= gzipQ ? 'br' : 'gzip';
}

/** Compresses a kept answer once per coding, off the event loop; the next answers send the copy. */
function encodeLater(entry: Entry, coding: Coding, onKept: () => void): void {
  if (entry.encoding.has(coding)) return;
  entry.encoding.add(coding);
  compressedCopyOffLoop(Buffer.from(entry.body), coding).then(
    (copy) => {
      entry.encoded[coding] = copy;
      onKept();
    },
    () => undefined,
  );
}

interface Pending {
  /** The local generation when the request began: an answer computed across a change is not kept. */
  generation: number;
}

/** A weak validator of the body: equal bodies, equal tags, whatever the transfer encoding. */
function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

export const publicCachePlugin = fp<PublicCacheOptions>(
  async (app, options) => {
    const { db } = options;
    const ttlMs = options.ttlMs ?? 5_000;
    const pollMs = options.pollMs ?? 1_000;
    const maxEntries = options.maxEntries ?? 500;
    const cacheControl = options.cacheControl ?? 'public, max-age=5, stale-while-revalidate=60';
    const compressAbove = options.compressAbove ?? Infinity;

    const entries = new Map<string, Entry>();
    const pending = new WeakMap<FastifyRequest, Pending>();
    // Bumped at every local invalidation and every new version seen; entries carry none, the map is cleared.
    let generation = 0;
    let compressedCopies = 0;
    let knownVersion: string | undefined;
    let checkedAt = 0;
    let checking: Promise<void> | undefined;

    function invalidate(): void {
      generation += 1;
      entries.clear();
    }

    async function readVersion(): Promise<void> {
      try {
        const row = await db
          .selectFrom('cache_versions')
          .select('version')
          .where('name', '=', catalogueCacheName)
          .executeTakeFirst();
        const version = String(row?.version ?? '');
        if (knownVersion !== undefined && version !== knownVersion) invalidate();
        knownVersion = version;
        checkedAt = Date.now();
      } catch (error) {
        // Without the version nothing cached can be trusted: serve from the database until it answers.
        invalidate();
        app.log.warn({ err: error }, 'public cache: version check failed');
      }
    }

    /** Whether the version row was read within `pollMs`. */
    const fresh = () => Date.now() - checkedAt < pollMs;

    /** Reads the version row at most once per `pollMs`, one read at a time however many requests wait. */
    async function refresh(): Promise<void> {
      if (fresh()) return;
      checking ??= readVersion().finally(() => {
        checking = undefined;
      });
      await checking;
    }

    function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
      reply.header('etag', entry.etag).header('cache-control', cacheControl);
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      const coding =
        entry.bytes >= compressAbove ? preferredCoding(request.headers['accept-encoding']) : null;
      if (coding) {
        const encoded = entry.encoded[coding];
        if (encoded) {
          // The compression plugin leaves an answer with a Content-Encoding as it is.
          reply.header('content-encoding', coding).header('vary', 'accept-encoding');
          return reply.type(entry.contentType).send(encoded);
        }
        encodeLater(entry, coding, () => (compressedCopies += 1));
      }
      return reply.type(entry.contentType).send(entry.body);
    }

    app.decorate('publicCache', {
      invalidate,
      refresh,
      get generation() {
        return generation;
      },
      get size() {
        return entries.size;
      },
      get compressedCopies() {
        return compressedCopies;
      },
      answerAtTheDoor,
    });

    let closing = false;
    app.addHook('preClose', (done) => {
      // Requests that arrive while the server closes are the framework's (it answers them 503).
      closing = true;
      done();
    });

    /**
     * The front door (docs/decisions/0067-public-cache-front-door.md): a GET of a kept answer, fresh, with
     * nothing the framework would read differently (credentials, a validator, a forwarded host, a body, an
     * Accept-Encoding this reading does not follow, a compressed copy not made yet), is answered here with
     * the bytes and headers the route's cached answer has through the framework. Anything else: false.
     */
    function answerAtTheDoor(request: IncomingMessage, response: ServerResponse): boolean {
      const { securityHeaders } = options;
      if (!securityHeaders || closing || request.method !== 'GET' || !fresh()) return false;
      const entry = entries.get(request.url ?? '');
      if (!entry || Date.now() - entry.storedAt >= ttlMs) return false;
      const headers = request.headers;
      if (
        headers.authorization !== undefined ||
        headers['if-none-match'] !== undefined ||
        headers['x-forwarded-host'] !== undefined ||
        headers['content-length'] !== undefined ||
        headers['transfer-encoding'] !== undefined
      ) {
        return false;
      }
      let body: string | Buffer = entry.body;
      let length = entry.bytes;
      const raw: string[] = ['content-type', entry.contentType];
      if (entry.bytes >= compressAbove) {
        const coding = preferredCoding(headers['accept-encoding']);
        if (coding === undefined) return false;
        if (coding) {
          const encoded = entry.encoded[coding];
          if (!encoded) return false;
          body = encoded;
          length = encoded.length;
          raw.push('content-encoding', coding, 'vary', 'accept-encoding');
        }
      }
      for (const [name, value] of securityHeaders(entry.contentType, hostnameOf(headers.host ?? ''))) {
        raw.push(name, value);
      }
      raw.push('etag', entry.etag, 'cache-control', cacheControl, 'content-length', String(length));
      response.writeHead(200, raw);
      response.end(body);
      if (requestLogLevels.has(app.log.level)) {
        app.log.info(
          { req: { method: 'GET', url: request.url, remoteAddress: request.socket.remoteAddress } },
          'request answered from the public cache',
        );
      }
      return true;
    }

    const answerFromCache = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      const entry = entries.get(request.url);
      if (entry && Date.now() - entry.storedAt < ttlMs) {
        // Answered here: the chain stops (done is not called), as for a hook that returns the reply.
        sendCached(request, reply, entry);
        return;
      }
      pending.set(request, { generation });
      done();
    };

    // A callback hook: the cached answer is the hot path of every public read, and an async hook that
    // returns the reply costs a promise and a wait on the response's end per request.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.routeOptions.config.publicCache) return done();
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      if (fresh()) return answerFromCache(request, reply, done);
      refresh().then(
        () => answerFromCache(request, reply, done),
        (error: unknown) => done(error as Error),
      );
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, store(request, reply, payload));
    });

    /** Keeps a public catalogue answer for the next requests; answers 304 where the client has it. */
    function store(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      if (!request.routeOptions.config.publicCache) return payload;
      const started = pending.get(request);
      if (!started || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      if (started.generation === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(request.url, {
          body: payload,
          bytes: Buffer.byteLength(payload),
          contentType,
          etag,
          storedAt: Date.now(),
          encoded: {},
          encoding: new Set(),
        });
      }
      reply.header('etag', etag).header('cache-control', cacheControl);
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }
  },
  { name: 'arpa-public-cache', fastify: '5.x' },
);
