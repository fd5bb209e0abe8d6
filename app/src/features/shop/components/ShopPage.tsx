import { finnish, type Product } from '@arpa/contract';
import { Box, CategoryTabs, Pager, ProductCard, Spinner } from '@arpa/ui';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { WinningsBalance } from '../../../components/WinningsBalance';
import { useShopCategories } from '../api/get-categories';
import { useShopProducts } from '../api/get-products';

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function ProductGrid({ products, lottery }: { products: Product[]; lottery: string | null }) {
  if (products.length === 0) return <p>Tässä tuoteryhmässä ei ole tuotteita.</p>;
  const query = lottery ? `?lottery=${encodeURIComponent(lottery)}` : '';
  return (
    <Box as="ul" display="grid" gap="large" gridTemplateColumns={{ mobile: 2, tablet: 3, desktop: 4 }}>
      {products.map((product) => {
        const image = product.images[0];
        return (
          <li key={product.id}>
            <ProductCard
              name={finnish(product.names)}
              value={product.value}
              href={`/voittokauppa/${product.id}${query}`}
              image={image ? { src: image.source } : undefined}
              headingLevel={2}
            />
          </li>
        );
      })}
    </Box>
  );
}

/**
 * /voittokauppa: category tabs (a dropdown on mobile), product cards and a pager from page 1 (SPEC §2).
 * The chosen category and page live in the address (`kategoria`, `sivu`), so back and reload keep them.
 */
export function ShopPage() {
  usePageTitle('Voittokauppa');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const categories = useShopCategories();
  const list = categories.data?.data ?? [];
  const requested = positiveInteger(params.get('kategoria'));
  const category = list.find((c) => c.id === requested) ?? list[0];
  const page = positiveInteger(params.get('sivu')) ?? 1;
  const products = useShopProducts(page, category?.id, category !== undefined);
  const lottery = params.get('lottery');

  function choose(next: { kategoria?: number; sivu?: number }) {
    const updated = new URLSearchParams(params);
    if (next.kategoria !== undefined) updated.set('kategoria', String(next.kategoria));
    if (next.sivu !== undefined) updated.set('sivu', String(next.sivu));
    setParams(updated);
  }

  let body;
  if (categories.error)
    body = <p role="alert">Voittokaupan lataus epäonnistui. Yritä hetken päästä uudelleen.</p>;
  else if (!categories.data) body = <Spinner />;
  else if (!category) body = <p>Voittokaupassa ei ole tuotteita juuri nyt.</p>;
  else {
    body = (
      <CategoryTabs
        categories={list.map((c) => ({ id: String(c.id), name: finnish(c.names) }))}
        value={String(category.id)}
        onValueChange={(id) => choose({ kategoria: Number(id), sivu: 1 })}
      >
        <Box display="flex" flexDirection="column" gap="large" paddingTop="medium">
          {products.error ? (
            <p role="alert">Tuotteiden lataus epäonnistui.</p>
          ) : !products.data ? (
            <Spinner />
          ) : (
            <>
              <ProductGrid products={products.data.data} lottery={lottery} />
              <Pager
                pageCount={products.data.meta.page_count}
                value={page}
                onValueChange={(sivu) => choose({ sivu })}
              />
            </>
          )}
        </Box>
      </CategoryTabs>
    );
  }

  return (
    <Box as="section" display="flex" flexDirection="column" gap="large" aria-labelledby="shop-title">
      <h1 id="shop-title">Voittokauppa</h1>
      <WinningsBalance loggedIn={session.loggedIn} />
      {body}
    </Box>
  );
}
