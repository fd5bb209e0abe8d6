export { Slides } from './Slides';
export type { Slide, SlidesProps } from './Slides';
