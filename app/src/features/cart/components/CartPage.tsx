import {
  PAYMENT_RETURN_QUERY,
  PROVISIONAL_ORDER_POSTAL_CODE,
  type BankId,
  type ContactDetails,
  type OrderPreview,
  type OrderProduct,
} from '@arpa/contract';
import {
  BankPicker,
  Box,
  Button,
  ContactForm,
  EmptyCart,
  formatDate,
  Spinner,
  WizardFrame,
  WizardStepper,
  cartWizardSteps,
} from '@arpa/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useHistoryEntry } from '../../../lib/history-entry';
import { useSession } from '../../../lib/session';
import { WinningsBalance } from '../../../components/WinningsBalance';
import { useApi } from '../../../lib/api-context';
import { ApiRequestError } from '../../../lib/api-client';
import { ACCOUNTS_PATH } from '../../../lib/accounts';
import { useCart } from '../../../lib/cart';
import { useSaveCart } from '../../../lib/save-cart';
import { cartLines, orderProducts, withLineChange, withLineQuantity } from '../cart-lines';
import { contactDefaults } from '../../../lib/contact';
import { usePageTitle } from '../../../lib/page-title';
import { useCartProducts } from '../api/get-cart-products';
import { usePaymentStatus } from '../../../lib/payment-status';
import { usePendingOrder } from '../api/get-pending-order';
import { useAttemptKey, usePlaceOrder } from '../api/place-order';
import { usePlayPauseEnd } from '../api/play-pause';
import { previewOrder, usePreviewOrder } from '../api/preview-order';
import { CartItems } from './CartItems';
import { moneyToPay, OrderSummary } from './OrderSummary';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { PendingOrderPanel } from './PendingOrderPanel';

export const pausedCheckoutText = (until: string) =>
  `Pelitauko on voimassa ${until} asti. Voit lunastaa tuotteita voitoillasi, mutta maksua pankista ei voi tehdä tauon aikana.`;

/** The bank step says what its button does (issue 12, item 9); the other steps read "Seuraava". */
export const checkoutTexts = { toBank: 'Siirry maksamaan' };
const CONTACT_FORM_ID = 'checkout-contact';

const CART = 0;
const CONTACT = 1;
const SUMMARY = 2;
const PAYMENT = 3;

/** The checkout's step in the browser's history entry (`useHistoryEntry`). */
function checkoutStepOf(state: unknown): number {
  const step = (state as { checkoutStep?: unknown } | null)?.checkoutStep;
  return typeof step === 'number' && step >= CART && step <= PAYMENT ? step : CART;
}

/**
 * The step the history entry asks for, and moves between steps. A step whose details the page no longer
 * holds (a reload forgets the contact details) shows the step that asks for them, and the entry is made to
 * say so: Back from there then leads to the step before it, not to a step that cannot be shown.
 */
function useCheckoutStep(reachable: number) {
  const history = useHistoryEntry();
  const asked = checkoutStepOf(history.state);
  const step = Math.min(asked, reachable);
  useEffect(() => {
    if (step !== asked) history.replace({ checkoutStep: step });
  });
  return {
    step,
    forward: (next: number) => history.push({ checkoutStep: next }),
    back: () => history.back({ checkoutStep: Math.max(CART, step - 1) }),
  };
}

/**
 * The checkout wizard (SPEC §2, §4): cart, contact details, summary, and the payment method only when
 * money is due (then 4 steps). The summary places an order the winnings cover with "Lunasta"; otherwise
 * "Seuraava" leads to the bank choice, whose order is paid at the bank through a hidden form POST.
 */
