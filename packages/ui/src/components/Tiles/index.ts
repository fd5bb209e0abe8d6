export { Tiles } from './Tiles';
export type { TilesColumnCount, TilesColumns, TilesProps, TilesSpace } from './Tiles';
