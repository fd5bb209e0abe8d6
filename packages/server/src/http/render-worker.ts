import { parentPort, workerData } from 'node:worker_threads';
import type { RenderOptions, ServerEntry } from './server-render.ts';

/**
 * The thread that renders the public pages (docs/decisions/0066-rendering-thread.md): it loads the app's
 * built server entry and runs its `render`; every read the page makes is asked of the main thread, which
 * answers it through the server's own routes (http/server-render.ts). React's rendering, the page's longest
 * stretch of work, so never holds the event loop that answers the API.
 *
 * Messages in: `render` (id, url, options), `loaded` (the answer to one of this thread's `load`s).
 * Messages out: `load` (render id, load id, key), `rendered` (id, html, data), `failed` (id, message).
 */

/** What the main thread posts to the rendering thread. */
export type ToRenderThread =
  | { type: 'render'; id: number; url: string; options: RenderOptions }
  | { type: 'loaded'; loadId: number; value?: unknown; error?: string };

/** What the rendering thread posts back. */
export type FromRenderThread =
  | { type: 'load'; id: number; loadId: number; key: string }
  | { type: 'rendered'; id: number; html: string; data: Record<string, unknown> }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');

const { entryUrl } = workerData as { entryUrl: string };
const entry = import(entryUrl) as Promise<ServerEntry>;
// A failed import is answered to each render below; this keeps it from being an unhandled rejection first.
entry.catch(() => undefined);

const post = (message: FromRenderThread) => port.postMessage(message);

const loads = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextLoad = 0;

async function render(id: number, url: string, options: RenderOptions): Promise<void> {
  try {
    const { render } = await entry;
    const load = (key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const loadId = (nextLoad += 1);
        loads.set(loadId, { resolve, reject });
        post({ type: 'load', id, loadId, key });
      });
    const page = await render(url, load, options);
    post({ type: 'rendered', id, html: page.html, data: page.data });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    post({ type: 'failed', id, message });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') {
    void render(message.id, message.url, message.options);
    return;
  }
  const waiting = loads.get(message.loadId);
  if (!waiting) return;
  loads.delete(message.loadId);
  if (message.error !== undefined) waiting.reject(new Error(message.error));
  else waiting.resolve(message.value);
});
