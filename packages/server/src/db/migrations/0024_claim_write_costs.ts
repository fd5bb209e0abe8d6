import { sql, type Kysely } from 'kysely';

/**
 * What a claim's write costs PostgreSQL (docs/decisions/0071-claim-write-costs.md), without changing what
 * is stored or allowed:
 * - `tickets.code_hash` is checked to be 64 hex digits by its type (a domain) instead of a table CHECK:
 *   a domain's check runs where a value is written to the column, a table CHECK on every update of the row,
 *   so marking a ticket claimed ran the regular expression again (about 11 % of the claim statement's time).
 * - Ticket pages keep a fifth of their room free (fillfactor 80): the one update of a ticket's life, when it
 *   is claimed, then fits on its page and adds no entries to the ticket indexes (a HOT update).
 * - `claims_user` indexes signed-in players' claims only: a quick claim has no user, and every quick
 *   claim added an entry nobody looks up (the index serves `user_id = …`, which never matches null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The domain first without its check, so the column changes type without rewriting the table (text and
  // a domain over text store the same bytes); adding the check then reads every value once to validate it.
  await sql`create domain hex_sha256 as text`.execute(db);
  await sql`alter table tickets alter column code_hash type hex_sha256`.execute(db);
  await sql`alter domain hex_sha256 add constraint hex_sha256_hex check (value ~ '^[0-9a-f]{64}$')`.execute(
    db,
  );
  await sql`alter table tickets drop constraint tickets_code_hash_check`.execute(db);
  await sql`alter table tickets set (fillfactor = 80)`.execute(db);
  await sql`drop index claims_user`.execute(db);
  await sql`create index claims_user on claims (user_id, id desc) where user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index claims_user`.execute(db);
  await sql`create index claims_user on claims (user_id, id desc)`.execute(db);
  await sql`alter table tickets reset (fillfactor)`.execute(db);
  await sql`alter table tickets alter column code_hash type text`.execute(db);
  await sql`alter table tickets add constraint tickets_code_hash_check check (code_hash ~ '^[0-9a-f]{64}$')`.execute(
    db,
  );
  await sql`drop domain hex_sha256`.execute(db);
}
