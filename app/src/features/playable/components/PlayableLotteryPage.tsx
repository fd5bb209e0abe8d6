import { finnish, playableBalance } from '@arpa/contract';
import {
  BalanceBar,
  Box,
  Button,
  ButtonLink,
  BundleStatus,
  Dialog,
  formatMoney,
  RadioTiles,
  Spinner,
} from '@arpa/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAccounts } from '../../../lib/accounts';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useCurrentBundle } from '../api/get-bundle';
import { usePlayableLottery } from '../api/get-playable-lottery';
import { usePurchasedTickets } from '../api/get-purchased-tickets';
import { bundleState, distinctPrices, type BundleState } from '../bundle-state';
import { playPath, type PlayParams } from '../play-params';

/** The bundle's state as the design system's BundleStatus shows it. */
function bundleStatusOf(bundle: BundleState) {
  return { state: bundle.state, played: bundle.state === 'unplayed' ? bundle.played : undefined };
}

/** The content file's texts of one playable lottery (SPEC §3 `playable_lotteries[]`), composed by the route. */
export interface PlayableLotteryContent {
  description?: ReactNode;
  bottomDescription?: ReactNode;
  popup?: ReactNode;
}

export interface PlayableLotteryPageProps {
  content?: PlayableLotteryContent;
  /** The clock of the bundle's countdown (tests). */
  now?: () => Date;
}

/**
 * /pelattavat/{slug} (SPEC §2): description, price choice, buying single tickets or the monthly bundle by
 * `playable_ticket_purchase_variety`, the first-purchase discount until `discount_used`, unplayed tickets
 * offered to play, a demo, and the playable balance with "Lisää saldoa" for the amount a ticket needs.
 */
export function PlayableLotteryPage({ content = {}, now }: PlayableLotteryPageProps) {
  const { slug } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const { data: lottery, error } = usePlayableLottery(slug);
  const signedInLottery = session.loggedIn && lottery ? lottery.id : undefined;
  const variety = lottery?.playable_ticket_purchase_variety ?? 0;
  const sellsSingles = variety === 0 || variety === 2;
  const sellsBundles = (variety === 1 || variety === 2) && (lottery?.playable_ticket_bundle_size ?? 0) > 0;
  const bundle = useCurrentBundle(sellsBundles ? signedInLottery : undefined);
  const tickets = usePurchasedTickets(signedInLottery);
  const accounts = useAccounts(session.loggedIn, {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
  const [chosenPrice, setChosenPrice] = useState<number>();
  const name = lottery ? finnish(lottery.names) : '';
  usePageTitle(name || 'Pelaa arpoja');

  if (
    error ||
    (lottery && (!lottery.playable_lottery_address || lottery.playable_ticket_prices.length === 0))
  )
    return (
      <section aria-labelledby="lottery-title">
        <h1 id="lottery-title">Arpaa ei löytynyt</h1>
        <p>
          <ButtonLink href="/pelattavat">Pelattaviin arpoihin</ButtonLink>
        </p>
      </section>
    );
  // Until the session is known, a signed-in player would look signed out: "Osta arpa" would start a sign-in
  // round trip back to this page instead of the game.
  if (!lottery || !slug || !session.ready) return <Spinner />;

  const prices = distinctPrices(lottery.playable_ticket_prices);
  const price = chosenPrice !== undefined && prices.includes(chosenPrice) ? chosenPrice : prices[0]!;
  const discountUsed = tickets.data?.discount_used ?? false;
  const discount = discountUsed ? 0 : (lottery.playable_ticket_discount ?? 0);
  const bundleSize = lottery.playable_ticket_bundle_size ?? 0;
  const unplayed = tickets.data?.playable_tickets.filter((ticket) => !ticket.played).length ?? 0;
  const balance = accounts.data ? playableBalance(accounts.data.items) : undefined;
  const needed = balance === undefined ? 0 : Math.max(0, price - discount - balance);

  /** A real game needs a signed-in player: the sign-in returns to this page. */
  const play = (params: Partial<PlayParams>) => {
    if (!params.demoGame && !session.loggedIn) {
      void session.login();
      return;
    }
    void navigate(playPath(slug, { ticketPrice: price, ...params }), {
      state: { ticketPrice: price, ...params },
    });
  };
  // A lottery that sells only bundles starts its game as a bundle: the server then plays what is unplayed.
  const playUnplayed = () =>
    play(
      variety === 1
        ? { purchaseAmount: lottery.playable_ticket_bundle_size ?? 1, bundle: true }
        : { purchaseAmount: 1 },
    );

  return (
    <Box as="section" display="flex" flexDirection="column" gap="large" aria-labelledby="lottery-title">
      <h1 id="lottery-title">{name}</h1>
      {content.description ?? <p>{finnish(lottery.descriptions)}</p>}
      {balance !== undefined && (
        <BalanceBar
          saldo={balance}
          addBalanceHref={needed > 0 ? `/tili/lisaa-saldoa?amount=${needed}` : '/tili/lisaa-saldoa'}
        />
      )}
      {unplayed > 0 && (
        <Box display="flex" flexDirection="column" gap="small">
          <p>
            Sinulla on {unplayed} {unplayed === 1 ? 'ostettu pelaamaton arpa' : 'ostettua pelaamatonta arpaa'}
            .
          </p>
          <div>
            <Button onClick={playUnplayed}>Pelaa ostetut arvat</Button>
          </div>
        </Box>
      )}
      {prices.length > 1 ? (
        <RadioTiles
          legend="Valitse arvan hinta"
          name="ticket-price"
          options={prices.map((each) => ({ id: String(each), label: formatMoney(each) }))}
          value={String(price)}
          onValueChange={(id) => setChosenPrice(Number(id))}
        />
      ) : (
        <p>Arvan hinta: {formatMoney(price)}</p>
      )}
      {discount > 0 && <p>Ensimmäisestä ostosta vähennetään {formatMoney(discount)}.</p>}
      <Box display="flex" flexWrap="wrap" gap="medium">
        {sellsSingles && (
          <Button onClick={() => play({ purchaseAmount: 1 })}>Osta arpa ({formatMoney(price)})</Button>
        )}
        <Button variant="secondary" onClick={() => play({ demoGame: true, purchaseAmount: 1 })}>
          Kokeile ilmaiseksi
        </Button>
        {content.popup && (
          <Dialog title={name} trigger={<Button variant="ghost">Tietoa arvasta</Button>}>
            {content.popup}
          </Dialog>
        )}
      </Box>
      {sellsBundles &&
        (session.loggedIn && !bundle.data ? (
          <Spinner />
        ) : (
          <BundleStatus
            {...bundleStatusOf(bundle.data ? bundleState(bundle.data) : { state: 'notBought' })}
            size={bundleSize}
            price={bundleSize * price}
            discount={discount}
            now={now}
            onBuy={() => play({ purchaseAmount: bundleSize, bundle: true })}
            onPlay={playUnplayed}
          />
        ))}
      {content.bottomDescription}
    </Box>
  );
}
