import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/** The URL prefix of the app's build files (Vite's `assets/` folder): content-hashed names, never changed. */
export const buildFilesPrefix = '/assets/';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

interface Variant {
  body: Buffer;
  etag: string;
}

interface BuildFile {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

function variant(body: Buffer, encoding: string): Variant {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${digest}${encoding}"` };
}

/**
 * Reads the build's `assets/` folder once: each file with its `.br` and `.gz` twins (app/vite.config.ts
 * writes them), keyed by the name after the prefix.
 */
export function readBuildFiles(appDir: string): Map<string, BuildFile> {
  const dir = join(appDir, 'assets');
  const files = new Map<string, BuildFile>();
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const path = join(dir, name);
    let body: Buffer;
    try {
      body = readFileSync(path);
    } catch {
      continue; // a folder
    }
    const file: BuildFile = {
      type: contentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream',
      identity: variant(body, ''),
    };
    if (present.has(`${name}.br`)) file.br = variant(readFileSync(`${path}.br`), '-br');
    if (present.has(`${name}.gz`)) file.gzip = variant(readFileSync(`${path}.gz`), '-gz');
    files.set(name.split('\\').join('/'), file);
  }
  return files;
}

/** The variant a client gets: brotli when it accepts br, gzip when it accepts gzip, else the file as built. */
function negotiate(file: BuildFile, acceptEncoding: string): { variant: Variant; encoding?: 'br' | 'gzip' } {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { variant: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { variant: file.gzip, encoding: 'gzip' };
  return { variant: file.identity };
}

/**
 * Serves the app's build files from memory (docs/decisions/0058-build-files-from-memory.md). They are
 * immutable (a new build has new names), so each answer is cacheable for a year; a name the build does not
 * have is the catalogued 404, never the page shell (decision 0057). `@fastify/static` stat-ed, opened, read
 * and closed each file on every request, five trips to the thread pool, about 1.7 ms of the event loop a
 * request in the end-to-end run; a lookup here is one `Map.get`.
 */
export function buildFilesRoutes(app: FastifyInstance, files: Map<string, BuildFile>): void {
  const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const file = files.get(request.params['*']);
    if (!file) throw new ApiError('not_found', 404);
    const { variant: chosen, encoding } = negotiate(file, String(request.headers['accept-encoding'] ?? ''));
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .header('etag', chosen.etag)
      .type(file.type);
    if (encoding) reply.header('content-encoding', encoding);
    if (request.headers['if-none-match'] === chosen.etag) return reply.code(304).send();
    return reply.send(chosen.body);
  };
  app.get(`${buildFilesPrefix}*`, handler);
}
