import { afterAll } from 'vitest';
import { releaseTestDatabases } from './harness.ts';

// A test file's reused databases are closed (PostgreSQL schemas dropped) when the file is done.
afterAll(async () => {
  await releaseTestDatabases();
});
