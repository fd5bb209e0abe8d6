import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests whose handlers may still be at work. Closing the app stops the listener and waits for open
 * connections, but a request whose client went away has no connection left to wait for while its handler
 * still runs: without this, the database closed under it and its next statement failed half-way through
 * the request's work (seen at the end of every end-to-end run as "PGlite is closed").
 *
 * A request counts from `onRequest` until its answer is on its way (`onSend`: the handler is done, or
 * never ran), or until `onResponse`/`onTimeout` for answers that skip `onSend`. A hijacked reply skips
 * `onSend`; its handler says it is done with `inFlightHandlerDone`.
 */
export interface InFlightRequests {
  readonly size: number;
  /** Resolves true once no request is in flight, or false after `timeoutMs` with some still running. */
  drained(timeoutMs: number): Promise<boolean>;
}

/** Each tracked request's tracker, so a hijacked reply's handler can say it is done. */
const trackers = new WeakMap<FastifyRequest, (request: FastifyRequest) => void>();

/** A hijacked reply's handler has finished its work (the provider saved its session, say). */
export function inFlightHandlerDone(request: FastifyRequest): void {
  trackers.get(request)?.(request);
}

export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  const open = new Set<FastifyRequest>();
  const waiting = new Set<() => void>();
  const done = (request: FastifyRequest) => {
    if (!open.delete(request) || open.size > 0) return;
    for (const wake of waiting) wake();
  };
  app.addHook('onRequest', (request, _reply, next) => {
    open.add(request);
    trackers.set(request, done);
    next();
  });
  app.addHook('onSend', (request, _reply, payload, next) => {
    done(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onTimeout', (request, _reply, next) => {
    done(request);
    next();
  });
  return {
    get size() {
      return open.size;
    },
    drained(timeoutMs) {
      if (open.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const finish = (drained: boolean) => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(drained);
        };
        const wake = () => finish(true);
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiting.add(wake);
      });
    },
  };
}
