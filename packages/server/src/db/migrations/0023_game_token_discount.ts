import { sql, type Kysely } from 'kysely';

/**
 * A playable game's token keeps the first-purchase discount the game was given when it started (the total
 * it shows the player): a purchase whose discount has changed since (the first purchase made meanwhile in
 * another tab) is refused instead of charging more than the game showed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table playable_game_tokens add column discount integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table playable_game_tokens drop column discount`.execute(db);
}
