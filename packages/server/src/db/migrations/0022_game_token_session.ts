import { sql, type Kysely } from 'kysely';

/**
 * A playable game's token remembers the sign-in session it was started in (the id token's `sid`): once that
 * session ends (sign-out, a password change elsewhere), the game's token is refused as the session's id
 * tokens are. Before, a game left open on a shared device went on buying with the signed-out player's
 * balance until its token expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table playable_game_tokens add column sid text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table playable_game_tokens drop column sid`.execute(db);
}
