import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { gameUrlFromEnv } from '../../config/game.ts';
import type { Database } from '../../db/schema.ts';
import { importLotteries } from './lotteries-import.ts';
import { importProducts } from './products-import.ts';
import { importTickets } from './tickets-import.ts';
import { scheduleDraw } from '../extra-draw/service.ts';
import { loadPlayableSeed } from '../playable/seed.ts';

/** packages/server/seed: the demo lotteries, products and tickets listed in README "Demo data". */
export const demoSeedDir = fileURLToPath(new URL('../../../seed/', import.meta.url));

interface SeriesManifest {
  series: { file: string; lottery: string; series: string; validity_end?: string }[];
}

interface ExtraDrawsManifest {
  draws: {
    lottery: string;
    closes_in_days: number;
    winners: number;
    prize_value: number;
    publish?: 'initials_city' | 'ticket';
  }[];
}

export type SeedResult =
  { seeded: false } | { seeded: true; lotteries: number; products: number; tickets: number };

/**
 * Loads the demo seed through the operator importers, only into a database without lotteries, so a
 * restart (or a second process) leaves an existing catalogue alone. Two processes starting together both
 * import, which the importers' upserts make harmless.
 */
export async function loadDemoSeedIfEmpty(
  db: Kysely<Database>,
  codeKey: string,
  seedDir: string = demoSeedDir,
  /** Where the demo's playable lotteries send their game (GAME_PUBLIC_URL or GAME_PORT). */
  gameUrl: string = gameUrlFromEnv(process.env),
): Promise<SeedResult> {
  const anyLottery = await db.selectFrom('lotteries').select('id').limit(1).executeTakeFirst();
  if (anyLottery) return { seeded: false };

  const read = (file: string) => readFile(join(seedDir, file), 'utf8');
  const products = await importProducts(db, await read('products.json'));
  const lotteries = await importLotteries(db, await read('lotteries.json'));
  const manifest = JSON.parse(await read('tickets.json')) as SeriesManifest;
  let tickets = 0;
  for (const entry of manifest.series) {
    const result = await importTickets(db, await read(entry.file), {
      lottery: entry.lottery,
      series: entry.series,
      validityEnd: entry.validity_end ?? null,
      codeKey,
    });
    tickets += result.created;
  }
  // The demo's extra draws (docs/modules/extra-draw.md), each closing a number of days after seeding.
  const draws = JSON.parse(await read('extra-draws.json')) as ExtraDrawsManifest;
  for (const draw of draws.draws) {
    await scheduleDraw(db, {
      lottery: draw.lottery,
      closesAt: new Date(Date.now() + draw.closes_in_days * 24 * 60 * 60 * 1000),
      winners: draw.winners,
      prizeValue: draw.prize_value,
      publish: draw.publish,
    });
  }
  // The playable lotteries and their pools (docs/playable-api.md).
  const playable = await loadPlayableSeed(db, seedDir, gameUrl);
  return {
    seeded: true,
    lotteries: lotteries.created + playable.lotteries,
    products: products.products.created,
    tickets,
  };
}
