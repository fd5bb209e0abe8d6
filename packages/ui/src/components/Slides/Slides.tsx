import { useId, useState, type ReactNode } from 'react';
import * as styles from './Slides.css';

export interface Slide {
  /** Image address; decorative, the content carries the message. */
  image?: string;
  content: ReactNode;
}

export interface SlidesProps {
  slides: Slide[];
  /** Accessible name of the carousel. */
  label?: string;
  /** Index of the slide shown first. */
  defaultIndex?: number;
}

/**
 * The landing page's slides: one slide at a time with previous/next buttons and one button per slide.
 * It never rotates by itself (WCAG 2.2.2), so nobody has to chase moving content.
 */
export function Slides({ slides, label = 'Ajankohtaista', defaultIndex = 0 }: SlidesProps) {
  const id = useId();
  const [index, setIndex] = useState(defaultIndex);
  if (slides.length === 0) return null;
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section className={styles.root} aria-roledescription="karuselli" aria-label={label}>
      <div id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="dia"
            aria-label={`${i + 1} / ${count}`}
            hidden={i !== current}
          >
            {slide.image && (
              <img className={styles.image} src={slide.image} alt="" width={600} height={320} />
            )}
            <div className={styles.content}>{slide.content}</div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={`${id}-slides`}
            aria-label="Edellinen dia"
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-controls={`${id}-slides`}
              aria-label={`Dia ${i + 1}`}
              aria-current={i === current}
              onClick={() => go(i)}
            />
          ))}
          <button
            type="button"
            className={styles.arrow}
            aria-controls={`${id}-slides`}
            aria-label="Seuraava dia"
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
