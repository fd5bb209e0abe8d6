/**
 * Runtime dependencies of @arpa/ui's components, pre-bundled by Vite before stories run.
 * Add a package here when a component starts importing it.
 */
export const uiRuntimeDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@radix-ui/react-dialog',
  '@radix-ui/react-tabs',
  '@radix-ui/react-use-controllable-state',
];
