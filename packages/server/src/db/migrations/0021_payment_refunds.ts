import { sql, type Kysely } from 'kysely';

/**
 * A `returned` payment is paid back through the provider's refund call (docs/decisions/0017-money-lifecycle.md,
 * "Paying back"): `refund_stamp` is our unique id of the refund at the provider, chosen in the transaction that
 * made the payment `returned`, so a retried refund call names the same refund; `refunded_at` is when the
 * provider confirmed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column refund_stamp uuid unique, add column refunded_at timestamptz`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column refunded_at, drop column refund_stamp`.execute(db);
}
