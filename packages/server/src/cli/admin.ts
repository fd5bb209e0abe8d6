/**
 * Operator commands against a running Arpa server (`npm run admin -- <command>`). The server does the
 * work in one transaction per import; this only reads the file and sends it with the operator token
 * (ADMIN_TOKEN, or the `<DATA_DIR>/admin-token` file a development server writes).
 *
 *   lotteries:import <file.json>
 *   products:import <file.json>
 *   tickets:import --lottery <slug> --series <alias> [--validity-end <YYYY-MM-DD>] <file.csv>
 *   content:replace <file.json>
 *   expire-wins
 *   extra-draw:schedule --lottery <slug> --closes-at <ISO time> --winners <n> (--prize-value <cents> | --prize-product <custom_id>) [--publish initials_city|ticket]
 *   extra-draw:run --lottery <slug> [--close-now]
 *   extra-draw:verify <draw id>
 *   extra-draw:winners <draw id>
 *   bonus:deposit-campaign --min-deposit <cents> --bonus <cents> [--valid-days <n>] [--inactive]
 *   bonus:grant --user <sub or email> --value <cents> --reason <text> [--valid-days <n>] [--game-currency]
 *   expire-bonuses
 *   payments:returned
 *   playable-series:import <file.json>
 *   playable-series:end <series id> | playable-series:end-expired
 *   backup <file.tar.gz>                (a consistent copy of the embedded database while the server runs)
 *   restore <file.tar.gz> [--data-dir <dir>]   (offline: opens a backup into an empty data directory)
 *
 * ARPA_URL selects the server (default http://localhost:8080).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../db/database.ts';
import { restoreDataDir } from '../db/restore.ts';
import { adminTokenFile, readAdminToken } from '../modules/admin/token.ts';

const usage = `Usage: npm run admin -- <command>

Commands:
  lotteries:import <file.json>       create or update lotteries by slug
  products:import <file.json>        create or update categories and products by custom_id
  tickets:import --lottery <slug> --series <alias> [--validity-end <YYYY-MM-DD>] <file.csv>
                                     import a ticket series (header code_a,code_b,product,value,transferrable,claimable)
  content:replace <file.json>        replace the CMS content served at /static/content.json
  expire-wins                        debit (win invalidation) every win balance whose ticket series' validity has ended
  extra-draw:schedule --lottery <slug> --closes-at <ISO time> --winners <n>
                      (--prize-value <cents> | --prize-product <custom_id>) [--publish initials_city|ticket]
                                     schedule the lottery's next extra draw; prints the seed commitment to publish
  extra-draw:run --lottery <slug> [--close-now]
                                     run the lottery's scheduled extra draw (after its period, or closing it now)
  extra-draw:verify <draw id>        repeat a run draw from its record and say whether it matches
  extra-draw:winners <draw id>       list a run draw's winners with the contact on record
  bonus:deposit-campaign --min-deposit <cents> --bonus <cents> [--valid-days <n>] [--inactive]
                                     set the deposit bonus: a first deposit of at least the minimum earns it, once
  bonus:grant --user <sub or email> --value <cents> --reason <text> [--valid-days <n>] [--game-currency]
                                     grant one player a bonus (or game currency) with a reason
  expire-bonuses                     debit what is left of every bonus whose validity has ended
  payments:returned                  list the payments the bank confirmed too late to credit and whether the
                                     provider has paid each back to its payer (a job asks it at once)
  playable-series:import <file.json> import a playable ticket series: pool size and prize table, shuffled
                                     at import (docs/playable-api.md)
  playable-series:end <series id>    end a playable series: no more sales, unplayed sold tickets played
                                     and their prizes credited
  playable-series:end-expired        end every playable series whose validity has passed
  backup <file.tar.gz>               write a consistent copy of the running server's embedded database
  restore <file.tar.gz> [--data-dir <dir>]
                                     with the server stopped: open a backup into an empty data directory
                                     (default DATA_DIR or .data/pglite)

Environment: ARPA_URL (default http://localhost:8080), ADMIN_TOKEN (default: the server's ${adminTokenFile()} file)`;

interface Problem {
  line: number | null;
  message: string;
}

class UsageError extends Error {}

/**
 * A whole number given on the command line (`--value 500`): digits only, an optional minus sign. Anything
 * else (`abc`, `30d`, `0x10`, `1.5`, `1e3`) is a wrong command line, where `Number()` made NaN (sent as
 * null: a bonus that never expires) or another number than the one the operator meant.
 */
