// The floor of the benchmark: a bare Fastify with nothing of ours (no hooks, no database), answering
// the same bytes as our routes (BENCH_ROUTES), or serving a built page precompressed (BENCH_STATIC_DIR).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../../packages/server/package.json'));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare-ready', async () => ({ ok: true }));
if (process.env.BENCH_ROUTES) {
  const routes = JSON.parse(process.env.BENCH_ROUTES);
  for (const [url, { body, type }] of Object.entries(routes)) {
    const path = url.split('?')[0];
    app.get(path, (_request, reply) => {
      reply.type(type).send(body);
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
