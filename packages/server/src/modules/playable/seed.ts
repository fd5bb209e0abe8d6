import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { importLotteries } from '../admin/lotteries-import.ts';
import { importPlayableSeries, type PlayableSeriesImport } from './import.ts';

interface PlayableSeed {
  lotteries: Record<string, unknown>[];
  series: Omit<PlayableSeriesImport, 'valid_from' | 'valid_until'>[];
}

/**
 * The demo's playable lotteries (seed/playable.json): a single-ticket one and one with a monthly bundle and
 * a first-purchase discount, their game at `gameUrl` (config/game.ts), and one pool each, valid a year
 * from seeding.
 */
export async function loadPlayableSeed(
  db: Kysely<Database>,
  seedDir: string,
  gameUrl: string,
  now: Date = new Date(),
): Promise<{ lotteries: number; tickets: number }> {
  const seed = JSON.parse(await readFile(join(seedDir, 'playable.json'), 'utf8')) as PlayableSeed;
  const lotteries = seed.lotteries.map((lottery) => ({ ...lottery, playable_lottery_address: gameUrl }));
  const imported = await importLotteries(db, JSON.stringify({ lotteries }));
  const validUntil = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString();
  let tickets = 0;
  for (const series of seed.series) {
    tickets += (await importPlayableSeries(db, { ...series, valid_until: validUntil })).pool_size;
  }
  return { lotteries: imported.created, tickets };
}
