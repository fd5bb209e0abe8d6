import type { IncomingHttpHeaders } from 'node:http';

/**
 * The identity provider's requests of one browser session, one at a time
 * (docs/decisions/0026-embedded-database-thread.md). oidc-provider loads a session at the start of a request
 * and saves the whole of it at the end, so two requests of one session at once (a silent sign-in in an iframe
 * and the logout page) can overwrite each other: the later save drops the logout form's `xsrf` secret and the
 * confirmation fails with `invalid_request`. Requests of different sessions, and those without a session, run
 * freely. The queue is per process: a deployment of several processes keeps a browser on one (sticky
 * sessions) or lives with the rare lost race, which the player sees as a failed logout they can repeat.
 */
export function createSessionQueue() {
  const tails = new Map<string, Promise<void>>();
  return {
    /** Runs `handle` when the session's earlier requests are done; it calls `done` when its own is. */
    run(key: string | undefined, handle: (done: () => void) => void): void {
      if (!key) {
        handle(() => undefined);
        return;
      }
      const previous = tails.get(key) ?? Promise.resolve();
      let release = () => undefined as void;
      const finished = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => finished);
      tails.set(key, tail);
      void previous.then(() => {
        let released = false;
        handle(() => {
          if (released) return;
          released = true;
          release();
          if (tails.get(key) === tail) tails.delete(key);
        });
      });
    },
    /** Sessions with a request running or waiting (for tests and metrics). */
    get size() {
      return tails.size;
    },
  };
}

/** The provider's session cookie (`_session`, not its `.sig` or `.legacy` companions), if the request has one. */
export function sessionCookieOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === '_session') return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