function Checkout() {
  const api = useApi();
  const session = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const products = useCartProducts(cart.items.map((item) => item.id));
  const [contact, setContact] = useState<ContactDetails>();
  const [preview, setPreview] = useState<OrderPreview>();
  const { step, forward, back } = useCheckoutStep(
    contact && preview ? (moneyToPay(preview) > 0 ? PAYMENT : SUMMARY) : CONTACT,
  );
  const [bank, setBank] = useState<BankId | null>(null);
  const { trigger: saveCart, isMutating: saving } = useSaveCart();
  const { trigger: previewWithContact, isMutating: submittingContact } = usePreviewOrder();
  const { trigger: placeOrder, isMutating: sendingOrder, data: placed } = usePlaceOrder();
  // Also once the order is placed: the browser leaves for the bank, or the success page is on its way.
  const placing = sendingOrder || placed !== undefined;
  const attemptKey = useAttemptKey();
  const pausedUntil = usePlayPauseEnd();
  const regionRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const itemsKey = JSON.stringify(orderProducts(cart.items));

  // The provisional order of the cart as it is, with the placeholder postal code until the contact step.
  useEffect(() => {
    const lines = JSON.parse(itemsKey) as OrderProduct[];
    if (lines.length === 0) return;
    let active = true;
    previewOrder(api, { products: lines, user: { postal_code: PROVISIONAL_ORDER_POSTAL_CODE } }).then(
      (answer) => active && setPreview(answer),
      (error: unknown) => {
        console.error('Tilauksen esikatselu epäonnistui', error);
        if (active) navigate('/voittokauppa');
      },
    );
    return () => {
      active = false;
    };
  }, [api, itemsKey, navigate]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    regionRef.current?.focus();
  }, [step]);

  if (cart.loading || (cart.items.length > 0 && !products.data)) return <Spinner />;
  if (cart.items.length === 0) return <EmptyCart shopHref="/voittokauppa" />;

  const steps = cartWizardSteps(moneyToPay(preview));
  // During a pause an order with a money part cannot be paid: said before the player fills anything in.
  const pauseBlocks = pausedUntil !== null && moneyToPay(preview) > 0;
  const stepper = <WizardStepper steps={steps} activeStep={step} />;
  const productMap = products.data ?? new Map();

  async function changeQuantity(lineKey: string, quantity: number) {
    const shown = cartLines(cart.items).find((line) => line.key === lineKey);
    if (!shown) return;
    try {
      // Removing takes the whole line; "+" and "−" move it by the step the player saw, from where it is now.
      await saveCart((items) =>
        quantity === 0
          ? withLineQuantity(items, lineKey, 0)
          : withLineChange(items, lineKey, quantity - shown.quantity, shown.item),
      );
    } catch (error) {
      console.error('Ostoskorin muutos epäonnistui', error);
    }
  }

  async function submitContact(values: ContactDetails) {
    try {
      setPreview(await previewWithContact({ products: orderProducts(cart.items), user: values }));
      setContact(values);
      forward(SUMMARY);
    } catch (error) {
      console.error('Tilauksen esikatselu epäonnistui', error);
      navigate('/voittokauppa');
    }
  }

  async function order(paymentMethod: BankId | null) {
    if (!contact) return;
    try {
      const body = {
        products: orderProducts(cart.items),
        user: contact,
        payment_method: paymentMethod,
        // The cart this page shows: ordered or changed in another tab since, nothing is ordered twice.
        cart_version: cart.version,
      };
      const answer = await placeOrder({ body, attemptKey: attemptKey(body) });
      // Off to the bank (usePlaceOrder sent the form); the button stays disabled meanwhile.
      if (answer.payment_provider) return;
      await cart.refresh();
      navigate('/success');
    } catch (error) {
      console.error('Tilauksen lähetys epäonnistui', error);
      if (!(error instanceof ApiRequestError)) return;
      // The toast said the cart changed elsewhere: the page shows the cart as it is now.
      if (error.code === 'cart_changed') await cart.refresh();
      // Money is due after all (the winnings were spent elsewhere since the summary): the summary is read
      // again and shows the money part and the payment step the toast asks for.
      if (error.code === 'missing_payment_method') {
        try {
          setPreview(await previewWithContact({ products: orderProducts(cart.items), user: contact }));
        } catch (previewError) {
          console.error('Tilauksen esikatselu epäonnistui', previewError);
        }
      }
    }
  }

  let content;
  if (step === CART) {
    content = (
      <WizardFrame
        stepper={stepper}
        title="Ostoskori"
        nextDisabled={!preview || saving}
        onNext={() => forward(CONTACT)}
      >
        <CartItems
          items={cart.items}
          products={productMap}
          onQuantityChange={(lineKey, quantity) => void changeQuantity(lineKey, quantity)}
          saving={saving}
        />
      </WizardFrame>
    );
  } else if (step === CONTACT) {
    content = (
      <WizardFrame
        stepper={stepper}
        title="Yhteystiedot"
        formId={CONTACT_FORM_ID}
        nextDisabled={submittingContact}
        onBack={back}
      >
        <ContactForm
          mode="checkout"
          formId={CONTACT_FORM_ID}
          defaultValues={contact ?? contactDefaults(session.user)}
          onSubmit={submitContact}
        />
      </WizardFrame>
    );
  } else if (step === SUMMARY && preview) {
    const direct = moneyToPay(preview) === 0;
    content = (
      <WizardFrame
        stepper={stepper}
        title="Yhteenveto"
        finalStep={direct}
        nextDisabled={placing || (!direct && pauseBlocks)}
        onBack={back}
        onNext={() => (direct ? void order(null) : forward(PAYMENT))}
      >
        <Box display="flex" flexDirection="column" gap="large">
          <CartItems items={cart.items} products={productMap} showTotal={false} />
          <OrderSummary preview={preview} contact={contact} />
        </Box>
      </WizardFrame>
    );
  } else {
    content = (
      <WizardFrame
        stepper={stepper}
        title="Maksutapa"
        nextLabel={checkoutTexts.toBank}
        nextDisabled={placing || bank === null || pauseBlocks}
        onBack={back}
        onNext={() => void order(bank)}
      >
        <BankPicker value={bank} onValueChange={setBank} legend="Valitse pankki" />
      </WizardFrame>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <WinningsBalance loggedIn />
      {pauseBlocks && <p role="status">{pausedCheckoutText(formatDate(pausedUntil))}</p>}
      <div ref={regionRef} tabIndex={-1}>
        {content}
      </div>
    </Box>
  );
}

