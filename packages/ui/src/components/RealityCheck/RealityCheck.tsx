import { formatMoney } from '../../format/formatMoney';
import { formatPlayTime } from '../../format/formatPlayTime';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './RealityCheck.css';

export const realityCheckTexts = {
  title: 'Muistutus peliajasta',
  description: (time: string) => `Olet pelannut ${time}. Tässä pelikertasi tähän asti:`,
  time: 'Peliaika',
  spent: 'Pelattu',
  won: 'Voitettu',
  net: 'Tulos',
  continue: 'Jatka',
  stop: 'Lopeta',
};
export type RealityCheckTexts = typeof realityCheckTexts;

export interface RealityCheckProps {
  /** Whether the check is shown (controlled): the app opens it between games only. */
  open: boolean;
  /** Milliseconds played in this session. */
  playedMs: number;
  /** Cents spent on tickets in this session. */
  spent: number;
  /** Cents won in this session. */
  won: number;
  /** won − spent, in cents. */
  net: number;
  /** "Jatka": the player goes on playing. */
  onContinue: () => void;
  /** "Lopeta", Escape or closing the dialog: the player stops. */
  onStop: () => void;
  texts?: Partial<RealityCheckTexts>;
}

/**
 * The reality check (issue 18): a dialog between games that says how long the player has played in this
 * session, what they spent and won, and the net result, and asks "Jatka" or "Lopeta". Closing it in any
 * other way (Escape) counts as "Lopeta": going on takes a deliberate choice.
 */
export function RealityCheck({
  open,
  playedMs,
  spent,
  won,
  net,
  onContinue,
  onStop,
  texts: overrides,
}: RealityCheckProps) {
  const t = { ...realityCheckTexts, ...overrides };
  const time = formatPlayTime(playedMs);
  const rows: [string, string][] = [
    [t.time, time],
    [t.spent, formatMoney(spent)],
    [t.won, formatMoney(won)],
    [t.net, formatMoney(net)],
  ];
  return (
    <Dialog
      title={t.title}
      description={t.description(time)}
      open={open}
      onOpenChange={(next) => {
        if (!next) onStop();
      }}
      closeLabel={t.stop}
      actions={<Button onClick={onContinue}>{t.continue}</Button>}
    >
      <dl className={styles.list}>
        {rows.map(([term, value], index) => (
          <div key={term} className={index === rows.length - 1 ? styles.netRow : styles.row}>
            <dt>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