function wholeNumber(option: string, value: string): number {
  if (!/^-?\d{1,15}$/.test(value.trim()))
    throw new UsageError(`--${option} must be a whole number, not "${value}"`);
  return Number(value.trim());
}

/** A date-time given on the command line, as an ISO string; anything Date cannot read is a wrong command line. */
function dateTime(option: string, value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new UsageError(`--${option} must be a date-time, not "${value}"`);
  return time.toISOString();
}

function fileArgument(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError('expected exactly one file');
  // npm and pnpm run the script in packages/server; a relative path means where the operator typed it.
  return resolve(process.env.INIT_CWD || process.cwd(), positionals[0]);
}

function operatorToken(): string {
  try {
    return readAdminToken();
  } catch {
    throw new Error(
      `no operator token: set ADMIN_TOKEN or start the server once so that it writes ${adminTokenFile()}`,
    );
  }
}

/** Asks the running server for a backup and writes it to `target` (never over an existing file). */
async function backup(target: string): Promise<string> {
  if (existsSync(target)) throw new Error(`${target} exists already: choose a new file name`);
  const base = process.env.ARPA_URL || 'http://localhost:8080';
  const response = await fetch(new URL('/api/admin/backup', base), {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken()}` },
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: string; description?: string };
    throw new Error(`${response.status} ${answer.code ?? ''} ${answer.description ?? ''}`.trim());
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  // The whole database, its secrets too (the ticket-code and personal-code keys, the operator token):
  // readable by the operator's account alone, as the token file is.
  writeFileSync(target, bytes, { flag: 'wx', mode: 0o600 });
  return `backup written to ${target} (${bytes.length} bytes)`;
}

/** Sends a JSON body (or, with `body` undefined, none) to the operator API and answers its JSON. */
async function sendJson(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const base = process.env.ARPA_URL || 'http://localhost:8080';
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      authorization: `Bearer ${operatorToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { code?: string; description?: string };
  if (!response.ok)
    throw new Error(`${response.status} ${answer.code ?? ''} ${answer.description ?? ''}`.trim());
  return answer;
}

/** The extra draw commands (modules/extra-draw, docs/modules/extra-draw.md); their answers as text. */
async function extraDraw(command: string, rest: string[]): Promise<string> {
  if (command === 'extra-draw:winners') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true });
    if (positionals.length !== 1 || !/^\d+$/.test(positionals[0] ?? ''))
      throw new UsageError('extra-draw:winners takes the draw id');
    const { items } = (await sendJson('GET', `/api/admin/extra-draws/${positionals[0]}/winners`)) as {
      items: {
        position: number;
        settlement: string;
        user_id: string | null;
        contact: Record<string, unknown>;
      }[];
    };
    return items
      .map((winner) => {
        const contact = ['firstname', 'lastname', 'email', 'phone', 'address', 'postal_code', 'city']
          .map((field) => winner.contact[field])
          .filter((value) => typeof value === 'string' && value !== '')
          .join(', ');
        return `${winner.position}. ${winner.settlement}${winner.user_id ? ` (player ${winner.user_id})` : ''}: ${contact}`;
      })
      .join('\n');
  }
  if (command === 'extra-draw:verify') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true });
    if (positionals.length !== 1 || !/^\d+$/.test(positionals[0] ?? ''))
      throw new UsageError('extra-draw:verify takes the draw id');
    const result = (await sendJson('GET', `/api/admin/extra-draws/${positionals[0]}/verify`)) as Record<
      string,
      unknown
    >;
    return `draw ${positionals[0]}: ${result.verified ? 'verified' : 'DOES NOT VERIFY'} (commitment ${result.commitment_matches ? 'ok' : 'mismatch'}, participants ${result.participants_match ? 'ok' : 'mismatch'}, winners ${result.winners_match ? 'ok' : 'mismatch'})`;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      lottery: { type: 'string' },
      'closes-at': { type: 'string' },
      winners: { type: 'string' },
      'prize-value': { type: 'string' },
      'prize-product': { type: 'string' },
      publish: { type: 'string' },
      'close-now': { type: 'boolean' },
    },
  });
  if (!values.lottery) throw new UsageError(`${command} needs --lottery`);
  if (command === 'extra-draw:run') {
    const result = (await sendJson('POST', '/api/admin/extra-draws/run', {
      lottery: values.lottery,
      close_now: values['close-now'] ?? false,
    })) as {
      draw_id: number;
      participant_count: number;
      seed: string;
      seed_commitment: string;
      winners: { position: number; label: string; settlement: string }[];
    };
    return [
      `draw ${result.draw_id} of ${values.lottery}: ${result.participant_count} participants, ${result.winners.length} winners`,
      ...result.winners.map((winner) => `  ${winner.position}. ${winner.label} (${winner.settlement})`),
      `seed ${result.seed} (commitment ${result.seed_commitment})`,
    ].join('\n');
  }
  if (!values['closes-at'] || !values.winners)
    throw new UsageError('extra-draw:schedule needs --closes-at and --winners');
  const result = (await sendJson('POST', '/api/admin/extra-draws', {
    lottery: values.lottery,
    closes_at: dateTime('closes-at', values['closes-at']),
    winners: wholeNumber('winners', values.winners),
    ...(values['prize-value'] ? { prize_value: wholeNumber('prize-value', values['prize-value']) } : {}),
    ...(values['prize-product'] ? { prize_product: values['prize-product'] } : {}),
    ...(values.publish ? { publish: values.publish } : {}),
  })) as { id: number; closes_at: string; seed_commitment: string };
  return `draw ${result.id} of ${values.lottery} scheduled, closes ${result.closes_at}; seed commitment ${result.seed_commitment}`;
}

