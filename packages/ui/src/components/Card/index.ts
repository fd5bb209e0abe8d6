export { Card, cardHeadingLevels } from './Card';
export type { CardProps } from './Card';
