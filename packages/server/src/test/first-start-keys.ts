import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadIssuerKeys } from '../idp/keys.ts';
import { loadSimulatorKeys } from '../simulators/ftn/keys.ts';

/**
 * Stores the keys a server generates on its database's first start: the identity provider's signing and
 * cookie keys and the FTN simulator's signing key and subject secret, by the same functions the app calls.
 * The two signing keys are RSA keys, and generating them was about 100 ms of each test app's build (a
 * test's database is new to the app). The harness stores them once in the migrated database every test's
 * database starts from, as a server's database holds them after its first start; what the keys are for
 * (signing, publishing, verifying) still runs in every test.
 */
export async function storeFirstStartKeys(db: Kysely<Database>): Promise<void> {
  await loadIssuerKeys(db);
  await loadSimulatorKeys(db);
}
