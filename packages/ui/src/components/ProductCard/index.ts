export { ProductCard } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
