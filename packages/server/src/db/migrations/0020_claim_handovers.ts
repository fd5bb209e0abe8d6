import { sql, type Kysely } from 'kysely';

/**
 * Who held an unfinished claim before its codes were presented by someone else (docs/decisions/0021): one row
 * per handover, naming the previous owner (a signed-in player or a quick-claim token's hash). The commit
 * calls name no claim, so without it a browser whose claim moved on could only be told "not yet claimed";
 * with it, it is told that the claim moved to another browser, or that it has been claimed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claim_handovers')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('claim_id', 'bigint', (column) => column.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('from_user_id', 'text')
    .addColumn('from_claim_token_hash', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint(
      'claim_handovers_one_owner',
      sql`(from_user_id is null) <> (from_claim_token_hash is null)`,
    )
    .execute();
  await db.schema
    .createIndex('claim_handovers_from_user')
    .on('claim_handovers')
    .column('from_user_id')
    .where('from_user_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('claim_handovers_from_token')
    .on('claim_handovers')
    .column('from_claim_token_hash')
    .where('from_claim_token_hash', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claim_handovers').execute();
}
