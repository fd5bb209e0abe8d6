import { finnish, type Lottery, type PlaySession, type StartGameResponse } from '@arpa/contract';
import {
  Box,
  ButtonLink,
  GameFrame,
  PlayResponsibly,
  PlaySessionBar,
  RealityCheck,
  Spinner,
  useToast,
} from '@arpa/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ACCOUNTS_PATH } from '../../../lib/accounts';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { usePageTitle } from '../../../lib/page-title';
import { RequireLogin } from '../../../lib/protected';
import { useSession } from '../../../lib/session';
import { bundlePath } from '../api/get-bundle';
import { fetchPlaySession, PLAY_SESSION_PATH, usePlaySession } from '../api/get-play-session';
import { usePlayableLottery } from '../api/get-playable-lottery';
import { purchasedTicketsPath } from '../api/get-purchased-tickets';
import { useContinueAfterRealityCheck } from '../api/continue-after-reality-check';
import { useSetRealityCheckMinutes } from '../api/set-reality-check-minutes';
import { useStartGame } from '../api/start-game';
import {
  addBalancePath,
  finishAction,
  gameMessages,
  identifyFirstPath,
  initMessage,
  originOf,
} from '../game-protocol';
import { parsePlayParams, type PlayParams } from '../play-params';
import { useGameChannel } from '../use-game-channel';

/**
 * /pelattavat/{slug}/pelaa (SPEC §2, §4, §5): validates what to play, starts the game (a signed-in
 * player's, or a demo without sign-in), frames the game and speaks protocol v1 with it, and acts on its
 * finish reason. A signed-in player's game shows the play session beside the frame (time, net result, the
 * reminder interval and `quickStop`, the quick stop the app composes in), and a due reality check before
 * the game starts: never over a running game (issue 18).
 */
export function PlayPage({ quickStop }: { quickStop?: ReactNode } = {}) {
  const { slug } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const parsed = parsePlayParams(query, location.state);
  const { data: lottery, error } = usePlayableLottery(slug);
  usePageTitle(lottery ? `${finnish(lottery.names)} – pelaa` : 'Pelaa');

  if (!parsed.ok)
    return (
      <section aria-labelledby="play-title">
        <h1 id="play-title">Peliä ei voi aloittaa</h1>
        <p role="alert">{parsed.error}</p>
        <p>
          <ButtonLink href={slug ? `/pelattavat/${slug}` : '/pelattavat'}>Takaisin</ButtonLink>
        </p>
      </section>
    );
  if (error || (lottery && !lottery.playable_lottery_address))
    return (
      <section aria-labelledby="play-title">
        <h1 id="play-title">Arpaa ei löytynyt</h1>
        <p>
          <ButtonLink href="/pelattavat">Pelattaviin arpoihin</ButtonLink>
        </p>
      </section>
    );
  if (!lottery) return <Spinner />;
  const game = <Game lottery={lottery} params={parsed.params} quickStop={quickStop} />;
  // Login is required unless demo (SPEC §5): the sign-in returns here.
  return parsed.params.demoGame ? game : <RequireLogin>{game}</RequireLogin>;
}

interface GameProps {
  lottery: Lottery;
  params: PlayParams;
  quickStop?: ReactNode;
}

/** Time played in the session, by the server's clock. */
function playedMs(session: PlaySession): number {
  return session.started_at ? Date.parse(session.as_of) - Date.parse(session.started_at) : 0;
}

