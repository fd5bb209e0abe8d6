import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

export interface AppOptions {
  /** The built single-page app (app/dist). */
  appDir?: string;
  /** Static storage: the CMS content file and the custom script (SPEC §7). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
}

const defaultAppDir = fileURLToPath(new URL('../../../app/dist/', import.meta.url));
const defaultStaticDir = fileURLToPath(new URL('../static/', import.meta.url));

/** Builds the whole site: static storage under /static, the app for every other page. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const appDir = options.appDir ?? defaultAppDir;
  const staticDir = options.staticDir ?? defaultStaticDir;
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    decorateReply: false,
    cacheControl: true,
    maxAge: '60s',
  });

  if (existsSync(appDir)) {
    await app.register(fastifyStatic, { root: appDir, prefix: '/', wildcard: false, index: false });
    // Hashed build assets are immutable; the HTML shell is always revalidated.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = !request.url.startsWith('/api/') && !request.url.startsWith('/static/');
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage && existsSync(appDir)) {
      // Client-side routes: the app renders its own Finnish not-found page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', appDir);
    }
    return reply.code(404).send({ code: 'not_found', description: 'Sivua ei löytynyt' });
  });

  return app;
}
