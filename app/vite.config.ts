import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files the browser fetches; fonts and images in compressed formats gain nothing. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * gzip as small as the format allows: Zopfli (a slower, better deflate encoder whose output every gzip
 * decoder reads) for files above 1 KB, about 3 % under zlib's level 9; zlib's level 9 when that is
 * smaller (tiny files). It runs once per build, so its seconds cost no visitor anything.
 */
async function smallestGzip(source: Buffer): Promise<Buffer> {
  const zlib = await gzipAsync(source, { level: 9 });
  if (source.length <= 1024) return zlib;
  const zopfli = Buffer.from(await zopfliGzip(source, { numiterations: 5 }));
  return zopfli.length < zlib.length ? zopfli : zlib;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (Zopfli, see `smallestGzip`) beside every text file of
 * the build; the server sends them by content negotiation (`@fastify/static` `preCompressed`), so no
 * request pays for compression and the bytes moved are the smallest the formats give
 * (docs/decisions/0024-compressed-delivery.md).
 */
function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'arpa-precompress',
    apply: 'build',
    configResolved(config) {
      // The server entry (dist-server) is read from disk by the server, never sent.
      if (config.build.ssr) skip = true;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (skip) return;
      const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            smallestGzip(source),
          ]);
          // A variant no smaller than the original is left out: the server then sends the original.
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Collects the modules the entry imports statically (not through `import()`): every page needs them
 * before its first render. Their third-party part (React, react-router, SWR and what they import) is
 * bundled as one chunk: left to itself the bundler splits off every module a lazy route shares with the
 * entry (react, react-dom, jsx-runtime, scheduler, …) into its own file, and the landing page paid
 * ~4 KB gzipped for compressing them apart (docs/decisions/0004-landing-page-budget.md). Our own modules
 * stay with the bundler's chunking: a group holding them too would import the entry chunk back, and
 * such a cycle runs a module before the one it needs.
 */
function appShell(shell: Set<string>): Plugin {
  return {
    name: 'arpa-app-shell',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length > 0) {
        const id = stack.pop()!;
        // The workspace packages' indexes re-export everything (every @arpa/ui component, every
        // contract module); the bundler keeps only the parts used, in the chunks that use them, so
        // the walk stops there.
        if (shell.has(id) || id.includes('/packages/')) continue;
        shell.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

const shell = new Set<string>();
/** Our stand-in for a third-party module (`resolve.alias` below) belongs with the third-party code. */
const syncExternalStore = fileURLToPath(new URL('src/lib/sync-external-store.ts', import.meta.url));
const isShellVendor = (id: string) =>
  shell.has(id) && (id.includes('/node_modules/') || id === syncExternalStore);

export default defineConfig({
  plugins: [react(), appShell(shell), precompress()],
  resolve: {
    alias: {
      // SWR asks for the shim that backports `useSyncExternalStore` to React 17; React 19 has it, and the
      // shim's 0.7 KB rode along in the landing page.
      'use-sync-external-store/shim': syncExternalStore,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The size report reads which files the landing page loads from the manifest (scripts/size-report.mjs).
    manifest: true,
    // No preload lists inside the bundle: every lazy route's import carried the file names of its chunks
    // (and a helper to preload them), 0.7 KB of the landing page's 100 KB that no first view uses. A
    // server-rendered page's chunks are named in its HTML by the server (http/app-shell.ts); a later
    // navigation fetches a route's chunk and then its imports, which the browser fetches in parallel.
    modulePreload: false,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // Radix's packages name each function with a top-level `__name(fn, "…")` call (esbuild's keepNames);
      // as a call it counts as a side effect, and kept every function it names, used or not
      // (`useControllableStateReducer` rode along in the landing page). Only the names are lost.
      treeshake: { manualPureFunctions: ['__name'] },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'shell', test: isShellVendor }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API and static storage come from the server started by `npm start`.
    proxy: { '/api': 'http://localhost:8080', '/static': 'http://localhost:8080' },
  },
});