function Game({ lottery, params, quickStop }: GameProps) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [game, setGame] = useState<StartGameResponse>();
  const [failed, setFailed] = useState(false);
  /** The reality check due before this game starts; the game waits for "Jatka". */
  const [check, setCheck] = useState<PlaySession | null>(null);
  const started = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const lotteryPage = `/pelattavat/${lottery.slug}`;
  const price = params.ticketPrice ?? lottery.playable_ticket_prices[0]?.price ?? 0;
  const { data: playSession } = usePlaySession(!params.demoGame);
  // The session time beside the game runs on the server's clock: the browser's may be set otherwise.
  const clockOffset = playSession?.clockOffsetMs ?? 0;
  const serverNow = useCallback(() => new Date(Date.now() + clockOffset), [clockOffset]);
  const { trigger: continueAfterCheck } = useContinueAfterRealityCheck();
  const { trigger: setRealityCheckMinutes } = useSetRealityCheckMinutes();
  const { trigger: startGame } = useStartGame();

  const begin = useCallback(() => {
    const request = params.bundle
      ? { ticket_price: price, bundle: true }
      : { ticket_price: price, purchase_amount: params.purchaseAmount };
    startGame({ lotteryId: lottery.id, request, demo: params.demoGame }).then(setGame, (reason: unknown) => {
      // The refusal's own text is in the toast; identification is asked on the add-balance page, which keeps
      // the way back to this game (through the identification too: lib/identification-return.ts).
      if (reason instanceof ApiRequestError && reason.code === 'strong_authentication_required') {
        const back = `${location.pathname}${location.search}`;
        const amount = params.bundle ? undefined : price * (params.purchaseAmount ?? 1);
        void navigate(identifyFirstPath(back, amount));
        return;
      }
      setFailed(true);
    });
  }, [startGame, lottery.id, params, price, navigate, location.pathname, location.search]);

  useEffect(() => {
    // One game per visit of the page (a token buys once); StrictMode's second run starts nothing.
    if (started.current) return;
    started.current = true;
    if (params.demoGame) {
      begin();
      return;
    }
    // Between games: a due reality check comes first, asked fresh rather than from a cached answer.
    fetchPlaySession(api).then(
      (session) => {
        void mutate(PLAY_SESSION_PATH, session, { revalidate: false });
        if (session.reality_check_due) setCheck(session);
        else begin();
      },
      () => setFailed(true),
    );
  }, [api, begin, mutate, params.demoGame]);

  const continuePlaying = () => {
    continueAfterCheck().then(
      () => {
        setCheck(null);
        begin();
      },
      () => undefined,
    );
  };

  const refresh = () => {
    for (const key of [ACCOUNTS_PATH, bundlePath(lottery.id), purchasedTicketsPath(lottery.id)])
      void mutate(key);
  };

  const onFinish = (reason: string) => {
    const action = finishAction(reason);
    if (!params.demoGame) refresh();
    switch (action.kind) {
      case 'toLottery':
        void navigate(lotteryPage);
        return;
      case 'toAddBalance':
        toast.error(action.toast);
        void navigate(addBalancePath(game!, `${location.pathname}${location.search}`));
        return;
      case 'logout':
        toast.error(action.toast);
        if (!params.demoGame) void session.expire(false);
        void navigate(lotteryPage);
        return;
      default:
        toast.error(action.toast);
        void navigate(lotteryPage);
    }
  };

  const gameOrigin = originOf(lottery.playable_lottery_address ?? '');
  if (failed || !gameOrigin)
    return (
      <section aria-labelledby="play-title">
        <h1 id="play-title">{finnish(lottery.names)}</h1>
        <p role="alert">{gameMessages.initFailed}</p>
        <p>
          <ButtonLink href={lotteryPage}>Takaisin</ButtonLink>
        </p>
      </section>
    );
  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="play-title">
      <h1 id="play-title">
        {finnish(lottery.names)}
        {params.demoGame ? ' – kokeilu' : ''}
      </h1>
      {!params.demoGame && (
        <PlaySessionBar
          startedAt={playSession?.started_at ?? null}
          net={playSession?.net ?? 0}
          now={serverNow}
          realityCheckMinutes={playSession?.reality_check_minutes}
          onRealityCheckMinutesChange={(minutes) =>
            void setRealityCheckMinutes(minutes).catch(() => undefined)
          }
          actions={quickStop}
        />
      )}
      {check && (
        <RealityCheck
          open
          playedMs={playedMs(check)}
          spent={check.spent}
          won={check.won}
          net={check.net}
          onContinue={continuePlaying}
          onStop={() => void navigate(lotteryPage)}
        />
      )}
      {game ? (
        <GameChannel
          src={lottery.playable_lottery_address!}
          title={finnish(lottery.names)}
          frame={frame}
          gameOrigin={gameOrigin}
          game={game}
          onFinish={onFinish}
          onProblem={toast.error}
        />
      ) : check ? null : (
        <Spinner />
      )}
      <p>
        <ButtonLink href={lotteryPage} variant="secondary" onClick={params.demoGame ? undefined : refresh}>
          Lopeta peli
        </ButtonLink>
      </p>
      <PlayResponsibly />
    </Box>
  );
}

interface GameChannelProps {
  src: string;
  title: string;
  frame: React.RefObject<HTMLIFrameElement | null>;
  gameOrigin: string;
  game: StartGameResponse;
  onFinish: (reason: string) => void;
  onProblem: (text: string) => void;
}

/** The frame, listening from before the game loads: the game asks for `init` once, when it starts. */
function GameChannel({ src, title, frame, gameOrigin, game, onFinish, onProblem }: GameChannelProps) {
  useGameChannel({ frame, gameOrigin, init: initMessage(game), onFinish, onProblem });
  return <GameFrame ref={frame} src={src} title={title} />;
}
