import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { BOOT_SCRIPT } from './boot-script.ts';
import { compressedCopy, compressedCopyOffLoop } from './compression.ts';

/**
 * The app's HTML shell, with what each public page needs next named in its <head> (issue 13): the page's
 * route chunk and the chunks it imports (`modulepreload`) and, for pages built from the CMS content file,
 * the file itself (`preload as=fetch`). The browser fetches them in parallel with the entry instead of
 * one after another (HTML → entry → route chunk → content.json), and the page renders one round trip
 * sooner. The chunk names come from the build's manifest, so nothing here knows a hash.
 * docs/decisions/0024-compressed-delivery.md has the measurements.
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
  {
    match: (path) => path === '/ehdot' || path === '/tietosuoja' || path === '/evasteet',
    module: 'src/app/routes/ContentRoute.tsx',
    content: true,
  },
  {
    match: (path) => path === '/saavutettavuusseloste',
    module: 'src/app/routes/AccessibilityRoute.tsx',
    content: false,
  },
];

/** `</script>` and `<!--` cannot end or confuse the JSON inside its script element; U+2028/9 stay JSON. */
function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function compress(text: string): ShellDocument {
  const source = Buffer.from(text);
  return { html: text, br: compressedCopy(source, 'br'), gzip: compressedCopy(source, 'gzip') };
}

/**
 * `compress` on libuv's thread pool: a rendered page is compressed again after every catalogue change,
 * and on the event loop that would hold every request (and /healthz) waiting meanwhile.
 */
async function compressOffLoop(text: string): Promise<ShellDocument> {
  const source = Buffer.from(text);
  const [br, gzipped] = await Promise.all([
    compressedCopyOffLoop(source, 'br'),
    compressedCopyOffLoop(source, 'gzip'),
  ]);
  return { html: text, br, gzip: gzipped };
}

export interface ShellDocument {
  html: string;
  /** The same, compressed once when first asked for (brotli quality 11, gzip level 9). */
  br: Buffer;
  gzip: Buffer;
}

/** What the request tells about the visitor: a first visit (no cookie choice yet) opens the consent dialog. */
export interface ShellVisitor {
  consentChosen: boolean;
}

/** A page the server rendered (http/server-render.ts): the markup of `#root` and the reads it used. */
export interface RenderedPage {
  html: string;
  data: Record<string, unknown>;
}

export interface AppShell {
  /** The HTML for a page address (path without the query). */
  html(path: string, visitor?: ShellVisitor): string;
  /** The HTML with its compressed forms, for sending by content negotiation. */
  document(path: string, visitor?: ShellVisitor): ShellDocument;
  /**
   * The HTML of a server-rendered page: its markup in `#root` and its reads' answers embedded for the
   * app's SWR cache. Not kept here; the caller caches it (it changes with the catalogue).
   */
  rendered(path: string, visitor: ShellVisitor, page: RenderedPage): Promise<ShellDocument>;
  /** Whether the address is a public page the server renders. */
  isRenderedPage(path: string): boolean;
}

/** The consent dialog's chunk (app/src/features/consent): named in the shell of a visitor who has not chosen. */
const consentDialogModule = 'src/features/consent/components/CookieSettingsDialog.tsx';

/** The footer's help widget's chunk: a rendered page's app loads it before hydrating. */
const helpWidgetModule = 'src/features/help/components/HelpWidget.tsx';

/** At most this many of a rendered page's first pictures are asked for ahead of its scripts. */
const firstImagesAhead = 4;

/**
 * The pictures a rendered page shows first: its first `<img>`s (up to {@link firstImagesAhead} sources)
 * that are neither lazy nor in a hidden element, such as a carousel's later slides. Answers each one's
 * `src` and where that value stands in `markup`.
 */
function firstImages(markup: string): { src: string; start: number }[] {
  const found: { src: string; start: number }[] = [];
  const sources = new Set<string>();
  for (const match of markup.matchAll(/<img\s([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const src = /(?:^|\s)src="([^"]+)"/.exec(attributes);
    if (!src?.[1] || /(?:^|\s)loading="lazy"/.test(attributes)) continue;
    // The element the picture is the first child of: a hidden one (a later slide) is not on screen.
    const opening = markup.slice(markup.lastIndexOf('<', (match.index ?? 0) - 1), match.index);
    if (/^<[a-z][^>]*\shidden(?:=""|\s|>)/.test(opening)) continue;
    if (!sources.has(src[1]) && sources.size === firstImagesAhead) break;
    sources.add(src[1]);
    const start = (match.index ?? 0) + '<img '.length + src.index + src[0].indexOf('"') + 1;
    found.push({ src: src[1], start });
  }
  return found;
}

/**
 * The page's first pictures as high-priority preloads. They go before the page's scripts in its head: over
 * HTTP/1.1 the browser has six connections to the site, and a picture named only in the body waited behind
 * the ~20 script files for one, so the page's largest paint (often such a picture) came after the scripts
 * (docs/decisions/0045-first-view-critical-path.md). A picture that travels inside the document needs none.
 */
function firstImagePreloads(markup: string): string[] {
  const links: string[] = [];
  for (const { src } of firstImages(markup)) {
    if (src.startsWith('data:')) continue;
    const link = `<link rel="preload" as="image" fetchpriority="high" href="${src}">`;
    if (!links.includes(link)) links.push(link);
  }
  return links;
}

/** A first picture of at most this many bytes travels inside the rendered document (decision 0048). */
export const inlinePictureBytes = 2048;

const pictureTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * The site's small pictures as `data:` URIs, read from the static directory (where `/static/` is served
 * from) and kept while the file's size and time stay the same. Undefined for anything else: another
 * origin, a path outside the directory, an unknown type, a missing or larger file.
 */
