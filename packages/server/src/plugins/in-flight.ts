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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while the request counts as in flight: how its handler says it is done (`inFlightHandlerDone`). */
    inFlightDone: ((request: FastifyRequest) => void) | null;
  }
}

/** A hijacked reply's handler has finished its work (the provider saved its session, say). */
export function inFlightHandlerDone(request: FastifyRequest): void {
  request.inFlightDone?.(request);
}

export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  // A count and a property of the request: every request passes here, and a Set and a WeakMap of requests
  // cost a hash of each request object on the way in and out.
  let open = 0;
  const waiting = new Set<() => void>();
  const done = (request: FastifyRequest) => {
    if (request.inFlightDone === null) return;
    request.inFlightDone = null;
    open -= 1;
    if (open > 0) return;
    for (const wake of waiting) wake();
  };
  app.decorateRequest('inFlightDone', null);
  app.addHook('onRequest', (request, _reply, next) => {
    open += 1;
    request.inFlightDone = done;
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
      return open;
    },
    drained(timeoutMs) {
      if (open === 0) return Promise.resolve(true);
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
