import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTicketCodeKey } from '../modules/catalogue/codes.ts';
import { resolveCsrfSecret } from '../plugins/csrf.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { storedSecret } from './secrets.ts';

describe(`server secrets kept in the database (${testDatabaseKind})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('twenty processes asking at once for a new secret all get the same value, and it stays', async () => {
    let created = 0;
    const values = await Promise.all(
      Array.from({ length: 20 }, () => storedSecret(test.db, 'testi_avain', () => `arvo-${++created}`)),
    );
    expect(new Set(values).size).toBe(1);
    expect(await storedSecret(test.db, 'testi_avain', () => 'toinen')).toBe(values[0]);
  });

  it('a generated secret is 32 random bytes, different per name; a value from the environment wins', async () => {
    const csrf = await resolveCsrfSecret(test.db, undefined);
    const codes = await resolveTicketCodeKey(test.db, undefined);
    expect(Buffer.from(csrf, 'base64url')).toHaveLength(32);
    expect(codes).not.toBe(csrf);
    expect(await resolveCsrfSecret(test.db, undefined)).toBe(csrf);
    expect(await resolveCsrfSecret(test.db, 'ympäristöstä')).toBe('ympäristöstä');
  });
});
