import { errorMessages } from '@arpa/contract';
import { TicketImportQuery } from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { expireWins } from '../accounts/expiry.ts';
import { replaceContent } from './content.ts';
import { ImportError } from './import-error.ts';
import { importLotteries } from './lotteries-import.ts';
import { importPlayableSeries } from '../playable/import.ts';
import { endExpiredSeries, endSeries } from '../playable/service.ts';
import { importProducts } from './products-import.ts';
import { importTickets } from './tickets-import.ts';
import { isAdminToken, presentedToken } from './token.ts';

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  /** The operator token (ADMIN_TOKEN or the generated one). */
  adminToken: string;
  /** The key of the ticket code hashes (TICKET_CODE_KEY). */
  ticketCodeKey: string;
  /** The app's clock (tests move it); default the system clock. */
  now?: () => Date;
}

/** Import files are far larger than the API's forms: a ticket series may have a million rows. */
const importBodyLimit = 200 * 1024 * 1024;

/** An import the file's content refused: 400 with every problem and its line. */
function sendProblems(reply: FastifyReply, error: ImportError) {
  return reply.code(400).send({
    code: 'invalid_input',
    description: errorMessages.invalid_input,
    problems: error.problems,
  });
}

async function runImport<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportError) return sendProblems(reply, error);
    throw error;
  }
}

/**
 * The operator API under /api/admin: imports of lotteries, products and tickets, the CMS content, and
 * the expiry of wins whose ticket series' validity has ended.
 * It is authenticated by the operator token (`Authorization: Bearer`), never by cookies, so it is
 * exempt from the CSRF check; bodies are taken as text so that problems can be reported by line.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { db, adminToken, ticketCodeKey } = options;
  const now = options.now ?? (() => new Date());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isAdminToken(adminToken, presentedToken(request))) throw new ApiError('unauthorized', 401);
  });

  // An accepted import or content change: this process drops its cached catalogue answers before the
  // operator hears back (other processes see the bumped version within a second).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.publicCache?.invalidate();
    return payload;
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/csv', 'text/plain'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  const asText = (body: unknown) => (typeof body === 'string' ? body : '');

  app.post('/lotteries/import', { bodyLimit: importBodyLimit }, async (request, reply) =>
    runImport(reply, () => importLotteries(db, asText(request.body))),
  );

  app.post('/products/import', { bodyLimit: importBodyLimit }, async (request, reply) =>
    runImport(reply, () => importProducts(db, asText(request.body))),
  );

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/tickets/import',
    { bodyLimit: importBodyLimit, schema: { querystring: TicketImportQuery } },
    async (request, reply) =>
      runImport(reply, () =>
        importTickets(db, asText(request.body), {
          lottery: request.query.lottery,
          series: request.query.series,
          validityEnd: request.query.validity_end ?? null,
          codeKey: ticketCodeKey,
        }),
      ),
  );

  app.put('/content', { bodyLimit: 5 * 1024 * 1024 }, async (request, reply) =>
    runImport(reply, () => replaceContent(db, asText(request.body))),
  );

  // No body: the operator asks, the server finds what is due by its own clock.
  app.post('/wins/expire', async () => expireWins(db, now()));

  // Playable ticket series (docs/playable-api.md): the pool is shuffled at import, before any sale.
  app.post('/playable-series/import', { bodyLimit: importBodyLimit }, async (request, reply) =>
    runImport(reply, () => {
      let input: unknown;
      try {
        input = JSON.parse(asText(request.body));
      } catch {
        throw new ImportError('the file is not JSON');
      }
      return importPlayableSeries(db, input);
    }),
  );
  app.post<{ Params: { id: string } }>('/playable-series/:id/end', async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiError('ticket_series_not_found');
    return endSeries(db, id, now());
  });
  app.post('/playable-series/end-expired', async () => endExpiredSeries(db, now()));

  // A consistent copy of the embedded database while the server runs (`npm run admin -- backup FILE`). One at a
  // time: a copy holds the database while it is made, so twenty asked at once would hold every player's
  // request twenty times as long; the others are refused with backup_in_progress until it is done.
  let backupRunning = false;
  app.post('/backup', async (_request, reply) => {
    const backup = app.database.backup;
    if (!backup) {
      return reply.code(404).send({
        code: 'not_found',
        description: 'PostgreSQL is backed up with pg_dump (docs/runbook.md), not through the operator API.',
      });
    }
    if (backupRunning) throw new ApiError('backup_in_progress');
    backupRunning = true;
    try {
      const tarball = Buffer.from(await (await backup()).arrayBuffer());
      return reply.type('application/gzip').send(tarball);
    } finally {
      backupRunning = false;
    }
  });
}
