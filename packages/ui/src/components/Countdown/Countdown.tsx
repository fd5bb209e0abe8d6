import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './Countdown.css';
import { COUNTDOWN_TIME_ZONE, endOfMonth, formatCountdown } from './monthEnd';

export interface CountdownProps {
  /** The clock; `() => new Date()` by default. Stories and tests pass a fixed or controlled one. */
  now?: () => Date;
  timeZone?: string;
  /** Text before the time, e.g. "Seuraava paketti:". */
  label?: string;
  daysUnit?: string;
}

/**
 * Time left until the end of the current month in Finnish time ("3 pv 04:05:06"), updated every second.
 * It is a `timer`, which screen readers do not announce on every tick.
 */
export function Countdown({
  now = () => new Date(),
  timeZone = COUNTDOWN_TIME_ZONE,
  label = 'Kuukautta jäljellä',
  daysUnit = 'pv',
}: CountdownProps) {
  const id = useId();
  const [current, setCurrent] = useState(now);
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  });
  useEffect(() => {
    const timer = setInterval(() => setCurrent(clock.current()), 1000);
    return () => clearInterval(timer);
  }, []);
  const end = endOfMonth(current, timeZone);
  return (
    <p className={styles.root}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <time
        role="timer"
        aria-labelledby={`${id}-label ${id}-time`}
        id={`${id}-time`}
        className={styles.time}
        dateTime={end.toISOString()}
      >
        {formatCountdown(end.getTime() - current.getTime(), daysUnit)}
      </time>
    </p>
  );
}
