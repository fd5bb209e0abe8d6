import { finnish, type Lottery, type StartGameResponse } from '@arpa/contract';
import { Box, ButtonLink, GameFrame, PlayResponsibly, Spinner, useToast } from '@arpa/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ACCOUNTS_PATH } from '../../../lib/accounts';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { bundlePath } from '../api/get-bundle';
import { usePlayableLottery } from '../api/get-playable-lottery';
import { purchasedTicketsPath } from '../api/get-purchased-tickets';
import { startGame } from '../api/start-game';
import { addBalancePath, finishAction, gameMessages, initMessage, originOf } from '../game-protocol';
import { parsePlayParams, type PlayParams } from '../play-params';
import { useGameChannel } from '../use-game-channel';

/**
 * /pelattavat/{slug}/pelaa (SPEC §2, §4, §5): validates what to play, starts the game (a signed-in
 * player's, or a demo without sign-in), frames the game and speaks protocol v1 with it, and acts on its
 * finish reason.
 */
export function PlayPage() {
  const { slug } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const parsed = parsePlayParams(query, location.state);
  const { data: lottery, error } = usePlayableLottery(slug);
  const session = useSession();
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
  // Login is required unless demo (SPEC §5): the sign-in returns here.
  if (!parsed.params.demoGame && !session.loggedIn) return <SignInFirst />;
  return <Game lottery={lottery} params={parsed.params} />;
}

function SignInFirst() {
  const session = useSession();
  const started = useRef(false);
  const mustLogin = session.ready && !session.loggedIn;
  useEffect(() => {
    if (!mustLogin || started.current) return;
    started.current = true;
    void session.login();
  }, [mustLogin, session]);
  return <Spinner />;
}

function Game({ lottery, params }: { lottery: Lottery; params: PlayParams }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [game, setGame] = useState<StartGameResponse>();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const lotteryPage = `/pelattavat/${lottery.slug}`;
  const price = params.ticketPrice ?? lottery.playable_ticket_prices[0]?.price ?? 0;

  useEffect(() => {
    // One game per visit of the page (a token buys once); StrictMode's second run starts nothing.
    if (started.current) return;
    started.current = true;
    const request = params.bundle
      ? { ticket_price: price, bundle: true }
      : { ticket_price: price, purchase_amount: params.purchaseAmount };
    startGame(api, lottery.id, request, params.demoGame).then(setGame, (reason: unknown) => {
      // The refusal's own text is in the toast; identification is asked on the add-balance page.
      if (reason instanceof ApiRequestError && reason.code === 'strong_authentication_required') {
        void navigate('/tili/lisaa-saldoa');
        return;
      }
      setFailed(true);
    });
  }, [api, lottery.id, params, price, navigate]);

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
      ) : (
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
