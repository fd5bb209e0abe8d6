import {
  finnish,
  type ExtraDrawPrize,
  type ExtraDrawResult,
  type ExtraDrawsResponse,
  type ExtraDrawWinnerPublication,
  type LocalizedStrings,
} from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { findProductRowByCustomId } from '../catalogue/repository.ts';
import type { ClaimContact } from '../catalogue/tables.ts';
import { insertPrizeOrder } from '../orders/repository.ts';
import { profileContact } from '../claims/contact.ts';
import { queueMessages, type OutboxMessage } from '../claims/outbox.ts';
import { findLotteryBySlug } from '../lotteries/repository.ts';
import { deriveWinners, newSeed, participantsDigest, seedCommitment, type Participant } from './draw.ts';
import type { ExtraDrawRow, WinnerSettlement } from './tables.ts';

export interface ScheduleInput {
  lottery: string;
  closesAt: Date;
  winners: number;
  /** A money prize in integer cents; or `prizeProduct`. */
  prizeValue?: number | null;
  /** A product prize by its custom_id. */
  prizeProduct?: string | null;
  publish?: ExtraDrawWinnerPublication;
}

export interface ScheduledDraw {
  id: number;
  lottery: string;
  closes_at: string;
  winners_count: number;
  seed_commitment: string;
}

async function lotteryOr404(db: Kysely<Database> | Transaction<Database>, slug: string) {
  const lottery = await findLotteryBySlug(db, slug);
  if (!lottery) throw new ApiError('lottery_not_found');
  return lottery;
}

/**
 * Schedules the next draw of a lottery with an extra draw: its period's end, how many win and what. The
 * seed is chosen now and only its commitment is shown until the draw is run. A lottery has at most one
 * draw waiting (`extra_draws_one_scheduled`) and one draw per period end (`extra_draws_lottery_period`).
 */