/** The payments owed back to their payers (docs/decisions/0017-money-lifecycle.md), one line each. */
async function returnedPayments(): Promise<string> {
  const { items } = (await sendJson('GET', '/api/admin/payments/returned')) as {
    items: {
      id: number;
      stamp: string;
      kind: string;
      order_id: number | null;
      user_id: string;
      amount: number;
      method: string;
      provider_transaction_id: string | null;
      paid_at: string | null;
      refund_stamp: string | null;
      refunded_at: string | null;
    }[];
  };
  if (items.length === 0) return 'no payments to return';
  return items
    .map(
      (payment) =>
        `payment ${payment.id} (${payment.kind}${payment.order_id === null ? '' : ` of order ${payment.order_id}`}, ${payment.method}, stamp ${payment.stamp}, transaction ${payment.provider_transaction_id ?? '-'}): ${(payment.amount / 100).toFixed(2)} € ${payment.refunded_at ? `paid back ${payment.refunded_at} (refund ${payment.refund_stamp})` : `NOT YET PAID BACK (refund ${payment.refund_stamp ?? '-'})`} to player ${payment.user_id}, confirmed ${payment.paid_at ?? '-'}`,
    )
    .join('\n');
}

/** The bonus commands (modules/bonus, docs/modules/bonus.md); their answers as text. */
async function bonus(command: string, rest: string[]): Promise<string> {
  if (command === 'expire-bonuses') {
    if (rest.length > 0) throw new UsageError('expire-bonuses takes no arguments');
    const result = (await sendJson('POST', '/api/admin/bonuses/expire')) as {
      bonuses: number;
      cents: number;
    };
    return `expired ${result.bonuses} bonuses, ${(result.cents / 100).toFixed(2)} € (${result.cents} cents) in all`;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      'min-deposit': { type: 'string' },
      bonus: { type: 'string' },
      'valid-days': { type: 'string' },
      inactive: { type: 'boolean' },
      user: { type: 'string' },
      value: { type: 'string' },
      reason: { type: 'string' },
      'game-currency': { type: 'boolean' },
    },
  });
  const validDays = values['valid-days'] ? wholeNumber('valid-days', values['valid-days']) : null;
  if (command === 'bonus:deposit-campaign') {
    if (!values['min-deposit'] || !values.bonus)
      throw new UsageError('bonus:deposit-campaign needs --min-deposit and --bonus');
    await sendJson('PUT', '/api/admin/bonus-campaigns/deposit', {
      min_deposit: wholeNumber('min-deposit', values['min-deposit']),
      bonus_value: wholeNumber('bonus', values.bonus),
      valid_days: validDays,
      active: !values.inactive,
    });
    return `deposit bonus ${values.inactive ? 'off' : 'on'}: a first deposit of at least ${values['min-deposit']} cents earns ${values.bonus} cents${validDays ? `, valid ${validDays} days` : ''}`;
  }
  if (!values.user || !values.value || !values.reason)
    throw new UsageError('bonus:grant needs --user, --value and --reason');
  const result = (await sendJson('POST', '/api/admin/bonuses/grant', {
    user: values.user,
    value: wholeNumber('value', values.value),
    reason: values.reason,
    valid_days: validDays,
    account: values['game-currency'] ? 'game_currency' : 'bonus',
  })) as { bonus_id: number; user: string; account: string; value: number; saldo: number };
  return `granted ${result.value} cents to ${result.user}'s ${result.account} (bonus ${result.bonus_id}); saldo now ${result.saldo} cents`;
}

