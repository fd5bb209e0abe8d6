import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@arpa/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatMoney } from '../../format/formatMoney';
import { formatPlayTime } from '../../format/formatPlayTime';
import * as styles from './PlaySessionBar.css';

export const playSessionBarTexts = {
  label: 'Pelikerta',
  time: 'Peliaika',
  net: 'Tulos',
  interval: 'Muistutus peliajasta',
  intervalOption: (minutes: number) => `${minutes} min välein`,
};
export type PlaySessionBarTexts = typeof playSessionBarTexts;

export interface PlaySessionBarProps {
  /** Start of the running play session (ISO, UTC); null when none runs (time 0). */
  startedAt: string | null;
  /** The session's net result in cents (won − spent). */
  net: number;
  /** The reality check's interval; with `onRealityCheckMinutesChange` the player may change it here. */
  realityCheckMinutes?: RealityCheckMinutes;
  onRealityCheckMinutesChange?: (minutes: RealityCheckMinutes) => void;
  /** Controls beside the figures, e.g. the quick stop ("Pikatauko"). */
  actions?: ReactNode;
  /** The clock the session time is counted with; the system clock by default. */
  now?: () => Date;
  texts?: Partial<PlaySessionBarTexts>;
}

/** How often the shown session time is brought up to date. */
const tickMs = 15_000;

/**
 * Beside the game frame (issue 18): how long the player has played in this session and its net result,
 * the reality check's interval, and room for the quick stop. The time moves on by itself; it is not a
 * live region, so a screen reader is not interrupted every minute.
 */
export function PlaySessionBar({
  startedAt,
  net,
  realityCheckMinutes,
  onRealityCheckMinutesChange,
  actions,
  now,
  texts: overrides,
}: PlaySessionBarProps) {
  const t = { ...playSessionBarTexts, ...overrides };
  const selectId = useId();
  const [time, setTime] = useState(() => (now ? now() : new Date()).getTime());
  useEffect(() => {
    const read = () => setTime((now ? now() : new Date()).getTime());
    read();
    const timer = setInterval(read, tickMs);
    return () => clearInterval(timer);
  }, [now, startedAt]);
  const played = startedAt ? time - new Date(startedAt).getTime() : 0;

  return (
    <section className={styles.bar} aria-label={t.label}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.term}>{t.time}</dt>
          <dd className={styles.value}>{formatPlayTime(played)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{t.net}</dt>
          <dd className={styles.value}>{formatMoney(net)}</dd>
        </div>
      </dl>
      {realityCheckMinutes !== undefined && onRealityCheckMinutesChange && (
        <div className={styles.interval}>
          <label htmlFor={selectId} className={styles.term}>
            {t.interval}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={realityCheckMinutes}
            onChange={(event) =>
              onRealityCheckMinutesChange(Number(event.target.value) as RealityCheckMinutes)
            }
          >
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t.intervalOption(minutes)}
              </option>
            ))}
          </select>
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