function pictureInliner(staticDir: string): (src: string) => string | undefined {
  const root = resolve(staticDir);
  const known = new Map<string, { stamp: string; uri: string | undefined }>();
  return (src) => {
    if (!/^\/static\/[A-Za-z0-9/_.-]+$/.test(src) || src.includes('..')) return undefined;
    const type = pictureTypes[extname(src).toLowerCase()];
    const file = resolve(root, src.slice('/static/'.length));
    if (!type || !file.startsWith(root + sep)) return undefined;
    let stamp: string;
    let size: number;
    try {
      const stats = statSync(file);
      if (!stats.isFile()) return undefined;
      stamp = `${stats.size}:${stats.mtimeMs}`;
      size = stats.size;
    } catch {
      return undefined;
    }
    const cached = known.get(file);
    if (cached?.stamp === stamp) return cached.uri;
    const uri =
      size <= inlinePictureBytes ? `data:${type};base64,${readFileSync(file).toString('base64')}` : undefined;
    known.set(file, { stamp, uri });
    return uri;
  };
}

/**
 * `markup` with its first pictures that are small files of the site inside it as `data:` URIs: the
 * largest paint of a page whose largest element is such a picture (the lottery cards of /lunastettavat)
 * then needs no request after the document's; over a mobile line each new connection costs round trips
 * (docs/decisions/0048-first-paint-then-scripts-small-pictures-inline.md). The app hydrates over it: React keeps the
 * element's attribute as the server sent it.
 */
function withInlinePictures(
  markup: string,
  inline: ((src: string) => string | undefined) | undefined,
): string {
  if (!inline) return markup;
  let out = '';
  let at = 0;
  const inlined = new Set<string>();
  for (const { src, start } of firstImages(markup)) {
    const uri = inline(src);
    if (!uri) continue;
    inlined.add(src);
    out += markup.slice(at, start) + uri;
    at = start + src.length;
  }
  if (inlined.size === 0) return markup;
  // React's own preload of each picture it rendered (a `<link rel="preload" as="image">` it puts first)
  // would still fetch the file.
  return (out + markup.slice(at)).replace(/<link rel="preload"[^>]*>/g, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    return /\sas="image"/.test(link) && href && inlined.has(href) ? '' : link;
  });
}

/** `head` with the page's first pictures named before its first script (or at its end). */
function withFirstImages(head: string, markup: string): string {
  const links = firstImagePreloads(markup);
  if (links.length === 0) return head;
  const at = head.search(/<template id="arpa-boot"|<script/);
  return at === -1
    ? head.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    : `${head.slice(0, at)}${links.join('\n    ')}\n    ${head.slice(at)}`;
}

/** An `@font-face` rule that loads a font file (the local fallback face has no `url(`). */
const webFontFace = /@font-face\{[^}]*url\([^}]*\}/g;

/**
 * The attributes of a rendered page's web-font style: `media="not all"` keeps its faces from loading
 * until the app sets `media` to `all` (app/src/lib/web-fonts.ts reads the same id).
 */
const webFontsStyle = 'id="arpa-web-fonts" media="not all"';

/** The app's cookie of the visitor's cookie choice (app/src/lib/consent.ts). */
export const CONSENT_COOKIE = 'arpa_consent';

/** The app's feature flag in the page (app/src/lib/config.ts reads it): present only when on. */
export const PLAYABLE_FLAG_META = '<meta name="arpa-playable" content="1">';

export interface AppShellOptions {
  /** PLAYABLE_TICKETS_ENABLED: every page the server sends says so, plain shell or rendered. */
  playableTicketsEnabled?: boolean;
  /** Where `/static/` is served from: a rendered page's small first pictures are read from it. */
  staticDir?: string;
}

