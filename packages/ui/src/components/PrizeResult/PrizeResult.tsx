import type { ClaimPrize } from '@arpa/contract';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { RadioTiles, type RadioTileOption } from '../RadioTiles/RadioTiles';
import * as styles from './PrizeResult.css';

/** What the result screens read of a claim response's prize (SPEC §3); a null `product_id` is no win. */
export type PrizeResultPrize = Pick<
  ClaimPrize,
  'product_id' | 'product_claimable' | 'product_value_transferrable' | 'can_partake_in_extra_lottery'
>;

export interface PrizeResultProduct {
  name: string;
  description?: string;
}

/** The outcomes of SPEC §2 "Prize result screens". */
export const prizeOutcomes = [
  'valueTransferred',
  'valueLoggedOut',
  'claimable',
  'notClaimableLoggedIn',
  'notClaimableLoggedOut',
  'noPrize',
] as const;
export type PrizeOutcome = (typeof prizeOutcomes)[number];

/** Which result screen a claim response shows to a logged-in or logged-out user. */
export function prizeOutcome(prize: PrizeResultPrize | null | undefined, loggedIn: boolean): PrizeOutcome {
  if (!prize || prize.product_id === null || prize.product_id === undefined) return 'noPrize';
  if (!prize.product_claimable) return loggedIn ? 'notClaimableLoggedIn' : 'notClaimableLoggedOut';
  if (prize.product_value_transferrable) return loggedIn ? 'valueTransferred' : 'valueLoggedOut';
  return 'claimable';
}

export const prizeResultTexts = {
  title: 'Voitto',
  valueTransferred: 'Voitettu summa on lisätty saldoosi.',
  chooseWin: 'Valitse voitto',
  valueLoggedOut:
    'Kirjaudu sisään tai luo tili, niin voitettu summa lisätään saldoosi. Ilman tiliä anna yhteystietosi, niin kerromme, miten voitto maksetaan.',
  login: 'Kirjaudu',
  enterNew: 'Syötä uusi',
  optionsLegend: 'Valitse:',
  redeem: 'Lunasta',
  contactLoggedIn: 'Olemme sinuun yhteydessä.',
  done: 'Valmis',
  contactLoggedOut: 'Anna meille vielä yhteystietosi, niin voimme olla sinuun yhteydessä.',
  continueToContact: 'Jatka antamaan yhteystietoja',
  noPrize: 'Tällä arvalla ei ole voittoa.',
  extraLotteryJoined: 'Olet osallistunut lisäarvontaan!',
  extraLotteryPossible: 'Voit vielä osallistua lisäarvontaan.',
  partakeExtraLottery: 'Osallistu lisäarvontaan',
};
export type PrizeResultTexts = typeof prizeResultTexts;

export interface PrizeResultProps {
  /** The `prize` of the claim response; `null` when there is none. */
  prize: PrizeResultPrize | null | undefined;
  /** The won product (Finnish name and description), when there is a prize. */
  product?: PrizeResultProduct;
  /** Product options to choose from before "Lunasta". */
  options?: readonly RadioTileOption[];
  /** Session state. */
  loggedIn: boolean;
  /** The lottery's `extra_lottery_enabled`. */
  extraLotteryEnabled?: boolean;
  /** Chosen option (controlled) and its change callback; uncontrolled when `optionId` is omitted. */
  optionId?: string | null;
  onOptionChange?: (optionId: string) => void;
  /** "Lunasta": called with the chosen option id, or none when the product has no options. */
  onRedeem?: (optionId?: string) => void;
  /** "Valitse voitto" (the value went to the balance). */
  onChooseWin?: () => void;
  /** "Syötä uusi": back to code entry. */
  onEnterNew?: () => void;
  /** "Kirjaudu": a money value is credited to the balance of a signed-in player. */
  onLogin?: () => void;
  /** "Valmis". */
  onDone?: () => void;
  /** "Jatka antamaan yhteystietoja". */
  onContinueToContact?: () => void;
  /** "Osallistu lisäarvontaan". */
  onPartakeExtraLottery?: () => void;
  /** While true "Lunasta" is disabled and marked busy. */
  redeeming?: boolean;
  headingLevel?: 2 | 3;
  texts?: Partial<PrizeResultTexts>;
}

