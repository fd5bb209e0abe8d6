// The floor of the benchmark: a bare Fastify with nothing of ours (no hooks, no database), answering
// the same bytes as our routes (BENCH_ROUTES, brotli ones too), or serving a built page precompressed (BENCH_STATIC_DIR).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../../packages/server/package.json'));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare-ready', async () => ({ ok: true }));
if (process.env.BENCH_ROUTES) {
  const routes = JSON.parse(process.env.BENCH_ROUTES);
  for (const [url, { body, type, br }] of Object.entries(routes)) {
    const path = url.split('?')[0];
    // The same bytes, brotli-compressed where ours sent them so (`br`, base64) and the client accepts br.
    const compressed = br ? Buffer.from(br, 'base64') : null;
    app.get(path, (request, reply) => {
      if (compressed && request.headers['accept-encoding']?.includes('br')) {
        reply.header('content-encoding', 'br').header('vary', 'accept-encoding');
        return reply.type(type).send(compressed);
      }
      return reply.type(type).send(body);
    });
  }
}
if (process.env.BENCH_STATIC_DIR) {
  await app.register(require('@fastify/static'), {
    root: process.env.BENCH_STATIC_DIR,
    preCompressed: true,
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
