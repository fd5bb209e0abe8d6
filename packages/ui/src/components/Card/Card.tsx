import type { ReactNode } from 'react';
import * as styles from './Card.css';

export const cardHeadingLevels = [2, 3] as const;

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: (typeof cardHeadingLevels)[number];
  /** Cropped to a 16:10 box; `width` and `height` (default 320 × 200) reserve its room before it loads. */
  image?: { src: string; alt: string; width?: number; height?: number };
  children?: ReactNode;
  /** Buttons or links at the bottom of the card. */
  actions?: ReactNode;
}

/** A content card: the landing page's three cards, lottery and product cards build on it. */
export function Card({ title, headingLevel = 2, image, children, actions }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {image && (
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width ?? 320}
          height={image.height ?? 200}
        />
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
