import { formatMoney } from '../../format/formatMoney';
import { useLinkComponent, type LinkComponent } from '../Link/LinkComponentContext';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  name: string;
  /** Value in cents. */
  value: number;
  /** Product detail address, e.g. /voittokauppa/42. */
  href: string;
  /**
   * The product picture; decorative next to the name unless `alt` says more. It is cropped to the card's
   * 4:3 box; `width` and `height` (default 400 × 300) reserve its room before it loads.
   */
  image?: { src: string; alt?: string; width?: number; height?: number };
  headingLevel?: 2 | 3;
  linkComponent?: LinkComponent;
}

/** A product in the prize shop list: picture, name (a link to the product) and value in euros. */
export function ProductCard({ name, value, href, image, headingLevel = 3, linkComponent }: ProductCardProps) {
  const LinkComponent = useLinkComponent(linkComponent);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {image && (
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width ?? 400}
          height={image.height ?? 300}
          loading="lazy"
        />
      )}
      <Heading className={styles.name}>
        <LinkComponent href={href} className={styles.link}>
          {name}
        </LinkComponent>
      </Heading>
      <p className={styles.value}>{formatMoney(value)}</p>
    </article>
  );
}
