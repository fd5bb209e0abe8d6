import {
  claimContactNeed,
  finnish,
  type ClaimRequest,
  type ClaimResponse,
  type Lottery,
  type Product,
} from '@arpa/contract';
import {
  Box,
  Button,
  CodeEntryForm,
  ContactForm,
  GiftCodeForm,
  Panel,
  PrizeResult,
  useToast,
  type CodeEntryValues,
  type ContactValues,
  type GiftCodeValues,
  type RadioTileOption,
} from '@arpa/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useHistoryEntry } from '../../../lib/history-entry';
import { useSession } from '../../../lib/session';
import { contactDefaults } from '../../../lib/contact';
import { useCommitClaim } from '../api/commit-claim';
import { useCommitExtraLottery } from '../api/commit-extra-lottery';
import { useSendGiftCode } from '../api/send-gift-code';
import { useSubmitClaim } from '../api/submit-claim';
import { forgetPendingClaim, rememberPendingClaim } from '../pending-claim';

/**
 * The steps of SPEC §4's online redemption wizard. 0 code entry; 1 the result (with its contact forms:
 * delivery details before redeeming, contact for a prize not claimable online, the extra draw);
 * 2 redeemed, which leaves for /success-redeem or /success-extra; 3 the gift-code form (a prize code,
 * not signed in); 4 the gift code sent, with "Syötä uusi".
 */
type ResultView = 'result' | 'redeemContact' | 'contact' | 'extraDraw';

/** What the success page says happens next: sent by post or email, the operator contacts, money paid out. */
export type RedeemOutcome = 'post' | 'email' | 'contact' | 'money';

type FlowState =
  | { step: 0 }
  | { step: 1; claim: ClaimResponse; product?: Product; view: ResultView; optionId?: string }
  | { step: 3; claim: ClaimResponse; product?: Product }
  | { step: 4; claim: ClaimResponse; product?: Product };

/** A server's answer to a set of codes, kept in the page's memory while the flow is on screen. */
interface Found {
  claim: ClaimResponse;
  product?: Product;
  /** The codes it answered, kept in the page's memory only. */
  codes: CodeEntryValues;
  /** Who the claim was made for: the signed-in player's subject, or null (this browser's claim token). */
  holder: string | null;
}

const resultViews: readonly string[] = ['result', 'redeemContact', 'contact', 'extraDraw'];

/**
 * An entry of the browser's history in which the lottery page shows the claim flow (opened with "Jatka" or
 * "Pikalunastus"): every entry the flow adds is one, so Back from its code entry closes it again and a
 * reload in the middle of it shows the code entry instead of the page's buttons.
 */
export const openClaimFlowEntry = { claimFlow: true } as const;

/** True for a history entry in which the claim flow is open (`openClaimFlowEntry` and the flow's own). */
export function isClaimFlowEntry(state: unknown): boolean {
  return (state as { claimFlow?: unknown } | null)?.claimFlow === true;
}

/**
 * The flow's step in the browser's history entry (`useHistoryEntry`): each answer and each form after it
 * is an entry, so the browser's Back and Forward move between them and a form's "Takaisin" is the browser's
 * Back. The answer itself stays in memory (`attempt` names it): an entry whose answer the page no longer
 * has (after a reload, or Back from a success page) shows the code entry.
 */
interface ClaimEntry {
  claimFlow: true;
  claimView: ResultView | 'gift' | 'giftSent';
  attempt: number;
  optionId?: string;
}

function claimEntry(state: unknown): ClaimEntry | undefined {
  const entry = (state ?? {}) as Partial<ClaimEntry>;
  const view = entry.claimView;
  if (typeof entry.attempt !== 'number' || typeof view !== 'string') return undefined;
  if (!resultViews.includes(view) && view !== 'gift' && view !== 'giftSent') return undefined;
  return entry as ClaimEntry;
}

function flowState(entry: ClaimEntry | undefined, found: Found | undefined): FlowState {
  if (!entry || !found) return { step: 0 };
  if (entry.claimView === 'gift') return { step: 3, ...found };
  if (entry.claimView === 'giftSent') return { step: 4, ...found };
  return { step: 1, ...found, view: entry.claimView, optionId: entry.optionId };
}

/**
 * The claim being finished is no longer this browser's to finish: its codes were entered in another browser
 * (`claim_taken_over`, entering them again here brings it back) or it has been claimed there
 * (`ticket_already_claimed`).
 */