/** Sends the file (or, with `file` null, no body) to the operator API. */
async function send(
  method: 'POST' | 'PUT',
  path: string,
  file: string | null,
  contentType: string,
): Promise<unknown> {
  const base = process.env.ARPA_URL || 'http://localhost:8080';
  const token = operatorToken();
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(file === null ? {} : { 'content-type': contentType }),
    },
    body: file === null ? undefined : readFileSync(file, 'utf8'),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    code?: string;
    description?: string;
    problems?: Problem[];
  };
  if (response.ok) return answer;
  if (answer.problems) {
    const lines = answer.problems.map(
      (problem) => `${file}${problem.line === null ? '' : `:${problem.line}`}: ${problem.message}`,
    );
    throw new Error(`nothing was imported:\n${lines.join('\n')}`);
  }
  throw new Error(`${response.status} ${answer.code ?? ''} ${answer.description ?? ''}`.trim());
}

/** The playable ticket series commands (modules/playable, docs/playable-api.md); their answers as text. */
async function playableSeries(command: string, rest: string[]): Promise<string> {
  if (command === 'playable-series:import') {
    const value = (await send(
      'POST',
      '/api/admin/playable-series/import',
      fileArgument(rest),
      'application/json',
    )) as { series_id: number; alias: string; pool_size: number; winners: number; prize_total: number };
    return `series ${value.series_id} (${value.alias}): ${value.pool_size} tickets, ${value.winners} winning, prizes ${(value.prize_total / 100).toFixed(2)} € in all`;
  }
  if (command === 'playable-series:end') {
    if (rest.length !== 1 || !/^\d+$/.test(rest[0] ?? '')) throw new UsageError('expected a series id');
    const value = (await sendJson('POST', `/api/admin/playable-series/${rest[0]}/end`, {})) as {
      played: number;
    };
    return `series ${rest[0]} ended: ${value.played} unplayed tickets played and credited`;
  }
  if (rest.length > 0) throw new UsageError(`${command} takes no arguments`);
  const value = (await sendJson('POST', '/api/admin/playable-series/end-expired', {})) as {
    series: number;
    played: number;
  };
  return `${value.series} series ended, ${value.played} unplayed tickets played and credited`;
}

