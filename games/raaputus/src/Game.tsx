import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorMessages,
  finnish,
  formatErrorMessage,
  isErrorCode,
  type GameInitMessage,
  type GameTicket,
} from '@arpa/contract';
import { gameApi, GameApiError, type GameApi } from './api.ts';
import { connectToParent, type FinishReason, type ParentConnection } from './protocol.ts';
import { ScratchCard } from './ScratchCard.tsx';
import { formatCents, texts } from './texts.ts';

export interface GameProps {
  /** The site's origin from the game's HTML (config.ts); null when the server wrote none. */
  siteOrigin: string | null;
  /** The game's window; its parent is the page that framed the game. */
  window: Window;
  /** The game's API for an init (tests give a fake). */
  createApi?: (siteOrigin: string, init: GameInitMessage) => GameApi;
}

/** How long the game waits for the parent's `init` before it gives up. */
export const INIT_TIMEOUT_MS = 10_000;

type Phase =
  | { name: 'waiting' }
  | { name: 'failed'; message: string; reason: FinishReason | string; closable: boolean }
  | { name: 'offer' }
  | { name: 'buying' }
  | { name: 'playing'; tickets: GameTicket[]; index: number; afterwards: 'offer' | 'done' }
  | { name: 'finished' };

/** SPEC §4's finish reason for a catalogued code the game cannot go on after. */
const finishReasonOf: Record<string, FinishReason> = {
  no_saldo: 'noSaldo',
  invalid_playable_ticket_token: 'noAuth',
  playtime_limited: 'noPlaytime',
};

function messageOf(error: unknown): { message: string; code: string } {
  if (error instanceof GameApiError) {
    if (error.code === 'network_error') return { message: texts.sendFailed, code: 'error' };
    return {
      // The text with its parameters filled in: "Pikatauko on voimassa 26.11.2026 08:27 asti…", not "%1".
      message: isErrorCode(error.code)
        ? formatErrorMessage(error.code, error.parameters)
        : errorMessages.unknown_error,
      code: error.code,
    };
  }
  return { message: errorMessages.unknown_error, code: 'error' };
}

/**
 * Whether a played ticket's prize is celebrated: only one worth more than the ticket's price (issue 18, no
 * pressure). A prize at or below the price is no gain, and a product of unknown value (0) is not assumed to
 * be one.
 */
export function celebrated(ticket: GameTicket, ticketPrice: number): boolean {
  return Boolean(ticket.prize?.win) && (ticket.prize?.value ?? 0) > ticketPrice;
}

export function resultText(ticket: GameTicket, ticketPrice: number): string {
  const prize = ticket.prize;
  if (!prize || !prize.win) return texts.noWin;
  const product = finnish(prize.product_names);
  if (!celebrated(ticket, ticketPrice)) {
    const price = formatCents(ticketPrice);
    return product ? texts.smallProduct(product, price) : texts.smallMoney(formatCents(prize.value), price);
  }
  if (product) return texts.wonProduct(product);
  return texts.wonMoney(formatCents(prize.value));
}

/**
 * The reference scratch game: asks the parent for `init`, buys the tickets the app started the game for,
 * lets the player scratch (or reveal with a button) one ticket at a time, and tells the parent when it is
 * over. The outcome comes from the server when a ticket is played; the card only shows it.
 */
