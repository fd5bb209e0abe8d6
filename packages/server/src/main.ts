import { buildApp } from './app.ts';
import { gamePortFromEnv } from './config/game.ts';
import { InvalidSettingError } from './config/settings.ts';
import { isProduction, UnsafeProductionSettingsError } from './config/production.ts';
import { DatabaseOpenError, DataDirLockedError } from './db/data-dir-lock.ts';
import { buildGameServer, siteOriginFromEnv } from './http/game-origin.ts';
import { ensureDemoUsers, hasNoUsers } from './idp/index.ts';
import { loadDemoSeedIfEmpty } from './modules/admin/seed.ts';
import { resolveTicketCodeKey } from './modules/catalogue/codes.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
/** How long open requests may take to finish after a stop signal before the process exits anyway. */
const shutdownGraceMs = 10_000;

const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } }).catch((error: unknown) => {
  // The operator gets one line saying what to do, not a stack trace of the WebAssembly module.
  if (
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError ||
    error instanceof InvalidSettingError
  ) {
    console.error(`Arpa cannot start: ${error.message}`);
    process.exit(1);
  }
  // NODE_ENV=production with development defaults: one line per unsafe setting (docs/runbook.md).
  if (error instanceof UnsafeProductionSettingsError) {
    for (const problem of error.problems) console.error(`Arpa cannot start in production: ${problem}`);
    process.exit(1);
  }
  throw error;
});

// The reference game on its own origin: a second port of this process (docs/decisions/0036-game-client.md).
const game = await buildGameServer({
  siteOrigin: siteOriginFromEnv(process.env),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  production: isProduction(process.env),
});

// A database without lotteries gets the demo catalogue (README "Demo data"); DEMO_SEED=off skips it.
if (process.env.DEMO_SEED !== 'off') {
  if (await hasNoUsers(app.db)) await ensureDemoUsers(app.db);
  const seed = await loadDemoSeedIfEmpty(
    app.db,
    await resolveTicketCodeKey(app.db, process.env.TICKET_CODE_KEY),
  );
  if (seed.seeded) app.log.info(seed, 'demo seed loaded');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, shutdownGraceMs).unref();
    // Closing the app stops the listener, waits for open requests and then closes the database.
    Promise.all([app.close(), game.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port, host });
app.log.info(`Arpa on osoitteessa http://localhost:${port}`);
const gamePort = gamePortFromEnv(process.env);
await game.listen({ port: gamePort, host }).catch((error: unknown) => {
  console.error(`Arpa cannot start the game's own origin on GAME_PORT ${gamePort}: ${String(error)}`);
  process.exit(1);
});
app.log.info(`Raaputusarpa (pelin oma osoite) portissa ${gamePort}`);
