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
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../auth/components/SessionProvider';
import { ApiRequestError } from '../../../lib/api-client';
import { useCart } from '../../../lib/cart';
import { usePageTitle } from '../../../lib/page-title';
import { useShopProduct } from '../api/get-product';

/**
 * Where "back" leads (SPEC §2): the lottery's page when the product was opened from a lottery
 * (`?lottery=<slug>`), otherwise the shop. The app has no /{slug}/voittokauppa route, so the lottery's own
 * page /lunastettavat/{slug} stands for it (docs/decisions/claim-shop-routes.md).
 */
export function productBackHref(lottery: string | null): string {
  return lottery ? `/lunastettavat/${encodeURIComponent(lottery)}` : '/voittokauppa';
}

function AddToCart({ product }: { product: Product }) {
  const session = useSession();
  const cart = useCart();
  const toast = useToast();
  const [variationId, setVariationId] = useState<number | undefined>(product.variations[0]?.id);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const needsOption = product.options.length > 0;

  if (!session.loggedIn) {
    return (
      <Box display="flex" flexDirection="column" gap="small">
        <p>Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.</p>
        <div>
          <Button onClick={() => void session.login()}>Kirjaudu</Button>
        </div>
      </Box>
    );
  }

  async function add() {
    setAdding(true);
    const variation = product.variations.find((v) => v.id === variationId);
    try {
      await cart.save([
        ...cart.items,
        {
          id: product.id,
          option: variation ? { label: variation.name, variation_id: variation.id } : null,
          product_option_id: optionId === null ? null : Number(optionId),
        },
      ]);
      toast.success('Tuote lisätty ostoskoriin');
    } catch (error) {
      console.error('Ostoskoriin lisääminen epäonnistui', error);
    } finally {
      setAdding(false);
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
          disabled={adding || cart.loading || (needsOption && optionId === null)}
          aria-busy={adding || undefined}
          onClick={() => void add()}
        >
          Lisää ostoskoriin
        </Button>
        {cart.items.length > 0 && <Link href="/ostoskori">Siirry ostoskoriin</Link>}
      </Box>
    </Box>
  );
}

/** /voittokauppa/{id}: pictures, description, variation and option, and "Lisää ostoskoriin" (SPEC §2). */
export function ProductPage() {
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
          <AddToCart product={product} />
        </Box>
      </Box>
    </Box>
  );
}