export function Game({ siteOrigin, window: own, createApi = gameApi }: GameProps) {
  const [phase, setPhase] = useState<Phase>(() =>
    siteOrigin && own.parent !== own
      ? { name: 'waiting' }
      : { name: 'failed', message: texts.initFailed, reason: 'error', closable: false },
  );
  const [init, setInit] = useState<GameInitMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [revealed, setRevealed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const connection = useRef<ParentConnection | null>(null);
  const api = useRef<GameApi | null>(null);
  const revealButton = useRef<HTMLButtonElement>(null);
  /** The player scratched off enough of the current ticket's coating. */
  const scratchedEnough = useRef(false);
  const nextButton = useRef<HTMLButtonElement>(null);

  const fail = useCallback((error: unknown) => {
    const { message, code } = messageOf(error);
    const reason = finishReasonOf[code];
    if (reason) {
      // The app takes over (SPEC §4): adds balance, signs out or returns to the lottery page.
      setPhase({ name: 'failed', message, reason, closable: false });
      connection.current?.finish(reason);
    } else {
      setPhase({ name: 'failed', message, reason: code, closable: true });
    }
  }, []);

  const startPlaying = useCallback((tickets: GameTicket[], afterwards: 'offer' | 'done') => {
    const index = tickets.findIndex((ticket) => !ticket.played);
    if (index === -1) {
      setPhase(
        afterwards === 'offer' ? { name: 'offer' } : { name: 'playing', tickets, index: 0, afterwards },
      );
      setRevealed(afterwards === 'done');
      return;
    }
    setRevealed(false);
    setPhase({ name: 'playing', tickets, index, afterwards });
  }, []);

  useEffect(() => {
    if (!siteOrigin || own.parent === own) return;
    const parent = connectToParent({
      window: own,
      parentOrigin: siteOrigin,
      onInit: (message) => {
        clearTimeout(giveUp);
        setInit(message);
        api.current = createApi(siteOrigin, message);
        api.current.state().then((state) => {
          if (state.unplayed_tickets.length > 0) {
            setAnnouncement(errorMessages.earlier_unplayed_purchased_ticket_available);
            startPlaying(state.unplayed_tickets, state.purchase ? 'done' : 'offer');
          } else if (state.purchase) {
            startPlaying(state.purchase.tickets, 'done');
          } else {
            setPhase({ name: 'offer' });
          }
        }, fail);
      },
      onRefused: (problem) => {
        clearTimeout(giveUp);
        const invalidVersion = problem === 'invalidVersion';
        setPhase({
          name: 'failed',
          message: invalidVersion ? errorMessages.game_client_invalid_version : texts.initFailed,
          reason: invalidVersion ? 'invalidVersion' : 'error',
          closable: false,
        });
        parent.finish(invalidVersion ? 'invalidVersion' : 'error');
      },
    });
    connection.current = parent;
    parent.requestInit();
    // A parent that never answers: the player is told, and a late init is no longer read.
    const giveUp = setTimeout(() => {
      parent.finish('error');
      setPhase({ name: 'failed', message: texts.initFailed, reason: 'error', closable: false });
    }, INIT_TIMEOUT_MS);
    return () => {
      clearTimeout(giveUp);
      parent.close();
    };
  }, [siteOrigin, own, createApi, fail, startPlaying]);

  const current = phase.name === 'playing' ? phase.tickets[phase.index] : null;

  useEffect(() => {
    if (phase.name === 'playing' && !revealed) revealButton.current?.focus();
  }, [phase, revealed]);
  useEffect(() => {
    if (revealed) nextButton.current?.focus();
  }, [revealed]);

  const buy = () => {
    if (!api.current) return;
    setPhase({ name: 'buying' });
    setAnnouncement('');
    api.current.purchase().then(({ purchase }) => startPlaying(purchase.tickets, 'done'), fail);
  };

  const ticketPrice = init?.ticketPrice ?? 0;

  const reveal = (ticket: GameTicket) => {
    setRevealed(true);
    setAnnouncement(resultText(ticket, ticketPrice));
  };

  /** Plays the current ticket once (the server keeps it exactly-once too) and stores its outcome. */
  const play = async (): Promise<GameTicket | null> => {
    if (phase.name !== 'playing' || !api.current) return null;
    const ticket = phase.tickets[phase.index];
    if (ticket.played) return ticket;
    if (playing) return null;
    setPlaying(true);
    try {
      const answer = await api.current.play(ticket.id);
      const tickets = phase.tickets.map((each, index) => (index === phase.index ? answer.ticket : each));
      setPhase({ ...phase, tickets });
      // Scratched far enough before the answer came: the rest goes as soon as it is here.
      if (scratchedEnough.current) reveal(answer.ticket);
      return answer.ticket;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setPlaying(false);
    }
  };

  const revealAll = async () => {
    if (revealed) return;
    const ticket = await play();
    if (ticket) reveal(ticket);
  };

  const scratchedOff = () => {
    scratchedEnough.current = true;
    if (current?.played && !revealed) reveal(current);
  };

  const finish = (reason: FinishReason | string) => {
    setPhase({ name: 'finished' });
    setAnnouncement(texts.finished);
    // A purchase refused for a due reality check ended nothing wrong: the app shows the check next time.
    const parentReason = reason === 'ok' || reason === 'reality_check_due' ? 'ok' : 'error';
    const done = () => connection.current?.finish(parentReason);
    // The token ends on the server; the parent is told either way (the outcome is already recorded).
    (api.current ? api.current.finish(reason) : Promise.resolve()).then(done, done);
  };

  const next = () => {
    if (phase.name !== 'playing') return;
    scratchedEnough.current = false;
    setAnnouncement('');
    const following = phase.tickets.findIndex((ticket, index) => index > phase.index && !ticket.played);
    if (following !== -1) {
      setRevealed(false);
      setPhase({ ...phase, index: following });
    } else if (phase.afterwards === 'offer') {
      setRevealed(false);
      setPhase({ name: 'offer' });
    } else {
      finish('ok');
    }
  };

  const last =
    phase.name === 'playing' &&
    phase.tickets.findIndex((ticket, index) => index > phase.index && !ticket.played) === -1 &&
    phase.afterwards === 'done';

  return (
    <main className="game">
      <h1 className="game__title">{texts.title}</h1>
      {init?.api === '/demo-api' && <p className="game__demo">{texts.demo}</p>}

      {phase.name === 'waiting' && <p>{texts.waiting}</p>}

      {phase.name === 'failed' && (
        <>
          <p className="game__error" role="alert">
            {phase.message}
          </p>
          {phase.closable && (
            <button type="button" className="game__button" onClick={() => finish(phase.reason)}>
              {texts.close}
            </button>
          )}
        </>
      )}

      {(phase.name === 'offer' || phase.name === 'buying') && init && (
        <section className="game__offer" aria-labelledby="offer-title">
          <h2 id="offer-title">{texts.offerTitle}</h2>
          <p>{texts.offer(init.purchaseAmount, formatCents(init.ticketPrice))}</p>
          {init.discount > 0 && <p>{texts.discount(formatCents(init.discount))}</p>}
          <p className="game__total">
            {texts.total(formatCents(init.purchaseAmount * init.ticketPrice - init.discount))}
          </p>
          <button type="button" className="game__button" onClick={buy} disabled={phase.name === 'buying'}>
            {texts.buy}
          </button>
        </section>
      )}

      {phase.name === 'playing' && current && (
        <section className="game__ticket" aria-labelledby="ticket-title">
          <h2 id="ticket-title">{texts.ticketTitle(phase.index + 1, phase.tickets.length, current.code)}</h2>
          <ScratchCard
            key={current.id}
            revealed={revealed}
            onScratchStart={() => void play()}
            onScratchedEnough={scratchedOff}
          >
            {current.played ? (
              <span className="game__result" data-win={celebrated(current, ticketPrice) ? 'true' : 'false'}>
                {resultText(current, ticketPrice)}
              </span>
            ) : (
              <span className="game__result">{playing ? texts.opening : ''}</span>
            )}
          </ScratchCard>
          {revealed ? (
            <button ref={nextButton} type="button" className="game__button" onClick={next}>
              {last ? texts.done : texts.next}
            </button>
          ) : (
            <button
              ref={revealButton}
              type="button"
              className="game__button"
              onClick={() => void revealAll()}
              disabled={playing}
            >
              {texts.revealAll}
            </button>
          )}
        </section>
      )}

      <p className="game__status" role="status">
        {announcement}
      </p>
    </main>
  );
}
