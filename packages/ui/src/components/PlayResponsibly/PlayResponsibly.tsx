import * as styles from './PlayResponsibly.css';

export const PELUURI_URL = 'https://www.peluuri.fi';
export const PELUURI_PHONE = '0800 100 101';

export const playResponsiblyTexts = {
  ageLabel: 'Ikäraja 18 vuotta',
  text: 'Rahapelit vain täysi-ikäisille. Pelaamisesta huolissaan? Peluuri auttaa maksutta:',
  linkLabel: 'peluuri.fi',
};
export type PlayResponsiblyTexts = typeof playResponsiblyTexts;

export interface PlayResponsiblyProps {
  /** `inverse` on a dark background (the footer). */
  tone?: 'standard' | 'inverse';
  texts?: Partial<PlayResponsiblyTexts>;
}

/**
 * "18+" and where to get help: Peluuri, the national helpline for gambling problems (phone and site).
 * Shown in the footer of every page and on the lottery pages (docs/player-protection.md).
 */
export function PlayResponsibly({ tone = 'standard', texts: overrides }: PlayResponsiblyProps) {
  const t = { ...playResponsiblyTexts, ...overrides };
  return (
    <p className={[styles.note, styles.tone[tone]].join(' ')}>
      <span className={styles.badge[tone]} role="img" aria-label={t.ageLabel}>
        18+
      </span>
      <span>
        {t.text}{' '}
        <a className={styles.link} href={`tel:${PELUURI_PHONE.replaceAll(' ', '')}`}>
          {PELUURI_PHONE}
        </a>
        ,{' '}
        <a className={styles.link} href={PELUURI_URL} rel="noopener noreferrer">
          {t.linkLabel}
        </a>
      </span>
    </p>
  );
}
