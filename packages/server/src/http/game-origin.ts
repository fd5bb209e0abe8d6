import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';

/** The reference game's build (games/raaputus/dist). */
export const defaultGameDir = fileURLToPath(new URL('../../../../games/raaputus/dist/', import.meta.url));

/** The meta element of the game's HTML that carries the site's origin (games/raaputus/src/config.ts). */
const siteOriginMeta = /<meta name="arpa-site-origin" content="[^"]*"\s*\/?>/;

export interface GameOriginOptions {
  /** The site's origin (PUBLIC_URL's): the only page that may frame the game and the API it calls. */
  siteOrigin: string;
  /** The built game; default games/raaputus/dist. */
  gameDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** NODE_ENV=production: HSTS on every answer. */
  production?: boolean;
}

/** The site's origin: PUBLIC_URL's, or http://localhost:$PORT as the rest of the server defaults it. */
export function siteOriginFromEnv(env: NodeJS.ProcessEnv): string {
  return new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).origin;
}

/**
 * The game's CSP: its own scripts and styles only, API calls to the site only, framed by the site only.
 * `frame-ancestors` is what stops another site from framing the game and posting it an `init`.
 */
export function gameContentSecurityPolicy(siteOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${siteOrigin}`,
    `frame-ancestors ${siteOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The game's own origin (docs/decisions/0036-game-client.md): a second Fastify instance of the server process,
 * listening on GAME_PORT, serving the built reference game. Its HTML names the site's origin, written here
 * by the server, never taken from the request: the game trusts `init` only from that origin.
 */
export async function buildGameServer(options: GameOriginOptions): Promise<FastifyInstance> {
  const gameDir = options.gameDir ?? defaultGameDir;
  const { siteOrigin } = options;
  const csp = gameContentSecurityPolicy(siteOrigin);
  const game = Fastify({ logger: options.logger ?? false });

  game.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await game.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  const indexFile = join(gameDir, 'index.html');
  const html = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        siteOriginMeta,
        `<meta name="arpa-site-origin" content="${escapeAttribute(siteOrigin)}" />`,
      )
    : null;
  if (html === null) game.log.warn(`the game is not built (${indexFile}); npm run build builds it`);

  const page = async (_request: unknown, reply: FastifyReply) => {
    if (html === null)
      return reply.code(503).type('text/plain; charset=utf-8').send('Peliä ei ole saatavilla.');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  game.get('/', page);
  game.get('/index.html', page);

  if (existsSync(join(gameDir, 'assets'))) {
    await game.register(fastifyStatic, {
      root: join(gameDir, 'assets'),
      prefix: '/assets/',
      index: false,
      // Hashed file names: a new build has new names.
      immutable: true,
      maxAge: '365d',
    });
  }
  game.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Ei löytynyt.'),
  );
  return game;
}
