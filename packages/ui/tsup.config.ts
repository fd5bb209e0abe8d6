import { readdirSync, renameSync, rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component next to the index: consumers' bundlers see a module per component and can
  // put each in the route chunk that uses it (one big module would land whole in the first chunk).
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(
      readdirSync('src/components').map((name) => [`components/${name}`, `src/components/${name}/index.ts`]),
    ),
  },
  splitting: true,
  format: ['esm'],
  // The contract's rules and constants are bundled in: the published package depends on nothing unpublished.
  noExternal: ['@arpa/contract'],
  dts: {
    entry: { index: 'src/index.ts' },
    // The contract's types are written into index.d.ts. It is mapped to its source rather than resolved through
    // node_modules: a module found there counts as an external library, and its own imports ('./api.ts') were
    // left in index.d.ts as imports of files the package does not have, so every contract type read as `any`.
    // The contract's sources import each other with .ts extensions (Node runs them as they are). Its schema
    // types come from typebox, which is therefore a dependency of this package (types only).
    compilerOptions: {
      allowImportingTsExtensions: true,
      baseUrl: '.',
      paths: {
        '@arpa/contract': ['../contract/src/index.ts'],
        '@arpa/contract/*': ['../contract/src/*.ts'],
      },
    },
  },
  clean: true,
  sourcemap: true,
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  async onSuccess() {
    // One stylesheet with a stable public name: consumers import '@arpa/ui/styles.css'.
    renameSync('dist/index.css', 'dist/styles.css');
    renameSync('dist/index.css.map', 'dist/styles.css.map');
    // The per-component entries repeat parts of it; only the one stylesheet is published.
    for (const file of readdirSync('dist/components')) {
      if (file.endsWith('.css') || file.endsWith('.css.map')) rmSync(`dist/components/${file}`);
    }
  },
});
