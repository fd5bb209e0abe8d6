import { useId } from 'react';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import * as styles from './ExtraDrawInfo.css';

/** A draw's prize: a product by name, or a sum of money in integer cents. */
export interface ExtraDrawPrizeInfo {
  value?: number | null;
  name?: string | null;
}

export interface UpcomingDrawInfo {
  /** When participation closes and the draw is made (ISO time, UTC). */
  closesAt: string;
  winnersCount: number;
  prize: ExtraDrawPrizeInfo;
}

export interface DrawResultInfo {
  id: number | string;
  drawnAt: string;
  participantCount: number;
  prize: ExtraDrawPrizeInfo;
  /** The winners as the operator publishes them, first place first (e.g. "M. V., Tampere"). */
  winners: string[];
}

export interface ExtraDrawInfoProps {
  /** The next draw; null or absent when none is scheduled. */
  next?: UpcomingDrawInfo | null;
  /** The published results, newest first. */
  results?: DrawResultInfo[];
  title?: string;
  headingLevel?: 2 | 3;
  /** Time zone of the dates shown (default the browser's). */
  timeZone?: string;
}

const count = new Intl.NumberFormat('fi-FI');

function prizeText(prize: ExtraDrawPrizeInfo): string {
  if (prize.name) return prize.name;
  return typeof prize.value === 'number' ? formatMoney(prize.value) : '';
}

/**
 * A lottery's extra draw for players: when the next draw is made and what it gives, and the published results
 * of the draws made (participants and winners), in Finnish.
 */
export function ExtraDrawInfo({
  next,
  results = [],
  title = 'Lisäarvonta',
  headingLevel = 2,
  timeZone,
}: ExtraDrawInfoProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ResultHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className={styles.root} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {next ? (
        <dl className={styles.next}>
          <dt className={styles.term}>Seuraava arvonta</dt>
          <dd className={styles.value}>{formatDate(next.closesAt, timeZone)}</dd>
          <dt className={styles.term}>Palkinnot</dt>
          <dd className={styles.value}>
            {next.winnersCount} × {prizeText(next.prize)}
          </dd>
        </dl>
      ) : (
        results.length === 0 && <p>Seuraavan arvonnan ajankohta julkaistaan pian.</p>
      )}
      {results.length > 0 && (
        <ul className={styles.results} aria-label="Arvontojen tulokset">
          {results.map((result) => (
            <li key={result.id} className={styles.result}>
              <ResultHeading className={styles.resultTitle}>
                Arvonta {formatDate(result.drawnAt, timeZone)}
              </ResultHeading>
              <p>
                Osallistujia {count.format(result.participantCount)}. Palkinto: {prizeText(result.prize)}.
              </p>
              {result.winners.length === 0 ? (
                <p>Ei voittajia.</p>
              ) : (
                <>
                  <p>Voittajat:</p>
                  <ol className={styles.winners}>
                    {result.winners.map((winner, index) => (
                      <li key={index}>{winner}</li>
                    ))}
                  </ol>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
