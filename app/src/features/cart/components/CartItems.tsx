import { finnish, type CartItem, type Product } from '@arpa/contract';
import { Box, Button, formatMoney } from '@arpa/ui';

export interface CartItemsProps {
  items: readonly CartItem[];
  products: ReadonlyMap<number, Product>;
  /** Removes the item at this position; no remove buttons without it (the summary). */
  onRemove?: (index: number) => void;
  removing?: boolean;
}

/** The cart's lines: product name, chosen variation and option, price and "Poista". */
export function CartItems({ items, products, onRemove, removing = false }: CartItemsProps) {
  const total = items.reduce((sum, item) => sum + (products.get(item.id)?.value ?? 0), 0);
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Box as="ul" display="flex" flexDirection="column" gap="small" aria-label="Ostoskorin tuotteet">
        {items.map((item, index) => {
          const product = products.get(item.id);
          const name = product ? finnish(product.names) : `#${item.id}`;
          const option = product?.options.find((o) => o.id === item.product_option_id);
          const details = [item.option?.label, option && finnish(option.names)].filter(Boolean).join(', ');
          return (
            <Box
              as="li"
              key={`${index}-${item.id}`}
              display="flex"
              flexWrap="wrap"
              gap="medium"
              alignItems="center"
              justifyContent="space-between"
            >
              <div>
                <strong>{name}</strong>
                {details && <div>{details}</div>}
              </div>
              <Box display="flex" gap="medium" alignItems="center">
                <span>{product ? formatMoney(product.value) : ''}</span>
                {onRemove && (
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={removing}
                    aria-label={`Poista ${name}`}
                    onClick={() => onRemove(index)}
                  >
                    Poista
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <p>
        Yhteensä <strong>{formatMoney(total)}</strong>
      </p>
    </Box>
  );
}
