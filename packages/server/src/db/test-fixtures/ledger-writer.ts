import { ensureAccount, postLedgerEvent } from '../../modules/accounts/ledger.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

// A process that writes ledger events into the embedded database in DATA_DIR as fast as it can, until
// it is killed: the crash test's write load. It prints "ready" after its first commit.
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const handle = await createDatabase({ kind: 'pglite', dataDir });
await migrateToLatest(handle.db);
const account = await ensureAccount(handle.db, 'kaatuja', 'money');
let round = 0;
for (;;) {
  round += 1;
  await handle.db.transaction().execute(async (trx) => {
    await postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety: 'deposit', value: 500 });
    await postLedgerEvent(trx, { accountId: account.id, type: 'debit', variety: 'withdraw', value: 200 });
  });
  if (round === 1) process.stdout.write('ready\n');
}
