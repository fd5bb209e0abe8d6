/**
 * The app's server entry (issue 13): the server renders the public pages with it, so a visitor sees the
 * page in the first response, before any script has run. The server loads this module from the build
 * (`app/dist-server`), never the app's source. Rendering runs in passes: each pass records the reads the
 * page makes (their SWR keys, which are the API paths), the server answers them, and the next pass
 * renders with the answers, until the page asks for nothing new. The answers go into the page for the
 * browser's SWR cache, so hydration renders exactly what the server rendered
 * (docs/decisions/0037-server-rendering.md).
 */
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { SWRConfig, type Middleware } from 'swr';
import { AppProvider } from './app/provider';
import { appRouteTable, AppRoutes } from './app/router';
import { ServerConsentContext } from './features/consent/components/CookieSettings';
import { setServerFlags } from './lib/config';
import { parseConsent } from './lib/consent';

/** Answers one read of the page (a path such as `/api/v1/shop/categories`); undefined when it has none. */
export type ServerLoad = (key: string) => Promise<unknown>;

export interface ServerRender {
  /** The markup of `#root`. */
  html: string;
  /** The reads' answers by key, for the browser's SWR cache. */
  data: Record<string, unknown>;
}

/** Whether the `arpa_consent` cookie's value is a cookie choice (else the consent dialog opens). */
export function consentChosen(cookieValue: string | undefined): boolean {
  return parseConsent(cookieValue) !== undefined;
}

export interface RenderOptions {
  /** The visitor has made a cookie choice; without one the page arrives with the consent dialog open. */
  consentChosen: boolean;
  /** The server's PLAYABLE_TICKETS_ENABLED, which it also writes into the page for the browser's config. */
  playableTicketsEnabled?: boolean;
}

/** At most this many passes: a page whose reads depend on reads gets one pass per level. */
const maxPasses = 4;

function renderPass(
  url: string,
  options: RenderOptions,
  data: Record<string, unknown>,
  seen: Set<string>,
): Promise<string> {
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (typeof key === 'string') seen.add(key);
    return useSWRNext(key, fetcher, config);
  };
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <SWRConfig value={{ fallback: data, use: [record] }}>
          <ServerConsentContext.Provider value={options.consentChosen}>
            <AppProvider>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProvider>
          </ServerConsentContext.Provider>
        </SWRConfig>
      </StrictMode>,
      {
        // Every lazy page and boundary has resolved: the markup is complete, no fallback is sent.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}

export async function render(url: string, load: ServerLoad, options: RenderOptions): Promise<ServerRender> {
  setServerFlags({ playableTicketsEnabled: options.playableTicketsEnabled ?? false });
  const data: Record<string, unknown> = {};
  const asked = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const seen = new Set<string>();
    const html = await renderPass(url, options, data, seen);
    const missing = [...seen].filter((key) => !asked.has(key));
    if (missing.length === 0 || pass === maxPasses) return { html, data };
    for (const key of missing) asked.add(key);
    const answers = await Promise.all(missing.map((key) => load(key)));
    missing.forEach((key, index) => {
      if (answers[index] !== undefined) data[key] = answers[index];
    });
  }
}

// The account area's table, loaded the way the app loads it (a chunk of its own), once, with this module.
const { accountRouteTable } = await import('./app/routes/AccountRoutes');

/** Whether the deepest route `pathname` matches in `table` is a page of its own, not a catch-all. */
function matchedPage(table: RouteObject[], pathname: string): 'page' | 'catch-all' | 'none' {
  const matches = matchRoutes(table, pathname);
  if (!matches || matches.length === 0) return 'none';
  return matches[matches.length - 1]!.route.path === '*' ? 'catch-all' : 'page';
}

/**
 * Whether the address is one of the app's pages, by the app's own route tables: the server answers any
 * other address with 404 (and the app's not-found page), where every address used to answer 200. A page
 * whose subject does not exist (an unknown lottery or product) is told by its reads (http/server-render.ts).
 */
export function isKnownPage(
  pathname: string,
  options: Pick<RenderOptions, 'playableTicketsEnabled'>,
): boolean {
  const top = matchedPage(appRouteTable, pathname);
  if (top !== 'catch-all') return top === 'page';
  return matchedPage(accountRouteTable(options.playableTicketsEnabled ?? false), pathname) === 'page';
}
