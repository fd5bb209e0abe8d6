import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as styles from './ProductGallery.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface ProductGalleryProps {
  images: GalleryImage[];
  /** Index of the image shown (controlled). */
  value?: number;
  /** Index of the image shown first (uncontrolled). */
  defaultValue?: number;
  onValueChange?: (index: number) => void;
  /** Accessible name of a thumbnail button, e.g. "Näytä kuva 2". */
  thumbnailLabel?: (index: number, image: GalleryImage) => string;
}

/**
 * The product detail's pictures: one large image and a row of thumbnail buttons that choose it
 * (the pressed one has `aria-pressed="true"`). Thumbnails show only when there is more than one image.
 */
export function ProductGallery({
  images,
  value,
  defaultValue = 0,
  onValueChange,
  thumbnailLabel = (index) => `Näytä kuva ${index + 1}`,
}: ProductGalleryProps) {
  const [chosen, setChosen] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'ProductGallery',
  });
  if (images.length === 0) return null;
  const current = Math.min(Math.max(chosen, 0), images.length - 1);
  const shown = images[current];
  return (
    <div className={styles.root}>
      <img className={styles.main} src={shown.src} alt={shown.alt} width={400} height={300} />
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={`${index}-${image.src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={thumbnailLabel(index, image)}
                aria-pressed={index === current}
                onClick={() => {
                  setChosen(index);
                }}
              >
                <img className={styles.thumbImage} src={image.src} alt="" width={72} height={54} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
