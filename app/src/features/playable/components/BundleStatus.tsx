import { Box, Button, Countdown, formatMoney } from '@arpa/ui';
import type { BundleState } from '../bundle-state';

export interface BundleStatusProps {
  state: BundleState;
  /** Tickets in the bundle. */
  size: number;
  /** The bundle's price in cents before a discount. */
  price: number;
  /** Cents off the first purchase, when it still applies. */
  discount: number;
  onBuy: () => void;
  onPlay: () => void;
  now?: () => Date;
}

/**
 * The monthly bundle (SPEC §2): not yet bought this month; bought with tickets to play; all played, the
 * next bundle on the first day of next month. A countdown to the end of the month ticks every second.
 */
export function BundleStatus({ state, size, price, discount, onBuy, onPlay, now }: BundleStatusProps) {
  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="bundle-title">
      <h2 id="bundle-title">Kuukausipaketti</h2>
      {state.state === 'notBought' && (
        <>
          <p>
            Kuukausipaketissa on {size} arpaa hintaan {formatMoney(price)}.
            {discount > 0 && ` Ensimmäisestä ostosta vähennetään ${formatMoney(discount)}.`}
          </p>
          <Countdown now={now} label="Kuukautta jäljellä" />
          <div>
            <Button onClick={onBuy}>Osta kuukausipaketti</Button>
          </div>
        </>
      )}
      {state.state === 'unplayed' && (
        <>
          <p>
            Tämän kuukauden paketista pelattu {state.played} / {state.amount} arpaa.
          </p>
          <Countdown now={now} label="Kuukautta jäljellä" />
          <div>
            <Button onClick={onPlay}>Pelaa paketin arvat</Button>
          </div>
        </>
      )}
      {state.state === 'allPlayed' && (
        <>
          <p>
            Olet pelannut tämän kuukauden paketin. Seuraavan paketin voit ostaa kuun ensimmäisenä päivänä.
          </p>
          <Countdown now={now} label="Seuraava paketti" />
        </>
      )}
    </Box>
  );
}