function isLostClaim(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'claim_taken_over' || error.code === 'ticket_already_claimed')
  );
}

/** The code entry's history entry after a signed-in answer was dropped because the session ended. */
function signedOutEntry(state: unknown): boolean {
  return (state as { signedOut?: unknown } | null)?.signedOut === true;
}

/** Names each answer of the tab's flows (across the flow's mounts: history entries outlive them). */
let attempts = 0;
function nextAttempt(): number {
  attempts += 1;
  return attempts;
}

export const claimFlowTexts = {
  redeemTitle: 'Toimitustiedot',
  redeemText: 'Anna yhteystietosi, niin toimitamme voittosi sinulle.',
  redeemByEmailText: 'Anna yhteystietosi, niin lähetämme voittosi sähköpostiisi.',
  contactTitle: 'Yhteystiedot',
  moneyContactText: 'Anna yhteystietosi, niin kerromme, miten voitto maksetaan.',
  contactText: 'Anna yhteystietosi, niin olemme sinuun yhteydessä.',
  contactSubmit: 'Lähetä',
  extraDrawTitle: 'Osallistu lisäarvontaan',
  extraDrawText: 'Anna yhteystietosi, niin olet mukana lisäarvonnassa.',
  back: 'Takaisin',
  enterNew: 'Syötä uusi',
  redeem: 'Lunasta',
  giftSent: 'Koodi lähetetty',
  signedOut:
    'Et ole enää kirjautunut sisään. Kirjaudu sisään ja syötä arvan koodit uudelleen, niin voit jatkaa lunastusta.',
  giftFailed: 'Koodia lähettäessä tapahtui virhe',
};

function tileOptions(product: Product | undefined): RadioTileOption[] {
  return (product?.options ?? []).map((option) => ({
    id: String(option.id),
    label: finnish(option.names),
    image: option.images[0]?.source,
  }));
}

export interface ClaimFlowProps {
  lottery: Lottery;
  /** Codes to present at once: a logged-out result carried over a sign-in (pending-claim.ts). */
  resumeCodes?: ClaimRequest;
  /** Focus the flow when it appears (it replaced the button that started it). */
  focusOnStart?: boolean;
}

/**
 * The claim flow of one lottery (SPEC §2, §4): code entry, the server's result and what follows it.
 * Claim failures are only logged here; the API client has already shown the catalogue's toast.
 */
