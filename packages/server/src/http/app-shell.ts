import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The app's HTML shell, with what each public page needs next named in its <head> (issue 13): the page's
 * route chunk and the chunks it imports (`modulepreload`) and, for pages built from the CMS content file,
 * the file itself (`preload as=fetch`). The browser fetches them in parallel with the entry instead of
 * one after another (HTML → entry → route chunk → content.json), and the page renders one round trip
 * sooner. The chunk names come from the build's manifest, so nothing here knows a hash.
 * docs/decisions/compressed-delivery.md has the measurements.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Public pages, by path, with the module of their route and whether they render the CMS content file. */
const publicPages: { match: (path: string) => boolean; module: string; content: boolean }[] = [
  { match: (path) => path === '/', module: 'src/app/routes/LandingRoute.tsx', content: true },
  { match: (path) => path === '/lunastettavat', module: 'src/app/routes/LotteriesRoute.tsx', content: true },
  {
    match: (path) => /^\/lunastettavat\/[^/]+$/.test(path),
    module: 'src/app/routes/ClaimLandingRoute.tsx',
    content: true,
  },
  {
    match: (path) => path === '/voittokauppa',
    module: 'src/features/shop/components/ShopPage.tsx',
    content: false,
  },
  {
    match: (path) => /^\/voittokauppa\/\d+$/.test(path),
    module: 'src/features/shop/components/ProductPage.tsx',
    content: false,
  },
];

export interface ShellDocument {
  html: string;
  /** The same, compressed once when first asked for (brotli quality 11, gzip level 9). */
  br: Buffer;
  gzip: Buffer;
}

export interface AppShell {
  /** The HTML for a page address (path without the query). */
  html(path: string): string;
  /** The HTML with its compressed forms, for sending by content negotiation. */
  document(path: string): ShellDocument;
}

/** Reads the built app's shell and manifest; undefined when the app is not built. */
export function loadAppShell(appDir: string): AppShell | undefined {
  const indexPath = join(appDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const index = readFileSync(indexPath, 'utf8');
  const manifestPath = join(appDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const variants = new Map<string, string>();
  const documents = new Map<string, ShellDocument>();

  function hintsFor(page: (typeof publicPages)[number]): string {
    const chunk = manifest[page.module];
    const links: string[] = [];
    if (chunk) {
      const files = new Set<string>();
      const styles = new Set<string>();
      const walk = (key: string) => {
        const entry = manifest[key];
        if (!entry || files.has(entry.file)) return;
        files.add(entry.file);
        for (const css of entry.css ?? []) styles.add(css);
        for (const imported of entry.imports ?? []) walk(imported);
      };
      walk(page.module);
      for (const file of files) {
        // The shell already names the entry's own chunks.
        if (!index.includes(`/${file}"`))
          links.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
      }
      for (const css of styles) {
        if (!index.includes(`/${css}"`)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
      }
    }
    if (page.content) links.push('<link rel="preload" as="fetch" crossorigin href="/static/content.json">');
    return links.join('\n    ');
  }

  function html(path: string): string {
    const page = publicPages.find((candidate) => candidate.match(path));
    if (!page) return index;
    let variant = variants.get(page.module);
    if (variant === undefined) {
      const hints = hintsFor(page);
      variant = hints ? index.replace('</head>', `    ${hints}\n  </head>`) : index;
      variants.set(page.module, variant);
    }
    return variant;
  }

  return {
    html,
    document(path) {
      const text = html(path);
      let document = documents.get(text);
      if (!document) {
        const source = Buffer.from(text);
        document = {
          html: text,
          br: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(source, { level: 9 }),
        };
        documents.set(text, document);
      }
      return document;
    },
  };
}
