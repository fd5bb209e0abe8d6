import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppShell, ShellDocument, ShellVisitor } from './app-shell.ts';
import type { FromRenderThread, ToRenderThread } from './render-worker.ts';

/**
 * Server rendering of the public pages (issue 13, docs/decisions/0037-server-rendering.md). The app's build
 * has a server entry (`app/dist-server/entry-server.js`, from app/src/entry-server.tsx); the server
 * loads that module, never the app's source. The entry asks for the page's reads by path; they are
 * answered here through the server's own routes (`inject`, anonymous, GET only, the public catalogue
 * only), so a rendered page shows exactly what the API would answer a visitor.
 *
 * A rendered page is the same for every visitor of its kind (first visit or not): it is kept in memory,
 * dropped at once when the public catalogue cache is invalidated (an operator's change, seen by every
 * process), and rendered again behind the scenes once it is older than `ttlMs` (stale-while-revalidate).
 */

/** The module's interface (app/src/entry-server.tsx). */
export interface ServerEntry {
  render(
    url: string,
    load: (key: string) => Promise<unknown>,
    options: { consentChosen: boolean; playableTicketsEnabled: boolean },
  ): Promise<{ html: string; data: Record<string, unknown> }>;
  consentChosen(cookieValue: string | undefined): boolean;
  /** Whether the address is a page of the app's route tables (else the server answers 404). */
  isKnownPage?(pathname: string, options: { playableTicketsEnabled: boolean }): boolean;
}

export type RenderOptions = Parameters<ServerEntry['render']>[2];
type RenderedPage = Awaited<ReturnType<ServerEntry['render']>>;

const postTo = (thread: Worker, message: ToRenderThread) => thread.postMessage(message);

/**
 * The app's `render`, run on a thread of its own (http/render-worker.ts, docs/decisions/0066): the page's
 * reads are answered here by `load`, on this thread; React's work is the worker's. One worker renders every
 * page (a page waits for its reads most of the time, so renders interleave there as they did here). A render
 * that has not finished in `timeoutMs` fails (the visitor gets the plain shell) and the worker is replaced,
 * since a render that never ends may be holding it; so is a worker that exits. `close` ends it.
 */
