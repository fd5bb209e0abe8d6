import { finnish, type Product } from '@arpa/contract';
import {
  Box,
  Button,
  ButtonLink,
  formatMoney,
  Link,
  ProductGallery,
  RadioTiles,
  Spinner,
  useToast,
  VariationSelect,
} from '@arpa/ui';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { WinningsBalance } from '../../../components/WinningsBalance';
import { ApiRequestError } from '../../../lib/api-client';
import { useCart } from '../../../lib/cart';
import { useSaveCart } from '../../../lib/save-cart';
import { usePageTitle } from '../../../lib/page-title';
import { useShopProduct } from '../api/get-product';

/**
 * Where "back" leads (SPEC §2): the lottery's page when the product was opened from a lottery
 * (`?lottery=<slug>`), otherwise the shop. The app has no /{slug}/voittokauppa route, so the lottery's own
 * page /lunastettavat/{slug} stands for it (docs/decisions/0010-claim-shop-routes.md).
 */
export function productBackHref(lottery: string | null): string {
  return lottery ? `/lunastettavat/${encodeURIComponent(lottery)}` : '/voittokauppa';
}

export const productPageTexts = {
  add: 'Lisää ostoskoriin',
  added: 'Tuote lisätty ostoskoriin',
  toCart: 'Siirry ostoskoriin',
  signInToAdd: 'Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.',
  signIn: 'Kirjaudu',
  chooseOption: 'Valitse ensin vaihtoehto, niin voit lisätä tuotteen ostoskoriin.',
};

/**
 * The product's variation and option, shown to everyone so a visitor sees the sizes and colours, and
 * "Lisää ostoskoriin". While the button cannot be used its reason stands next to it and is the button's
 * description: signing in (anonymous visitors have no cart, SPEC §6) or choosing an option first.
 */
function AddToCart({ product }: { product: Product }) {
  const session = useSession();
  const cart = useCart();
  const toast = useToast();
  const reasonId = useId();
  const [variationId, setVariationId] = useState<number | undefined>(product.variations[0]?.id);
  const [optionId, setOptionId] = useState<string | null>(null);
  const { trigger: saveCart, isMutating: adding } = useSaveCart();
  const needsOption = product.options.length > 0;
  const reason = !session.loggedIn
    ? productPageTexts.signInToAdd
    : needsOption && optionId === null
      ? productPageTexts.chooseOption
      : null;

  async function add() {
    const variation = product.variations.find((v) => v.id === variationId);
    try {
      await saveCart((items) => [
        ...items,
        {
          id: product.id,
          option: variation ? { label: variation.name, variation_id: variation.id } : null,
          product_option_id: optionId === null ? null : Number(optionId),
        },
      ]);
      toast.success(productPageTexts.added);
    } catch (error) {
      console.error('Ostoskoriin lisääminen epäonnistui', error);
    }
  }

  return (
    <Box display="flex" flexDirection="column" gap="medium">
      {product.variations.length > 0 && (
        <VariationSelect
          variations={product.variations}
          value={variationId}
          onValueChange={(id) => setVariationId(Number(id))}
        />
      )}
      {needsOption && (
        <RadioTiles
          legend="Valitse:"
          name="product_option_id"
          options={product.options.map((option) => ({
            id: String(option.id),
            label: finnish(option.names),
            image: option.images[0]?.source,
          }))}
          value={optionId}
          onValueChange={setOptionId}
        />
      )}
      <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
        <Button
          disabled={reason !== null || adding || cart.loading}
          aria-busy={adding || undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void add()}
        >
          {productPageTexts.add}
        </Button>
        {reason && <p id={reasonId}>{reason}</p>}
        {!session.loggedIn && (
          <Button variant="secondary" onClick={() => void session.login()}>
            {productPageTexts.signIn}
          </Button>
        )}
        {cart.items.length > 0 && <Link href="/ostoskori">{productPageTexts.toCart}</Link>}
      </Box>
    </Box>
  );
}

/** /voittokauppa/{id}: pictures, description, variation and option, and "Lisää ostoskoriin" (SPEC §2). */
export function ProductPage() {
  const session = useSession();
  const { id } = useParams();
  const [params] = useSearchParams();
  const validId = id !== undefined && /^\d{1,9}$/.test(id) ? id : undefined;
  const { data: product, error } = useShopProduct(validId);
  const notFound = !validId || (error instanceof ApiRequestError && error.status === 404);
  const name = product ? finnish(product.names) : '';
  usePageTitle(notFound ? 'Tuotetta ei löytynyt' : name || 'Voittokauppa');
  const back = (
    <div>
      <Link href={productBackHref(params.get('lottery'))}>Takaisin</Link>
    </div>
  );

  if (notFound || error) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="medium">
        {back}
        <h1>{notFound ? 'Tuotetta ei löytynyt' : 'Tuotteen lataus epäonnistui'}</h1>
        <div>
          <ButtonLink href="/voittokauppa" variant="secondary">
            Voittokauppaan
          </ButtonLink>
        </div>
      </Box>
    );
  }
  if (!product) return <Spinner />;
  const description = finnish(product.descriptions);
  return (
    <Box as="article" display="flex" flexDirection="column" gap="large" aria-labelledby="product-title">
      {back}
      <Box display="grid" gap="xlarge" gridTemplateColumns={{ mobile: 1, tablet: 2 }}>
        <ProductGallery images={product.images.map((image) => ({ src: image.source, alt: name }))} />
        <Box display="flex" flexDirection="column" gap="medium">
          <h1 id="product-title">{name}</h1>
          <p>
            <strong>{formatMoney(product.value)}</strong>
          </p>
          {description && <p>{description}</p>}
          <WinningsBalance loggedIn={session.loggedIn} />
          <AddToCart product={product} />
        </Box>
      </Box>
    </Box>
  );
}
