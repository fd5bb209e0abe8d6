import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findReplacedContent } from './content.ts';

export interface ContentRoutesOptions {
  db: Kysely<Database>;
  /** Static storage, whose content.json is served until an operator replaces it. */
  staticDir: string;
}

/**
 * GET /static/content.json: the CMS content the operator last replaced (`npm run admin -- content:replace`),
 * or the file shipped in static storage. Registered as its own route, so it wins over the static files.
 */
export async function contentRoutes(
  app: FastifyInstance,
  { db, staticDir }: ContentRoutesOptions,
): Promise<void> {
  app.get('/static/content.json', { config: { publicCache: true } }, async (_request, reply) => {
    const replaced = await findReplacedContent(db);
    const body =
      replaced === undefined
        ? await readFile(join(staticDir, 'content.json'), 'utf8')
        : JSON.stringify(replaced);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
