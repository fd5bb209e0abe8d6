import { createHash, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import { defaultDataDir } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { storedSecret } from '../../db/secrets.ts';

const secretName = 'admin_token';

/** Where the development admin token is written for the CLI: `<DATA_DIR>/admin-token`. */
export function adminTokenFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DATA_DIR || defaultDataDir, 'admin-token');
}

/**
 * The operator token: ADMIN_TOKEN when set; otherwise one generated on first start, kept in the database
 * (so every process sharing it agrees) and written to `tokenFile` (`<DATA_DIR>/admin-token`) with mode
 * 0600 for the CLI. Tests pass no file, so they never overwrite a developer's token.
 */
export async function resolveAdminToken(
  db: Kysely<Database>,
  env: NodeJS.ProcessEnv,
  tokenFile: string | null,
): Promise<string> {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const value = await storedSecret(db, secretName);
  if (tokenFile) {
    mkdirSync(dirname(tokenFile), { recursive: true });
    writeFileSync(tokenFile, `${value}\n`, { mode: 0o600 });
    chmodSync(tokenFile, 0o600);
  }
  return value;
}

/** The token the CLI sends: ADMIN_TOKEN, or the file the server wrote. */
export function readAdminToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  return readFileSync(adminTokenFile(env), 'utf8').trim();
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: both sides are hashed to the same length first. */
export function isAdminToken(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(expected), digest(presented));
}

/** The bearer token an operator request presents (`Authorization: Bearer …`), if any. */
export function presentedToken(request: { headers: { authorization?: string } }): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}