export async function scheduleDraw(db: Kysely<Database>, input: ScheduleInput): Promise<ScheduledDraw> {
  const lottery = await lotteryOr404(db, input.lottery);
  if (!lottery.extra_lottery_enabled) throw new ApiError('extra_lottery_not_enabled');
  if (!Number.isInteger(input.winners) || input.winners < 1 || input.winners > 10_000)
    throw new ApiError('invalid_value');
  if (Number.isNaN(input.closesAt.getTime())) throw new ApiError('invalid_format');
  const hasValue = input.prizeValue !== undefined && input.prizeValue !== null;
  if (hasValue === Boolean(input.prizeProduct)) throw new ApiError('invalid_input');
  if (hasValue && (!Number.isSafeInteger(input.prizeValue) || (input.prizeValue as number) <= 0))
    throw new ApiError('invalid_value');
  const product = input.prizeProduct ? await findProductRowByCustomId(db, input.prizeProduct) : undefined;
  if (input.prizeProduct && !product) throw new ApiError('product_not_found');
  const waiting = await db
    .selectFrom('extra_draws')
    .select('id')
    .where('lottery_id', '=', lottery.id)
    .where('state', '=', 'scheduled')
    .executeTakeFirst();
  // One draw waits at a time: run it (or let it run) before scheduling the next.
  if (waiting) throw new ApiError('conflict');
  const seed = newSeed();
  const row = await db
    .insertInto('extra_draws')
    .values({
      lottery_id: lottery.id,
      closes_at: input.closesAt,
      winners_count: input.winners,
      prize_value: hasValue ? (input.prizeValue as number) : null,
      prize_product_id: product?.id ?? null,
      publish_winners_as: input.publish ?? 'initials_city',
      seed,
      seed_commitment: seedCommitment(seed),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  // A draw was already made for this period end (or one was scheduled at this very moment).
  if (!row) throw new ApiError('extra_draw_already_drawn');
  return {
    id: row.id,
    lottery: lottery.slug,
    closes_at: row.closes_at.toISOString(),
    winners_count: row.winners_count,
    seed_commitment: row.seed_commitment,
  };
}

export interface RunOptions {
  lottery: string;
  /** Close participation now, before the scheduled period end. */
  closeNow?: boolean;
}

export interface DrawWinnerSummary {
  position: number;
  entry_id: number;
  user_id: string | null;
  settlement: WinnerSettlement;
  label: string;
}

export interface DrawSummary {
  draw_id: number;
  lottery: string;
  closes_at: string;
  participant_count: number;
  participants_digest: string;
  seed: string;
  seed_commitment: string;
  winners: DrawWinnerSummary[];
}

const euros = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' });

function personOf(entry: { id: number; user_id: string | null; contact: ClaimContact | null }): string {
  if (entry.user_id !== null) return `user:${entry.user_id}`;
  const email = entry.contact?.email;
  return typeof email === 'string' && email.trim() !== ''
    ? `email:${email.trim().toLowerCase()}`
    : `entry:${entry.id}`;
}

/** How a winner is published: "M. V., Tampere", or the winning entry of a ticket series. */
export function winnerLabel(
  publication: ExtraDrawWinnerPublication,
  winner: { contact: ClaimContact; entry_id: number; series_alias: string },
): string {
  if (publication === 'ticket') return `Arpasarja ${winner.series_alias}, osallistuminen ${winner.entry_id}`;
  const initial = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? `${value.trim()[0]?.toUpperCase()}.` : '';
  const initials = [initial(winner.contact.firstname), initial(winner.contact.lastname)]
    .filter(Boolean)
    .join(' ');
  const city = typeof winner.contact.city === 'string' ? winner.contact.city.trim() : '';
  return [initials || '–', city].filter(Boolean).join(', ');
}

function winMessages(
  contact: ClaimContact,
  lotteryName: string,
  prizeText: string,
  settlement: WinnerSettlement,
): OutboxMessage[] {
  const after =
    settlement === 'credited'
      ? 'Voitto on lisätty tilisi lisävoittoihin, ja näet sen Voittohistoriassa.'
      : settlement === 'ordered'
        ? 'Toimitamme voiton sinulle; tilauksen tila näkyy kohdassa Tilaukset.'
        : 'Otamme sinuun yhteyttä voiton toimittamiseksi.';
  const messages: OutboxMessage[] = [];
  if (typeof contact.email === 'string' && contact.email !== '') {
    messages.push({
      channel: 'email',
      recipient: contact.email,
      body: `Onnea, voitit lisäarvonnassa! ${lotteryName}: ${prizeText}. ${after}`,
    });
  }
  if (typeof contact.phone === 'string' && contact.phone !== '') {
    messages.push({
      channel: 'sms',
      recipient: contact.phone,
      body: `Onnea, voitit ${lotteryName} -lisäarvonnassa: ${prizeText}. ${after}`,
    });
  }
  return messages;
}

interface EntryRow {
  id: number;
  ticket_id: number;
  user_id: string | null;
  contact: ClaimContact | null;
  series_alias: string;
}

/**
 * Runs the lottery's scheduled draw (docs/modules/extra-draw.md), in one transaction with the draw's row
 * locked, so a second run at the same time waits and is then refused (`extra_draw_already_drawn`):
 * closes participation (the entries made before the period end and in no earlier draw become this
 * draw's), ranks them by the committed seed, and for each winner records the prize and settles it: a
 * signed-in player's money prize is credited to their extra_wins (ledger `extra_wins`), a product prize
 * becomes a prize order waiting for delivery, an anonymous winner is contacted by the operator. Winners
 * are told by email and SMS through the outbox.
 */
export async function runDraw(db: Kysely<Database>, options: RunOptions, now: Date): Promise<DrawSummary> {
  return db.transaction().execute(async (trx) => {
    const lottery = await lotteryOr404(trx, options.lottery);
    const draw = await trx
      .selectFrom('extra_draws')
      .selectAll()
      .where('lottery_id', '=', lottery.id)
      .where('state', '=', 'scheduled')
      .forUpdate()
      .executeTakeFirst();
    if (!draw) {
      const drawn = await trx
        .selectFrom('extra_draws')
        .select('id')
        .where('lottery_id', '=', lottery.id)
        .executeTakeFirst();
      throw drawn ? new ApiError('extra_draw_already_drawn') : new ApiError('not_found', 404);
    }
    let closesAt = draw.closes_at;
    if (closesAt.getTime() > now.getTime()) {
      if (!options.closeNow) throw new ApiError('extra_draw_not_closed');
      closesAt = now;
    }
    const entries = (await trx
      .updateTable('extra_lottery_entries')
      .set({ draw_id: draw.id })
      .where('lottery_id', '=', lottery.id)
      .where('draw_id', 'is', null)
      .where('created_at', '<', closesAt)
      .returning(['id', 'ticket_id', 'user_id', 'contact'])
      .execute()) as Omit<EntryRow, 'series_alias'>[];
    const aliases = new Map<number, string>();
    if (entries.length > 0) {
      const rows = await trx
        .selectFrom('tickets')
        .innerJoin('ticket_series', 'ticket_series.id', 'tickets.series_id')
        .select(['tickets.id', 'ticket_series.alias'])
        .where(
          'tickets.id',
          'in',
          entries.map((entry) => entry.ticket_id),
        )
        .execute();
      for (const row of rows) aliases.set(row.id, row.alias);
    }
    const byId = new Map(
      entries.map((entry) => [entry.id, { ...entry, series_alias: aliases.get(entry.ticket_id) ?? '' }]),
    );
    const participants: Participant[] = [...byId.values()]
      .sort((a, b) => a.id - b.id)
      .map((entry) => ({ entryId: entry.id, person: personOf(entry) }));
    const digest = participantsDigest(participants.map((participant) => participant.entryId));
    const winners = deriveWinners(draw.seed, participants, draw.winners_count);

    const product = draw.prize_product_id
      ? await trx
          .selectFrom('products')
          .select(['id', 'names', 'value'])
          .where('id', '=', draw.prize_product_id)
          .executeTakeFirstOrThrow()
      : null;
    const prizeText = product ? finnish(product.names) : euros.format((draw.prize_value ?? 0) / 100);
    const lotteryName = finnish(lottery.names);
    const summary: DrawWinnerSummary[] = [];
    const messages: OutboxMessage[] = [];
    for (const [index, winner] of winners.entries()) {
      const entry = byId.get(winner.entryId) as EntryRow;
      const contact: ClaimContact = entry.contact ?? {};
      if (entry.user_id !== null) {
        const profile = await profileContact(trx, entry.user_id);
        for (const [field, value] of Object.entries(profile))
          if (value && !contact[field]) contact[field] = value;
      }
      const settlement: WinnerSettlement =
        entry.user_id === null ? 'contact' : product ? 'ordered' : 'credited';
      const position = index + 1;
      const row = await trx
        .insertInto('extra_draw_winners')
        .values({
          draw_id: draw.id,
          entry_id: entry.id,
          position,
          user_id: entry.user_id,
          contact: JSON.stringify(contact),
          prize_value: product ? product.value : draw.prize_value,
          prize_product_id: product?.id ?? null,
          settlement,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (settlement === 'credited' && entry.user_id !== null) {
        const account = await ensureAccount(trx, entry.user_id, 'extra_wins');
        await postLedgerEvent(trx, {
          accountId: account.id,
          type: 'credit',
          variety: 'extra_wins',
          value: draw.prize_value as number,
          reference: `extra_draw_winner:${row.id}`,
        });
      }
      if (settlement === 'ordered' && entry.user_id !== null && product) {
        const orderId = await insertPrizeOrder(trx, { userId: entry.user_id, product, contact, now });
        await trx
          .updateTable('extra_draw_winners')
          .set({ order_id: orderId })
          .where('id', '=', row.id)
          .execute();
      }
      messages.push(...winMessages(contact, lotteryName, prizeText, settlement));
      summary.push({
        position,
        entry_id: entry.id,
        user_id: entry.user_id,
        settlement,
        label: winnerLabel(draw.publish_winners_as, {
          contact,
          entry_id: entry.id,
          series_alias: entry.series_alias,
        }),
      });
    }
    await trx
      .updateTable('extra_draws')
      .set({
        state: 'drawn',
        closes_at: closesAt,
        participant_count: participants.length,
        participants_digest: digest,
        drawn_at: now,
      })
      .where('id', '=', draw.id)
      .execute();
    await queueMessages(trx, messages);
    return {
      draw_id: draw.id,
      lottery: lottery.slug,
      closes_at: closesAt.toISOString(),
      participant_count: participants.length,
      participants_digest: digest,
      seed: draw.seed,
      seed_commitment: draw.seed_commitment,
      winners: summary,
    };
  });
}

export interface Verification {
  draw_id: number;
  /** SHA-256 of the revealed seed is the commitment published before the draw. */
  commitment_matches: boolean;
  /** The entries recorded as this draw's participants hash to the recorded digest. */
  participants_match: boolean;
  /** Drawing again from the seed and the participants gives the recorded winners, in order. */
  winners_match: boolean;
  verified: boolean;
}

/** Repeats a run draw from its record: the seed, its commitment, the participants and the winners. */
export async function verifyDraw(db: Kysely<Database>, drawId: number): Promise<Verification> {
  const draw = await db.selectFrom('extra_draws').selectAll().where('id', '=', drawId).executeTakeFirst();
  if (!draw || draw.state !== 'drawn') throw new ApiError('not_found', 404);
  const entries = await db
    .selectFrom('extra_lottery_entries')
    .select(['id', 'user_id', 'contact'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute();
  const recorded = await db
    .selectFrom('extra_draw_winners')
    .select(['entry_id'])
    .where('draw_id', '=', drawId)
    .orderBy('position')
    .execute();
  const participants = entries.map((entry) => ({ entryId: entry.id, person: personOf(entry) }));
  const again = deriveWinners(draw.seed, participants, draw.winners_count).map((winner) => winner.entryId);
  const result = {
    draw_id: drawId,
    commitment_matches: seedCommitment(draw.seed) === draw.seed_commitment,
    participants_match:
      entries.length === draw.participant_count &&
      participantsDigest(entries.map((entry) => entry.id)) === draw.participants_digest,
    winners_match: JSON.stringify(again) === JSON.stringify(recorded.map((row) => row.entry_id)),
  };
  return {
    ...result,
    verified: result.commitment_matches && result.participants_match && result.winners_match,
  };
}

export interface OperatorWinner {
  position: number;
  entry_id: number;
  user_id: string | null;
  settlement: WinnerSettlement;
  prize_value: number | null;
  order_id: number | null;
  contact: ClaimContact;
}

/**
 * A run draw's winners for the operator, with the contact on record: how to reach an anonymous winner
 * (settlement `contact`) to hand over the prize, and the order of a product prize.
 */
export async function listWinners(db: Kysely<Database>, drawId: number): Promise<OperatorWinner[]> {
  const draw = await db.selectFrom('extra_draws').select('state').where('id', '=', drawId).executeTakeFirst();
  if (!draw || draw.state !== 'drawn') throw new ApiError('not_found', 404);
  const rows = await db
    .selectFrom('extra_draw_winners')
    .select(['position', 'entry_id', 'user_id', 'settlement', 'prize_value', 'order_id', 'contact'])
    .where('draw_id', '=', drawId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    ...row,
    prize_value: row.prize_value === null ? null : Number(row.prize_value),
  }));
}

function prizeOf(
  draw: ExtraDrawRow,
  productNames: LocalizedStrings | null,
  productValue: number | null,
): ExtraDrawPrize {
  return draw.prize_product_id === null
    ? { value: draw.prize_value, product_names: null }
    : { value: productValue, product_names: productNames };
}

/**
 * GET /api/v1/lotteries/{id}/extra-draws: the lottery's next draw (without its seed) and the published
 * results of the run ones, newest first (at most 10).
 */
export async function listPublicDraws(db: Kysely<Database>, lotteryId: number): Promise<ExtraDrawsResponse> {
  const lottery = await db
    .selectFrom('lotteries')
    .select('id')
    .where('id', '=', lotteryId)
    .executeTakeFirst();
  if (!lottery) throw new ApiError('lottery_not_found');
  const draws = await db
    .selectFrom('extra_draws as d')
    .leftJoin('products as p', 'p.id', 'd.prize_product_id')
    .selectAll('d')
    .select(['p.names as product_names', 'p.value as product_value'])
    .where('d.lottery_id', '=', lotteryId)
    .orderBy('d.closes_at', 'desc')
    .limit(11)
    .execute();
  const run = draws.filter((draw) => draw.state === 'drawn').slice(0, 10);
  const winners =
    run.length === 0
      ? []
      : await db
          .selectFrom('extra_draw_winners as w')
          .innerJoin('extra_lottery_entries as e', 'e.id', 'w.entry_id')
          .innerJoin('tickets as t', 't.id', 'e.ticket_id')
          .innerJoin('ticket_series as s', 's.id', 't.series_id')
          .select(['w.draw_id', 'w.position', 'w.entry_id', 'w.contact', 's.alias as series_alias'])
          .where(
            'w.draw_id',
            'in',
            run.map((draw) => draw.id),
          )
          .orderBy('w.position')
          .execute();
  const scheduled = draws.find((draw) => draw.state === 'scheduled');
  const upcoming = (draw: (typeof draws)[number]) => ({
    id: draw.id,
    closes_at: draw.closes_at.toISOString(),
    winners_count: draw.winners_count,
    prize: prizeOf(draw, draw.product_names, draw.product_value),
    seed_commitment: draw.seed_commitment,
  });
  return {
    next: scheduled ? upcoming(scheduled) : null,
    results: run.map((draw): ExtraDrawResult => ({
      ...upcoming(draw),
      drawn_at: (draw.drawn_at as Date).toISOString(),
      participant_count: draw.participant_count ?? 0,
      seed: draw.seed,
      winners: winners
        .filter((winner) => winner.draw_id === draw.id)
        .map((winner) => ({
          position: winner.position,
          label: winnerLabel(draw.publish_winners_as, winner),
        })),
    })),
  };
}
