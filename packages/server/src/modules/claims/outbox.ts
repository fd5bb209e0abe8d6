import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { isAdminToken } from '../admin/token.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  body: string;
}

/**
 * Queues messages to a player in the caller's transaction, so a message exists exactly when the change
 * it announces was committed. A sender (an email/SMS gateway) would deliver and stamp `sent_at`; in
 * development the messages are logged and listed at GET /api/dev/outbox.
 */
export async function queueMessages(
  trx: Transaction<Database>,
  messages: readonly OutboxMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(messages.map((message) => ({ ...message })))
    .execute();
}

export function logMessages(log: FastifyBaseLogger, messages: readonly OutboxMessage[]): void {
  for (const message of messages)
    log.info({ outbox: message }, `outbox ${message.channel} to ${message.recipient}`);
}

export interface DevOutboxRoutesOptions {
  db: Kysely<Database>;
  /** The operator token (ADMIN_TOKEN or the generated one): the outbox holds emails, phones and gift codes. */
  adminToken: string;
}

/**
 * Development only (never registered when NODE_ENV is production): the latest queued messages, to the
 * holder of the operator token (`Authorization: Bearer <ADMIN_TOKEN>`), 401 `unauthorized` otherwise.
 */
export async function devOutboxRoutes(
  app: FastifyInstance,
  { db, adminToken }: DevOutboxRoutesOptions,
): Promise<void> {
  app.get('/api/dev/outbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!isAdminToken(adminToken, presented)) throw new ApiError('unauthorized', 401);
    const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100).execute();
    return {
      items: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        body: row.body,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at?.toISOString() ?? null,
      })),
      total: rows.length,
    };
  });
}