function describe(command: string, result: unknown): string {
  const counts = (label: string, value: { created: number; updated?: number; unchanged: number }) =>
    `${label}: ${value.created} created, ${value.updated ?? 0} updated, ${value.unchanged} unchanged`;
  if (command === 'lotteries:import') return counts('lotteries', result as never);
  if (command === 'products:import') {
    const { categories, products } = result as Record<string, never>;
    return `${counts('categories', categories)}\n${counts('products', products)}`;
  }
  if (command === 'tickets:import') {
    const value = result as {
      lottery: string;
      series: string;
      series_created: boolean;
      series_updated: boolean;
      created: number;
      unchanged: number;
    };
    const series = value.series_created ? 'created' : value.series_updated ? 'updated' : 'existing';
    return `${value.lottery} / ${value.series} (${series} series): ${value.created} tickets created, ${value.unchanged} unchanged`;
  }
  if (command === 'expire-wins') {
    const value = result as { accounts: number; cents: number };
    return `expired ${value.accounts} win accounts, ${(value.cents / 100).toFixed(2)} € (${value.cents} cents) in all`;
  }
  return 'content replaced';
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  let result: unknown;
  if (command === 'lotteries:import') {
    result = await send(
      'POST',
      '/api/admin/lotteries/import',
      fileArgument(parseArgs({ args: rest, allowPositionals: true }).positionals),
      'application/json',
    );
  } else if (command === 'products:import') {
    result = await send(
      'POST',
      '/api/admin/products/import',
      fileArgument(parseArgs({ args: rest, allowPositionals: true }).positionals),
      'application/json',
    );
  } else if (command === 'tickets:import') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        lottery: { type: 'string' },
        series: { type: 'string' },
        'validity-end': { type: 'string' },
      },
    });
    if (!values.lottery || !values.series)
      throw new UsageError('tickets:import needs --lottery and --series');
    const query = new URLSearchParams({ lottery: values.lottery, series: values.series });
    if (values['validity-end']) query.set('validity_end', values['validity-end']);
    result = await send('POST', `/api/admin/tickets/import?${query}`, fileArgument(positionals), 'text/csv');
  } else if (command === 'content:replace') {
    result = await send(
      'PUT',
      '/api/admin/content',
      fileArgument(parseArgs({ args: rest, allowPositionals: true }).positionals),
      'application/json',
    );
  } else if (command === 'backup') {
    console.log(await backup(fileArgument(rest)));
    return;
  } else if (command === 'restore') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' } },
    });
    const from = process.env.INIT_CWD || process.cwd();
    const dataDir = values['data-dir']
      ? resolve(from, values['data-dir'])
      : process.env.DATA_DIR || defaultDataDir;
    await restoreDataDir(fileArgument(positionals), dataDir);
    console.log(`restored into ${dataDir}; start the server on it`);
    return;
  } else if (command.startsWith('extra-draw:')) {
    if (
      !['extra-draw:schedule', 'extra-draw:run', 'extra-draw:verify', 'extra-draw:winners'].includes(command)
    )
      throw new UsageError(`unknown command '${command}'`);
    console.log(await extraDraw(command, rest));
    return;
  } else if (command.startsWith('playable-series:')) {
    if (!['playable-series:import', 'playable-series:end', 'playable-series:end-expired'].includes(command))
      throw new UsageError(`unknown command '${command}'`);
    console.log(await playableSeries(command, rest));
    return;
  } else if (['bonus:deposit-campaign', 'bonus:grant', 'expire-bonuses'].includes(command)) {
    console.log(await bonus(command, rest));
    return;
  } else if (command === 'payments:returned') {
    if (rest.length > 0) throw new UsageError('payments:returned takes no arguments');
    console.log(await returnedPayments());
    return;
  } else if (command === 'expire-wins') {
    if (rest.length > 0) throw new UsageError('expire-wins takes no arguments');
    result = await send('POST', '/api/admin/wins/expire', null, 'application/json');
  } else {
    throw new UsageError(`unknown command '${command}'`);
  }
  console.log(describe(command, result));
}

// `pnpm run admin -- x` hands the separator on to the script.
const argv = process.argv.slice(2);
main(argv[0] === '--' ? argv.slice(1) : argv).catch((error: unknown) => {
  // parseArgs's own refusals (an unknown option, a missing value) are wrong command lines too.
  const argumentError = (error as { code?: unknown } | null)?.code;
  if (
    error instanceof UsageError ||
    (typeof argumentError === 'string' && argumentError.startsWith('ERR_PARSE_ARGS_'))
  ) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
