import { sql, type Kysely } from 'kysely';

/**
 * Issue 10: the code-attempt limiter counts failures only. Rows written before this migration were
 * reservations made before the codes were looked up, so a crashed or successful request may have left
 * one behind; they are kept (they age out) but no longer count. From now on a row is written only once a
 * lookup has found no ticket, and it says so with `failed`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('code_attempts')
    .addColumn('failed', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await sql`create index code_attempts_failed_ip on code_attempts (ip, attempted_at) where failed`.execute(
    db,
  );
  await sql`create index code_attempts_failed_user on code_attempts (user_id, attempted_at) where failed`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists code_attempts_failed_user`.execute(db);
  await sql`drop index if exists code_attempts_failed_ip`.execute(db);
  await db.schema.alterTable('code_attempts').dropColumn('failed').execute();
}
