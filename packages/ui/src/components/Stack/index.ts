export { Stack } from './Stack';
export type { StackProps, StackSpace } from './Stack';
