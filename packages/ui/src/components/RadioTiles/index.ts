export { RadioTiles } from './RadioTiles';
export type { RadioTileOption, RadioTilesProps } from './RadioTiles';
