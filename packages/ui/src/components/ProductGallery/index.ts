export { ProductGallery } from './ProductGallery';
export type { GalleryImage, ProductGalleryProps } from './ProductGallery';