/**
 * The result of a claimed code (SPEC §2): a won product that can be claimed (options as tiles
 * and "Lunasta", or the value already added to the balance; logged out, a money value asks to sign in
 * or to leave contact details, never a postal address), a product that cannot be claimed
 * here (logged in: we will contact you; logged out: give contact details), or no prize with the
 * extra-draw texts. The app passes the claim response's `prize`, the product and the session.
 */
export function PrizeResult({
  prize,
  product,
  options = [],
  loggedIn,
  extraLotteryEnabled = false,
  optionId,
  onOptionChange,
  onRedeem,
  onChooseWin,
  onEnterNew,
  onDone,
  onLogin,
  onContinueToContact,
  onPartakeExtraLottery,
  redeeming = false,
  headingLevel = 2,
  texts: overrides,
}: PrizeResultProps) {
  const t = { ...prizeResultTexts, ...overrides };
  const headingId = useId();
  const [internalOption, setInternalOption] = useState<string | null>(null);
  const chosen = optionId !== undefined ? optionId : internalOption;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outcome = prizeOutcome(prize, loggedIn);

  function chooseOption(id: string) {
    if (optionId === undefined) setInternalOption(id);
    onOptionChange?.(id);
  }

  if (outcome === 'noPrize') {
    const canPartake = prize?.can_partake_in_extra_lottery ?? false;
    const extraText = extraLotteryEnabled
      ? loggedIn
        ? t.extraLotteryJoined
        : canPartake
          ? t.extraLotteryPossible
          : undefined
      : undefined;
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.title}>
          {t.noPrize}
        </Heading>
        {extraText && <p className={styles.message}>{extraText}</p>}
        <div className={styles.actions}>
          {!loggedIn && canPartake && (
            <Button onClick={onPartakeExtraLottery}>{t.partakeExtraLottery}</Button>
          )}
          <Button variant={!loggedIn && canPartake ? 'secondary' : 'primary'} onClick={onEnterNew}>
            {t.enterNew}
          </Button>
        </div>
      </section>
    );
  }

  const needsOption = options.length > 0;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t.title}
      </Heading>
      {product && (
        <>
          <p className={styles.productName}>{product.name}</p>
          {product.description && <p className={styles.description}>{product.description}</p>}
        </>
      )}
      {outcome === 'valueTransferred' && (
        <>
          <p className={styles.message}>{t.valueTransferred}</p>
          <div className={styles.actions}>
            <Button onClick={onChooseWin}>{t.chooseWin}</Button>
            <Button variant="secondary" onClick={onEnterNew}>
              {t.enterNew}
            </Button>
          </div>
        </>
      )}
      {outcome === 'valueLoggedOut' && (
        <>
          <p className={styles.message}>{t.valueLoggedOut}</p>
          <div className={styles.actions}>
            <Button onClick={onLogin}>{t.login}</Button>
            <Button variant="secondary" onClick={onContinueToContact}>
              {t.continueToContact}
            </Button>
          </div>
        </>
      )}
      {outcome === 'claimable' && (
        <>
          {needsOption && (
            <RadioTiles
              options={options}
              legend={t.optionsLegend}
              name="product_option_id"
              value={chosen}
              onValueChange={chooseOption}
            />
          )}
          <div className={styles.actions}>
            <Button
              disabled={redeeming || (needsOption && !chosen)}
              aria-busy={redeeming || undefined}
              onClick={() => onRedeem?.(needsOption && chosen ? chosen : undefined)}
            >
              {t.redeem}
            </Button>
          </div>
        </>
      )}
      {outcome === 'notClaimableLoggedIn' && (
        <>
          <p className={styles.message}>{t.contactLoggedIn}</p>
          <div className={styles.actions}>
            <Button onClick={onDone}>{t.done}</Button>
          </div>
        </>
      )}
      {outcome === 'notClaimableLoggedOut' && (
        <>
          <p className={styles.message}>{t.contactLoggedOut}</p>
          <div className={styles.actions}>
            <Button onClick={onContinueToContact}>{t.continueToContact}</Button>
          </div>
        </>
      )}
    </section>
  );
}