export function ClaimFlow({ lottery, resumeCodes, focusOnStart = false }: ClaimFlowProps) {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const history = useHistoryEntry();
  const [answers, setAnswers] = useState<ReadonlyMap<number, Found>>(new Map());
  const entry = claimEntry(history.state);
  const holder = session.user?.profile.sub ?? null;
  const shown = entry && answers.get(entry.attempt);
  // The session changed in another tab (or ended) while an answer is on screen; the claim belongs to whoever
  // it was made for. Signed out: the account's claim cannot be finished from here, the code entry says so.
  // Signed in, or as another player: the codes are presented again as the one signed in now (below).
  const signedOutMeanwhile = session.ready && shown !== undefined && shown.holder !== null && holder === null;
  const playerChangedMeanwhile =
    session.ready && shown !== undefined && holder !== null && shown.holder !== holder;
  const state = flowState(entry, signedOutMeanwhile ? undefined : shown);
  const forgotten = entry !== undefined && state.step === 0;
  // An entry whose answer is gone becomes the code entry's, so that Back from there goes where it would.
  useEffect(() => {
    if (forgotten)
      history.replace(
        signedOutMeanwhile ? { ...openClaimFlowEntry, signedOut: true } : openClaimFlowEntry,
        true,
      );
  });
  /** Shows `view` of the current answer as the next entry (`replace`: instead of this one). */
  const show = (view: ClaimEntry['claimView'], options: { optionId?: string; replace?: boolean } = {}) => {
    if (!entry) return;
    const next: ClaimEntry = {
      claimFlow: true,
      claimView: view,
      attempt: entry.attempt,
      optionId: options.optionId,
    };
    if (options.replace) history.replace(next, true);
    else history.push(next);
  };
  const { trigger: submitCodes, isMutating: submitting } = useSubmitClaim(lottery.id);
  const { trigger: commitClaim } = useCommitClaim(lottery.id);
  const { trigger: commitExtraLottery } = useCommitExtraLottery(lottery.id);
  const { trigger: sendGiftCode } = useSendGiftCode(lottery.id);
  const regionRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const loggedIn = session.loggedIn;
  const defaults = contactDefaults(session.user);
  const stateKey = state.step === 1 ? `1-${state.view}` : String(state.step);

  // Each new step is announced from its start: focus moves to the region holding it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // Started by a button ("Jatka", "Pikalunastus"): the button is gone, focus goes to the flow.
      if (!focusOnStart) return;
    }
    regionRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusOnStart matters at mount only
  }, [stateKey]);

  /**
   * A claim that moved on (isLostClaim): its answer is forgotten, so this entry and the flow's earlier entries
   * of it show the code entry (the catalogue's toast has said why).
   */
  const dropLostClaim = () => {
    forgetPendingClaim();
    if (!entry) return;
    setAnswers((known) => {
      const next = new Map(known);
      next.delete(entry.attempt);
      return next;
    });
    history.replace(openClaimFlowEntry, true);
  };

  const enterNew = () => {
    forgetPendingClaim();
    // A new entry: Back returns to the answer before it.
    history.push(openClaimFlowEntry);
  };
  const successState = { slug: lottery.slug };

  /** Presents `codes`; true once the answer is on screen (a refusal's toast has said why not). */
  async function handleCodes(codes: CodeEntryValues, options: { replace?: boolean } = {}): Promise<boolean> {
    try {
      const { claim, product } = await submitCodes(codes);
      const productId = claim.prize.product_id;
      // An unfinished logged-out win is remembered for this tab, so signing in from here brings it back.
      if (!loggedIn && productId !== null && !claim.prize.prize_code)
        rememberPendingClaim(lottery.slug, codes);
      else forgetPendingClaim();
      const attempt = nextAttempt();
      setAnswers((known) => new Map(known).set(attempt, { claim, product, codes, holder }));
      const view = claim.prize.prize_code ? (loggedIn ? 'giftSent' : 'gift') : 'result';
      const next = { claimFlow: true, claimView: view, attempt } satisfies ClaimEntry;
      if (options.replace) history.replace(next, true);
      else history.push(next);
      return true;
    } catch (error) {
      console.error('Arvan rekisteröinti epäonnistui', error);
      return false;
    }
  }

  // Signed in meanwhile in another tab, with an answer made for this browser's claim token (or for the player
  // signed in before) on screen: the codes are presented again as the player now signed in, as a sign-in from
  // this tab does (pending-claim.ts); the codes are the proof of the ticket (decision 0021). Refused (claimed
  // meanwhile, say), the old answer is dropped, since it cannot be finished either.
  useEffect(() => {
    if (!playerChangedMeanwhile || !shown) return;
    // After this render, not in it: the answer's state changes once the server has answered.
    const presenting = setTimeout(
      () =>
        void handleCodes(shown.codes, { replace: true }).then((presented) => presented || dropLostClaim()),
    );
    return () => clearTimeout(presenting);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once each time another player signs in
  }, [playerChangedMeanwhile]);

  // Codes carried over a sign-in are presented once, as if entered again; the memory is spent either way.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumeCodes || resumed.current) return;
    resumed.current = true;
    forgetPendingClaim();
    void handleCodes(resumeCodes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  async function redeem(values: ContactValues, optionId: string | undefined, outcome: RedeemOutcome) {
    try {
      await commitClaim({
        ...values,
        ...(optionId ? { product_option_id: Number(optionId) } : {}),
      });
      forgetPendingClaim();
      navigate('/success-redeem', { state: { ...successState, outcome } });
    } catch (error) {
      console.error('Voiton lunastus epäonnistui', error);
      if (isLostClaim(error)) dropLostClaim();
    }
  }

  async function joinExtraDraw(values: ContactValues) {
    try {
      await commitExtraLottery(values);
      forgetPendingClaim();
      navigate('/success-extra', { state: successState });
    } catch (error) {
      console.error('Lisäarvontaan osallistuminen epäonnistui', error);
      // Entered already (from a second tab): the toast says so, and the form has nothing left to do.
      const entered = error instanceof ApiRequestError && error.code === 'already_partaking_extra_lottery';
      if (entered || isLostClaim(error)) dropLostClaim();
    }
  }

  async function sendGift(values: GiftCodeValues) {
    try {
      await sendGiftCode(values);
    } catch (error) {
      console.error('Voittokoodin lähetys epäonnistui', error);
      if (isLostClaim(error)) {
        // The form's own message would say to try again, which cannot help: the catalogue's text says why.
        toast.error(error.message);
        dropLostClaim();
        return;
      }
      toast.error(claimFlowTexts.giftFailed);
      throw error;
    }
    toast.success(claimFlowTexts.giftSent);
    // In place of the form's entry: Back does not lead to sending the code again.
    if (state.step === 3) show('giftSent', { replace: true });
  }

  function content() {
    if (state.step === 0) {
      return (
        <>
          {signedOutEntry(history.state) && !loggedIn && <p role="status">{claimFlowTexts.signedOut}</p>}
          <CodeEntryForm lottery={lottery} onSubmit={(codes) => handleCodes(codes)} submitting={submitting} />
        </>
      );
    }
    if (state.step === 3) return <GiftCodeForm onSubmit={sendGift} defaultValues={defaults} />;
    if (state.step === 4) {
      return (
        <Box display="flex" flexDirection="column" gap="medium">
          <GiftCodeForm sent onSubmit={() => undefined} />
          <div>
            <Button variant="secondary" onClick={enterNew}>
              {claimFlowTexts.enterNew}
            </Button>
          </div>
        </Box>
      );
    }
    const { claim, product, view } = state;
    const backToResult = () =>
      entry &&
      history.back({ claimFlow: true, claimView: 'result', attempt: entry.attempt } satisfies ClaimEntry);
    if (view === 'result') {
      return (
        <PrizeResult
          prize={claim.prize}
          product={product && { name: finnish(product.names), description: finnish(product.descriptions) }}
          options={tileOptions(product)}
          loggedIn={loggedIn}
          extraLotteryEnabled={lottery.extra_lottery_enabled}
          onRedeem={(optionId) => show('redeemContact', { optionId })}
          onChooseWin={() => navigate('/voittokauppa')}
          onLogin={() => void session.login()}
          onEnterNew={enterNew}
          onDone={() => navigate('/lunastettavat')}
          onContinueToContact={() => show('contact')}
          onPartakeExtraLottery={() => show('extraDraw')}
        />
      );
    }
    // "Takaisin" sits on the submit button's row of each form.
    const back = (
      <Button variant="secondary" onClick={backToResult}>
        {claimFlowTexts.back}
      </Button>
    );
    // A street address only for a product sent by post (issue 12, item 6).
    const byPost = claimContactNeed(claim.prize) === 'address';
    const money = claim.prize.product_value_transferrable;
    const contactText = money ? claimFlowTexts.moneyContactText : claimFlowTexts.contactText;
    const forms = {
      redeemContact: {
        title: byPost ? claimFlowTexts.redeemTitle : claimFlowTexts.contactTitle,
        text: byPost ? claimFlowTexts.redeemText : claimFlowTexts.redeemByEmailText,
        form: (
          <ContactForm
            mode={byPost ? 'checkout' : 'reach'}
            submitLabel={claimFlowTexts.redeem}
            defaultValues={defaults}
            secondaryAction={back}
            onSubmit={(values) => redeem(values, state.optionId, byPost ? 'post' : 'email')}
          />
        ),
      },
      contact: {
        title: claimFlowTexts.contactTitle,
        text: contactText,
        form: (
          <ContactForm
            mode="reach"
            submitLabel={claimFlowTexts.contactSubmit}
            defaultValues={defaults}
            secondaryAction={back}
            onSubmit={(values) => redeem(values, undefined, money ? 'money' : 'contact')}
          />
        ),
      },
      extraDraw: {
        title: claimFlowTexts.extraDrawTitle,
        text: claimFlowTexts.extraDrawText,
        form: (
          <ContactForm
            mode="extraDraw"
            defaultValues={defaults}
            secondaryAction={back}
            onSubmit={joinExtraDraw}
          />
        ),
      },
    }[view];
    // The same card as the result before it; "Takaisin" sits on the submit button's row.
    return (
      <Panel title={forms.title}>
        {product && <p>{finnish(product.names)}</p>}
        {forms.text && <p>{forms.text}</p>}
        {forms.form}
      </Panel>
    );
  }

  return (
    <div ref={regionRef} tabIndex={-1} data-step={state.step}>
      {content()}
    </div>
  );
}
