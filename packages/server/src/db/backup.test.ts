import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, postLedgerEvent } from '../modules/accounts/ledger.ts';
import { assertLedgerInvariant } from '../modules/accounts/ledger-invariant.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { createDatabase } from './database.ts';
import { restoreDataDir } from './restore.ts';

const adminToken = 'varmuuskopio-testi-avain-0123456789';
const authorization = `Bearer ${adminToken}`;

describe(`backup of the database while the server runs (${testDatabaseKind})`, () => {
  let test: TestApp;
  let dir: string;

  beforeAll(async () => {
    test = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
    dir = mkdtempSync(join(tmpdir(), 'arpa-backup-'));
  });
  afterAll(async () => {
    await test.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function credit(userId: string, cents: number) {
    const account = await ensureAccount(test.db, userId, 'money');
    await test.db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety: 'deposit', value: cents }),
      );
  }

  it('needs the operator token', async () => {
    const response = await test.request({ method: 'POST', url: '/api/admin/backup', csrf: false });
    expect(response.statusCode).toBe(401);
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'twenty backups asked at once make one copy; the others are refused in Finnish until it is done',
    async () => {
      const ask = () =>
        test.request({ method: 'POST', url: '/api/admin/backup', csrf: false, headers: { authorization } });
      const answers = await Promise.all(Array.from({ length: 20 }, ask));
      const made = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(made).toHaveLength(1);
      expect(made[0]!.headers['content-type']).toBe('application/gzip');
      expect(refused).toHaveLength(19);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({
          code: 'backup_in_progress',
          description: 'Varmuuskopiota tehdään jo. Odota, että se valmistuu, ja pyydä sitten uusi.',
        });
      }
      // Once it is done, the next one is made.
      expect((await ask()).statusCode).toBe(200);
    },
  );

  it.runIf(testDatabaseKind === 'pglite')(
    'a copy taken under write load opens again with every committed cent and the ledger invariant',
    async () => {
      await credit('varmuus-1', 1000);
      const writes = Array.from({ length: 20 }, (_, index) => credit(`varmuus-${index % 4}`, 100 + index));
      const [response] = await Promise.all([
        test.request({ method: 'POST', url: '/api/admin/backup', csrf: false, headers: { authorization } }),
        ...writes,
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      const file = join(dir, 'arpa.tar.gz');
      writeFileSync(file, response.rawPayload);

      const dataDir = join(dir, 'restored');
      await restoreDataDir(file, dataDir);
      const restored = await createDatabase({ kind: 'pglite', dataDir });
      try {
        await assertLedgerInvariant(restored.db);
        const saldo = await restored.db
          .selectFrom('accounts')
          .select('saldo')
          .where('user_id', '=', 'varmuus-1')
          .where('variety', '=', 'money')
          .executeTakeFirstOrThrow();
        expect(saldo.saldo).toBeGreaterThanOrEqual(1000);
      } finally {
        await restored.close();
      }
    },
  );

  it.runIf(testDatabaseKind === 'postgres')('PostgreSQL answers that pg_dump is its backup', async () => {
    const response = await test.request({
      method: 'POST',
      url: '/api/admin/backup',
      csrf: false,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'not_found',
      description: expect.stringMatching(/pg_dump/),
    });
  });

  it('restore never writes over a data directory that has files in it', async () => {
    const occupied = join(dir, 'occupied');
    mkdirSync(occupied, { recursive: true });
    writeFileSync(join(occupied, 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, 'x.tar.gz'), 'not a backup');
    await expect(restoreDataDir(join(dir, 'x.tar.gz'), occupied)).rejects.toThrow(/is not empty/);
  });
});
