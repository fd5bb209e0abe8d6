import { sql, type Kysely } from 'kysely';

/**
 * The pending-money lifecycle (issue 10): a deadline and an `expired` state on bank payments, the stored
 * answers of idempotent writes, and the job queue that expires payments. Value lists are spelled out:
 * migrations are frozen history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('expires_at', 'timestamptz').execute();
  await sql`update payments set expires_at = created_at + interval '30 minutes'`.execute(db);
  await db.schema
    .alterTable('payments')
    .alterColumn('expires_at', (column) => column.setNotNull())
    .execute();
  await sql`alter table payments drop constraint if exists payments_state_check`.execute(db);
  await sql`alter table payments add constraint payments_state_check check (state in ('created', 'paid', 'cancelled', 'failed', 'expired'))`.execute(
    db,
  );
  await sql`create index payments_open_deadline on payments (expires_at) where state = 'created'`.execute(db);
  // At most one open bank payment per order: a resumed payment replaces the earlier one.
  await sql`create unique index payments_one_open_per_order on payments (order_id) where state = 'created' and order_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'route', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('run_at', 'timestamptz', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('created')
        .check(sql`state in ('created', 'completed', 'failed')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await sql`create index jobs_due on jobs (run_at) where state = 'created'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('idempotency_keys').execute();
  await sql`drop index payments_one_open_per_order`.execute(db);
  await sql`drop index payments_open_deadline`.execute(db);
  await sql`alter table payments drop constraint payments_state_check`.execute(db);
  await sql`alter table payments add constraint payments_state_check check (state in ('created', 'paid', 'cancelled', 'failed'))`.execute(
    db,
  );
  await db.schema.alterTable('payments').dropColumn('expires_at').execute();
}
