import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A new directory (`<prefix>-…`) in this test run's temporary folder, which the run's global teardown
 * removes with everything in it (test/global-setup.ts), also for files whose hooks never run (a file skipped
 * on one database still makes its module-level directories). Each run of the suite left its databases and
 * app builds behind in /tmp before.
 */
export function testTempDir(prefix: string): string {
  return mkdtempSync(join(inject('testTempRoot'), `${prefix}-`));
}