function renderThread(entryUrl: string, log: FastifyBaseLogger, timeoutMs: number) {
  interface Pending {
    load: (key: string) => Promise<unknown>;
    resolve: (page: RenderedPage) => void;
    reject: (error: Error) => void;
    timer: NodeJS.Timeout;
    owner: Worker;
  }
  let worker: Worker | undefined;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (of: Worker, error: Error) => {
    if (worker === of) worker = undefined;
    for (const [id, waiting] of pending) {
      if (waiting.owner !== of) continue;
      pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { entryUrl } });
    // Rendering must not keep a server that is shutting down alive, nor a test run.
    thread.unref();
    thread.on('message', (message: FromRenderThread) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      if (message.type === 'load') {
        const answer = (reply: { value?: unknown; error?: string }) => {
          try {
            postTo(thread, { type: 'loaded', loadId: message.loadId, ...reply });
          } catch (error) {
            // An answer that cannot be copied to the thread (never JSON): the read fails there instead.
            postTo(thread, { type: 'loaded', loadId: message.loadId, error: String(error) });
          }
        };
        waiting.load(message.key).then(
          (value) => answer({ value }),
          (error: unknown) => answer({ error: String(error) }),
        );
        return;
      }
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.type === 'rendered') waiting.resolve({ html: message.html, data: message.data });
      else waiting.reject(new Error(message.message));
    });
    thread.on('error', (error) => {
      log.error({ err: error }, 'the rendering thread failed; it is started again for the next page');
      failAll(thread, error);
    });
    thread.on('exit', () => failAll(thread, new Error('the rendering thread exited')));
    worker = thread;
    return thread;
  }

  return {
    render(url: string, load: (key: string) => Promise<unknown>, options: RenderOptions) {
      if (closed) return Promise.reject(new Error('the server is closing'));
      const thread = started();
      const id = (nextId += 1);
      return new Promise<RenderedPage>((resolve, reject) => {
        const timer = setTimeout(() => {
          log.error({ url, timeoutMs }, 'a page took too long to render; the rendering thread is replaced');
          failAll(thread, new Error(`rendering ${url} took over ${timeoutMs} ms`));
          void thread.terminate();
        }, timeoutMs);
        timer.unref();
        pending.set(id, { load, resolve, reject, timer, owner: thread });
        postTo(thread, { type: 'render', id, url, options });
      });
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

/** A rendered page's document and the status it is sent with: 404 when a read of its subject found nothing. */
export type RenderedDocument = ShellDocument & { status: 200 | 404 };

/** The reads a public page may make: the anonymous catalogue and the CMS content file. */
const publicReads = [
  /^\/api\/v1\/lotteries(?:\?|\/by-slug\/|$)/,
  /^\/api\/v1\/shop\/categories(?:\?|$)/,
  /^\/api\/v1\/shop\/products(?:\?|\/\d+(?:\?|$)|$)/,
  /^\/static\/content\.json$/,
];

/** The reads of a page's subject, keyed by its address: 404 for one of these makes the page a 404. */
const subjectReads = [/^\/api\/v1\/lotteries\/by-slug\//, /^\/api\/v1\/shop\/products\/\d+(?:\?|$)/];

export interface ServerRenderer {
  /** Whether the consent cookie's value is a cookie choice, by the app's own rule. */
  consentChosen(cookieValue: string | undefined): boolean;
  /**
   * The page's document, rendered (or from memory); undefined when the address is not a rendered page
   * or rendering failed (the caller then sends the plain shell, and the app renders in the browser).
   */
  document(url: string, visitor: ShellVisitor): Promise<RenderedDocument | undefined>;
  /**
   * Whether the address is one of the app's pages, by the app's own route tables (its server entry): any
   * other address is answered 404 with the app's not-found page. True when the entry cannot tell.
   */
  isKnownPage(path: string): boolean;
  /** Renders these pages ahead, for both kinds of visitor, so the first visitors are not kept waiting. */
  warm(urls: string[]): Promise<void>;
  /** Ends the rendering thread (the server is closing). */
  close(): Promise<void>;
}

export interface ServerRendererOptions {
  /** The built app (`app/dist`); the server entry is beside it in `app/dist-server`. */
  appDir: string;
  shell: AppShell;
  app: FastifyInstance;
  log: FastifyBaseLogger;
  /** How long a rendered page is served from memory at most (time-dependent visibility): default 5 s. */
  ttlMs?: number;
  /** At most this many addresses are kept (query strings are the visitor's to choose). */
  maxEntries?: number;
  /** PLAYABLE_TICKETS_ENABLED: the render shows what the browser will (nav entry, landing card). */
  playableTicketsEnabled?: boolean;
  /** A render that has not finished by then fails (the plain shell is sent): default 10 s. */
  renderTimeoutMs?: number;
}

interface Entry {
  generation: number;
  storedAt: number;
  /** The markup and the embedded answers, as one string: an unchanged page keeps its document. */
  fingerprint: string;
  document: RenderedDocument;
}

/** Loads the app's server entry; undefined when the app was built without it. */
export async function loadServerRenderer(
  options: ServerRendererOptions,
): Promise<ServerRenderer | undefined> {
  const entryPath = join(options.appDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryPath)) return undefined;
  const entryUrl = pathToFileURL(entryPath).href;
  // Its quick rules (a consent cookie's value, the route tables) are asked here; its pages are rendered
  // on the rendering thread.
  const entry = (await import(entryUrl)) as ServerEntry;
  const { app, shell, log } = options;
  const thread = renderThread(entryUrl, log, options.renderTimeoutMs ?? 10_000);
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | undefined>>();

  /**
   * Answers a page's read; `notFound` hears of a read of a page's subject (a lottery by its slug, a product by
   * its id) that the API did not find. A missing content file or an empty list leaves the page a page.
   */
  async function load(key: string, notFound: () => void): Promise<unknown> {
    if (!publicReads.some((pattern) => pattern.test(key))) return undefined;
    const response = await app.inject({ method: 'GET', url: key });
    if (response.statusCode === 404 && subjectReads.some((pattern) => pattern.test(key))) notFound();
    if (response.statusCode !== 200) return undefined;
    return response.json();
  }

  async function renderEntry(
    key: string,
    url: string,
    visitor: ShellVisitor,
    generation: number,
  ): Promise<Entry | undefined> {
    try {
      // The page's subject (the lottery of /lunastettavat/{slug}, the product of /voittokauppa/{id}) not
      // found by the API makes the page a 404.
      let status: 200 | 404 = 200;
      const page = await thread.render(url, (key) => load(key, () => (status = 404)), {
        consentChosen: visitor.consentChosen,
        playableTicketsEnabled: options.playableTicketsEnabled ?? false,
      });
      const fingerprint = `${status}\u0000${page.html}\u0000${JSON.stringify(page.data)}`;
      const previous = entries.get(key);
      // The document is made (and compressed) here, off the request of a visitor served the older page;
      // a page that came out the same keeps the document it had.
      const document =
        previous?.fingerprint === fingerprint
          ? previous.document
          : { ...(await shell.rendered(url.split('?')[0] ?? '/', visitor, page)), status };
      const rendered: Entry = { generation, storedAt: Date.now(), fingerprint, document };
      // A render that ran across a catalogue change is sent, not kept.
      if (app.publicCache.generation === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, rendered);
      }
      return rendered;
    } catch (error) {
      log.error({ err: error, url }, 'server rendering failed; the app renders the page in the browser');
      return undefined;
    }
  }

  return {
    consentChosen: (cookieValue) => entry.consentChosen(cookieValue),
    isKnownPage: (path) =>
      entry.isKnownPage?.(path, { playableTicketsEnabled: options.playableTicketsEnabled ?? false }) ?? true,
    async document(url, visitor) {
      const path = url.split('?')[0] ?? '/';
      if (!shell.isRenderedPage(path)) return undefined;
      await app.publicCache.refresh();
      const generation = app.publicCache.generation;
      // A first visit's page has the consent dialog open in it: a page of its own.
      const key = `${visitor.consentChosen ? 'chosen' : 'first'} ${url}`;
      // Concurrent requests for one page share one render.
      const renderOnce = () => {
        let pending = rendering.get(key);
        if (!pending) {
          pending = renderEntry(key, url, visitor, generation).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        return pending;
      };
      let rendered = entries.get(key);
      if (!rendered || rendered.generation !== generation) {
        // Never rendered, or the catalogue changed since: the visitor waits for the new page.
        rendered = await renderOnce();
        if (!rendered) return undefined;
      } else if (Date.now() - rendered.storedAt >= ttlMs) {
        // Older than the TTL but of the current catalogue: sent at once, and rendered again behind it
        // (what only time changes, such as a lottery's sale period, shows from the next request on).
        void renderOnce();
      }
      return rendered.document;
    },
    close: () => thread.close(),
    async warm(urls) {
      const generation = app.publicCache.generation;
      for (const url of urls) {
        for (const consentChosen of [true, false]) {
          const key = `${consentChosen ? 'chosen' : 'first'} ${url}`;
          if (!entries.has(key)) await renderEntry(key, url, { consentChosen }, generation);
        }
      }
    },
  };
}
