import { useId } from 'react';
import { formatMoney } from '../../format/formatMoney';
import { Button } from '../Button/Button';
import { Countdown } from '../Countdown/Countdown';
import * as styles from './BundleStatus.css';

/** The monthly bundle's states (SPEC §2), in the order a month goes through them. */
export const bundleStatuses = ['notBought', 'unplayed', 'allPlayed'] as const;
export type BundleStatusState = (typeof bundleStatuses)[number];

export interface BundleStatusProps {
  state: BundleStatusState;
  /** Tickets in the bundle. */
  size: number;
  /** Tickets of this month's bundle already played (state `unplayed`). */
  played?: number;
  /** The bundle's price in cents before any discount. */
  price: number;
  /** Cents off the first purchase while it still applies (until `discount_used`). */
  discount?: number;
  onBuy?: () => void;
  onPlay?: () => void;
  /** The countdown's clock; `() => new Date()` by default. */
  now?: () => Date;
  headingLevel?: 2 | 3;
}

/**
 * The monthly bundle of a playable lottery (SPEC §2): not yet bought this month ("Osta kuukausipaketti");
 * bought with tickets to play ("Pelaa paketin arvat"); all played, the next bundle on the first day of next
 * month. A countdown to the end of the month (Finnish time) updates every second in every state.
 */
export function BundleStatus({
  state,
  size,
  played = 0,
  price,
  discount = 0,
  onBuy,
  onPlay,
  now,
  headingLevel = 2,
}: BundleStatusProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.root} aria-labelledby={id} data-state={state}>
      <Heading id={id} className={styles.heading}>
        Kuukausipaketti
      </Heading>
      {state === 'notBought' && (
        <p>
          Kuukausipaketissa on {size} arpaa hintaan {formatMoney(price)}.
          {discount > 0 && ` Ensimmäisestä ostosta vähennetään ${formatMoney(discount)}.`}
        </p>
      )}
      {state === 'unplayed' && (
        <p>
          Tämän kuukauden paketista pelattu {played} / {size} arpaa.
        </p>
      )}
      {state === 'allPlayed' && (
        <p>Olet pelannut tämän kuukauden paketin. Seuraavan paketin voit ostaa kuun ensimmäisenä päivänä.</p>
      )}
      <Countdown now={now} label={state === 'allPlayed' ? 'Seuraava paketti' : 'Kuukautta jäljellä'} />
      {state === 'notBought' && onBuy && (
        <div>
          <Button onClick={onBuy}>Osta kuukausipaketti</Button>
        </div>
      )}
      {state === 'unplayed' && onPlay && (
        <div>
          <Button onClick={onPlay}>Pelaa paketin arvat</Button>
        </div>
      )}
    </section>
  );
}
