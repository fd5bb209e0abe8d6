import { sql, type Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema.ts';

/**
 * oidc-provider's storage in the `oidc_payloads` table, so sessions, interactions and tokens survive
 * a restart and every server process sees the same ones. Expired rows are ignored on read and
 * removed by `purgeExpiredPayloads`.
 */
export function createPayloadAdapter(db: Kysely<Database>): (model: string) => Adapter {
  return (model) => {
    async function findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const row = {
          model,
          id,
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
          consumed_at: null,
        };
        await db
          .insertInto('oidc_payloads')
          .values(row)
          .onConflict((conflict) =>
            conflict.columns(['model', 'id']).doUpdateSet({
              payload: row.payload,
              grant_id: row.grant_id,
              user_code: row.user_code,
              uid: row.uid,
              expires_at: row.expires_at,
            }),
          )
          .execute();
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      async consume(id) {
        await db
          .updateTable('oidc_payloads')
          .set({ consumed_at: sql<Date>`now()` })
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId) {
        await db
          .deleteFrom('oidc_payloads')
          .where('model', '=', model)
          .where('grant_id', '=', grantId)
          .execute();
      },
    };
  };
}

export async function purgeExpiredPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