/** Reads the built app's shell and manifest; undefined when the app is not built. */
export function loadAppShell(appDir: string, options: AppShellOptions = {}): AppShell | undefined {
  const indexPath = join(appDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const built = readFileSync(indexPath, 'utf8');
  const index = options.playableTicketsEnabled
    ? built.replace('</head>', `  ${PLAYABLE_FLAG_META}\n  </head>`)
    : built;
  const manifestPath = join(appDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const variants = new Map<string, string>();
  const documents = new Map<string, ShellDocument>();
  const inline = options.staticDir ? pictureInliner(options.staticDir) : undefined;

  /**
   * A rendered page carries the site's stylesheet in its head: the first paint needs nothing but the
   * document (no round trip for the CSS, nothing competing with it for the connection). The web font's
   * faces (`@font-face` with a file) go into a style of their own that applies to no media
   * (`webFontsStyle`): the page paints in the metric-matched local fallback face, and the app switches
   * the style on after its first view (app/src/lib/web-fonts.ts), so the font files are not fetched
   * before the page's largest paint (docs/decisions/0045-first-view-critical-path.md).
   */
  const inlined = new Map<string, string>();
  function inlineStyles(html: string): string {
    return html.replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
      (link, file: string) => {
        let styles = inlined.get(file);
        if (styles === undefined) {
          const path = join(appDir, file);
          const css = existsSync(path) ? readFileSync(path, 'utf8').replaceAll('</style', '<\\/style') : '';
          const faces = css.match(webFontFace) ?? [];
          const rest = css.replace(webFontFace, '');
          styles = css
            ? `<style>${rest}</style>` +
              (faces.length > 0 ? `<style ${webFontsStyle}>${faces.join('')}</style>` : '')
            : '';
          inlined.set(file, styles);
        }
        return styles || link;
      },
    );
  }

  /** Preloads of the modules, with what they import, that the shell does not name already. */
  function moduleHints(modules: string[]): string[] {
    const files = new Set<string>();
    const styles = new Set<string>();
    const walk = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      for (const css of entry.css ?? []) styles.add(css);
      for (const imported of entry.imports ?? []) walk(imported);
    };
    for (const module of modules) walk(module);
    const links: string[] = [];
    for (const file of files) {
      // The shell already names the entry's own chunks.
      if (!index.includes(`/${file}"`)) links.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    for (const css of styles) {
      if (!index.includes(`/${css}"`)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    return links;
  }

  /** `rendered`: the page's reads are embedded in it, so the content file is not fetched for it. */
  function hintsFor(
    page: (typeof publicPages)[number] | undefined,
    firstVisit: boolean,
    rendered = false,
  ): string {
    // The entry's own imports too: the build names none in index.html (app/vite.config.ts modulePreload).
    const links = moduleHints([
      'index.html',
      ...(page ? [page.module] : []),
      ...(firstVisit ? [consentDialogModule] : []),
      // A rendered page is hydrated once its footer's help widget has loaded (app/src/main.tsx).
      ...(rendered ? [helpWidgetModule] : []),
    ]);
    if (page?.content && !rendered)
      links.push('<link rel="preload" as="fetch" crossorigin href="/static/content.json">');
    return links.join('\n    ');
  }

  function html(path: string, visitor: ShellVisitor = { consentChosen: true }): string {
    const page = publicPages.find((candidate) => candidate.match(path));
    const firstVisit = !visitor.consentChosen;
    const key = `${page?.module ?? ''}|${firstVisit}`;
    let variant = variants.get(key);
    if (variant === undefined) {
      const hints = hintsFor(page, firstVisit);
      variant = hints ? index.replace('</head>', `    ${hints}\n  </head>`) : index;
      variants.set(key, variant);
    }
    return variant;
  }

  return {
    html,
    document(path, visitor) {
      const text = html(path, visitor);
      let document = documents.get(text);
      if (!document) {
        document = compress(text);
        documents.set(text, document);
      }
      return document;
    },
    async rendered(path, visitor, rendered) {
      const page = publicPages.find((candidate) => candidate.match(path));
      // The page's modules are asked for after its first frame (http/boot-script.ts): the entry's script
      // element and every modulepreload move from the head into an inert template the loader copies into
      // the head then; stylesheets stay.
      const modules: string[] = [];
      const preload = /\s*(<link rel="modulepreload" crossorigin href="[^"]+">)/g;
      const collect = (_whole: string, link: string) => {
        if (!modules.includes(link)) modules.push(link);
        return '';
      };
      const hints = hintsFor(page, !visitor.consentChosen, true).replace(preload, collect).trim();
      let entry = '';
      const withoutScripts = index
        .replace(preload, collect)
        .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, (script) => {
          entry = script;
          return '<!--arpa-boot-->';
        });
      const loader = entry
        ? `<template id="arpa-boot">${modules.join('')}${entry}</template>\n    <script>${BOOT_SCRIPT}</script>`
        : '';
      const withLoader = withoutScripts.replace('<!--arpa-boot-->', loader);
      const withHints = hints ? withLoader.replace('</head>', `    ${hints}\n  </head>`) : withLoader;
      const markup = withInlinePictures(rendered.html, inline);
      const head = withFirstImages(inlineStyles(withHints), markup);
      const body =
        `<div id="root">${markup}</div>\n    ` +
        `<script id="arpa-data" type="application/json">${embedJson(rendered.data)}</script>`;
      return compressOffLoop(head.replace('<div id="root"></div>', body));
    },
    isRenderedPage(path) {
      return publicPages.some((candidate) => candidate.match(path));
    },
  };
}