/**
 * The cart page's content for a signed-in player: what became of a payment the bank returned from
 * (`?maksu=`), then the waiting order if there is one (resume or cancel), otherwise the checkout.
 */
function SignedInCart() {
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const returned = usePaymentStatus(params.get(PAYMENT_RETURN_QUERY));
  const pending = usePendingOrder();
  const returnedState = returned.data?.state;
  // A cancelled or expired payment gave the winnings back: the balances read again.
  useEffect(() => {
    if (returnedState && returnedState !== 'created') void mutate(ACCOUNTS_PATH);
  }, [returnedState, mutate]);

  let body;
  if (!pending.data && !pending.error) body = <Spinner />;
  else if (pending.data?.item) body = <PendingOrderPanel order={pending.data.item} />;
  else body = <Checkout />;
  return (
    <>
      <PaymentReturnNotice state={returnedState} />
      {body}
    </>
  );
}

/** /ostoskori: the cart checkout for signed-in players. */
export function CartPage() {
  usePageTitle('Ostoskori');
  const session = useSession();
  return (
    <Box as="section" display="flex" flexDirection="column" gap="large" aria-labelledby="cart-title">
      <h1 id="cart-title">Ostoskori</h1>
      {!session.ready ? (
        <Spinner />
      ) : session.loggedIn ? (
        <SignedInCart />
      ) : (
        <Box display="flex" flexDirection="column" gap="medium">
          <p>Kirjaudu sisään, niin näet ostoskorisi.</p>
          <div>
            <Button onClick={() => void session.login()}>Kirjaudu</Button>
          </div>
        </Box>
      )}
    </Box>
  );
}
