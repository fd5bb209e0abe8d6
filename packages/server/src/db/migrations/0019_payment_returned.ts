import { sql, type Kysely } from 'kysely';

/**
 * A payment the bank confirmed after we had given up on it, whose money could not be credited (an order we
 * no longer hold, a deposit over the player's limit or during a pause): state `returned`, the money owed back
 * to the payer (docs/decisions/0017-money-lifecycle.md). Value lists are spelled out: migrations are frozen
 * history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop constraint payments_state_check`.execute(db);
  await sql`alter table payments add constraint payments_state_check check (state in ('created', 'paid', 'cancelled', 'failed', 'expired', 'returned'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop constraint payments_state_check`.execute(db);
  await sql`alter table payments add constraint payments_state_check check (state in ('created', 'paid', 'cancelled', 'failed', 'expired'))`.execute(
    db,
  );
}
