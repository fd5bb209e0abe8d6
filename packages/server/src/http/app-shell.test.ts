import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlinePictureBytes, loadAppShell } from './app-shell.ts';
import { BOOT_SCRIPT } from './boot-script.ts';
import { testTempDir } from '../test/temp-dir.ts';

function builtApp(): string {
  const dir = testTempDir('shell');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/shell-1.js">\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shell-1.js'] },
      '_shell-1.js': { file: 'assets/shell-1.js' },
      '_get-content-1.js': { file: 'assets/get-content-1.js', imports: ['_shell-1.js'] },
      'src/app/routes/LandingRoute.tsx': {
        file: 'assets/LandingRoute-1.js',
        imports: ['index.html', '_get-content-1.js', '_shell-1.js'],
        css: ['assets/LandingRoute-1.css'],
      },
      'src/features/shop/components/ShopPage.tsx': { file: 'assets/ShopPage-1.js', imports: ['index.html'] },
      'src/features/consent/components/CookieSettingsDialog.tsx': {
        file: 'assets/CookieSettingsDialog-1.js',
        imports: ['index.html', '_shell-1.js'],
      },
    }),
  );
  return dir;
}

describe('the app shell names what a public page needs next', () => {
  const shell = loadAppShell(builtApp());

  it('preloads the landing page’s route chunk, what it imports and the content file, once each', () => {
    const html = shell?.html('/') ?? '';
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingRoute-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/get-content-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LandingRoute-1.css">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/static/content.json">');
    // Already in the shell: not named twice. The hints are in the head.
    expect(html.match(/shell-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('LandingRoute-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('gives the shop its chunk without the content file, and other pages the plain shell', () => {
    expect(shell?.html('/voittokauppa')).toContain('href="/assets/ShopPage-1.js"');
    expect(shell?.html('/voittokauppa')).not.toContain('content.json');
    expect(shell?.html('/tili')).not.toContain('modulepreload" crossorigin href="/assets/LandingRoute');
    expect(shell?.html('/tili')).not.toContain('content.json');
  });

  it('names the consent dialog’s chunk for a visitor who has not chosen yet, on any page', () => {
    expect(shell?.html('/', { consentChosen: false })).toContain('href="/assets/CookieSettingsDialog-1.js"');
    expect(shell?.html('/tili', { consentChosen: false })).toContain(
      'href="/assets/CookieSettingsDialog-1.js"',
    );
    expect(shell?.html('/', { consentChosen: true })).not.toContain('CookieSettingsDialog');
  });

  it('carries the playable-tickets flag in its head only when it is on', async () => {
    const on = loadAppShell(builtApp(), { playableTicketsEnabled: true })!;
    const flag = '<meta name="arpa-playable" content="1">';
    expect(on.html('/')).toContain(flag);
    expect(on.html('/tili')).toContain(flag);
    expect(on.html('/tili').indexOf(flag)).toBeLessThan(on.html('/tili').indexOf('</head>'));
    expect(
      (await on.rendered('/', { consentChosen: true }, { html: '<h1>Arpa</h1>', data: {} })).html,
    ).toContain(flag);
    expect(shell?.html('/')).not.toContain('arpa-playable');
    expect(shell?.html('/tili')).not.toContain('arpa-playable');
  });

  it('is absent when the app is not built', () => {
    expect(loadAppShell(testTempDir('empty'))).toBeUndefined();
  });
});

describe('a server-rendered page', () => {
  it('carries the site’s stylesheet in its head and the page’s markup and answers in its body', async () => {
    const dir = builtApp();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-1.css'), 'body{color:red}</style><script>x</script>');
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head><body><div id="root"></div></body></html>',
    );
    const shell = loadAppShell(dir)!;
    const { html } = await shell.rendered(
      '/',
      { consentChosen: true },
      { html: '<h1>Arpa</h1>', data: { a: 1 } },
    );
    expect(html).not.toContain('href="/assets/index-1.css"');
    // The stylesheet cannot end its own element early.
    expect(html).toContain('<style>body{color:red}<\\/style><script>x</script></style>');
    expect(html).toContain('<div id="root"><h1>Arpa</h1></div>');
    expect(html).toContain('<script id="arpa-data" type="application/json">{"a":1}</script>');
    // The page's answers are in it: the content file is not preloaded as well.
    expect(html).not.toContain('content.json');
    // The plain shell keeps the stylesheet as a file.
    expect(shell.html('/tili')).toContain('href="/assets/index-1.css"');
  });

  it('names its web font’s files in a style for no media, and keeps the local fallback face in force', async () => {
    const dir = builtApp();
    mkdirSync(join(dir, 'assets'));
    const inter =
      '@font-face{src:url(/assets/inter-400.woff2)format("woff2");font-weight:400;font-family:Arpa Sans}' +
      '@font-face{src:url(/assets/inter-700.woff2)format("woff2");font-weight:700;font-family:Arpa Sans}';
    const fallback = '@font-face{src:local(Arial),local(Liberation Sans);size-adjust:107.06%;font-family:Fb}';
    writeFileSync(join(dir, 'assets/index-1.css'), `:root{--a:1}${inter}${fallback}body{margin:0}`);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head><body><div id="root"></div></body></html>',
    );
    const { html } = await loadAppShell(dir)!.rendered(
      '/',
      { consentChosen: true },
      { html: '<p>x</p>', data: {} },
    );
    // The page's style has no font file in it: the first paint fetches none.
    expect(html).toContain(`<style>:root{--a:1}${fallback}body{margin:0}</style>`);
    // The app switches this one on after the first view (app/src/lib/web-fonts.ts).
    expect(html).toContain(`<style id="arpa-web-fonts" media="not all">${inter}</style>`);
  });
});

describe('the first pictures of a server-rendered page', () => {
  it('are asked for ahead of the scripts, at high priority: not a lazy one, not one in a hidden slide, four at most', async () => {
    const dir = builtApp();
    const markup =
      '<div role="group"><img class="s" src="/static/a.svg" alt="" width="600" height="320"/></div>' +
      '<div role="group" hidden=""><img src="/static/b.svg" alt=""/></div>' +
      '<img src="/static/c.svg" alt="" loading="lazy"/>' +
      ['d', 'e', 'f', 'g'].map((name) => `<img src="/static/${name}.svg" alt=""/>`).join('') +
      '<img src="/static/a.svg" alt=""/>';
    const { html } = await loadAppShell(dir)!.rendered(
      '/',
      { consentChosen: true },
      { html: markup, data: {} },
    );
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g),
    ];
    expect(preloads.map((link) => link[1])).toEqual([
      '/static/a.svg',
      '/static/d.svg',
      '/static/e.svg',
      '/static/f.svg',
    ]);
    // Before the scripts' loader, in the head.
    expect(preloads.at(-1)!.index).toBeLessThan(html.indexOf('<template id="arpa-boot"'));
  });

  it('are none on a page without pictures', async () => {
    const { html } = await loadAppShell(builtApp())!.rendered(
      '/',
      { consentChosen: true },
      { html: '<h1>Arpa</h1>', data: {} },
    );
    expect(html).not.toContain('as="image"');
  });
});

describe('the small first pictures of a server-rendered page', () => {
  const svg = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect fill="${fill}"/></svg>`;
  const dataUri = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;

  function site() {
    const staticDir = testTempDir('static');
    mkdirSync(join(staticDir, 'images'));
    writeFileSync(join(staticDir, 'images/small.svg'), svg('red'));
    writeFileSync(join(staticDir, 'images/large.svg'), svg('x'.repeat(inlinePictureBytes)));
    writeFileSync(join(staticDir, 'images/notes.txt'), 'x');
    writeFileSync(join(staticDir, '..', 'outside.svg'), svg('blue'));
    return { staticDir, shell: loadAppShell(builtApp(), { staticDir })! };
  }
  const render = async (shell: ReturnType<typeof site>['shell'], markup: string) =>
    (await shell.rendered('/', { consentChosen: true }, { html: markup, data: {} })).html;

  it('travel inside the document, and only they: no request for them, no preload', async () => {
    const { shell } = site();
    const html = await render(
      shell,
      // React puts a preload of each picture it renders first.
      '<link rel="preload" as="image" href="/static/images/small.svg"/>' +
        '<link rel="preload" as="image" href="/static/images/large.svg"/>' +
        '<img class="c" src="/static/images/small.svg" alt="Ässä-arpa" width="320" height="200"/>' +
        '<img src="/static/images/large.svg" alt=""/>' +
        '<img src="/static/images/notes.txt" alt=""/>' +
        '<img src="/static/images/../../outside.svg" alt=""/>' +
        '<img src="/static/images/missing.svg" alt=""/>' +
        '<img src="https://cdn.example/images/small.svg" alt=""/>' +
        '<img src="/static/images/small.svg" alt="" loading="lazy"/>',
    );
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(
      `<img class="c" src="${dataUri(svg('red'))}" alt="Ässä-arpa" width="320" height="200"/>`,
    );
    // A larger file, another type, a path out of the directory, a missing file, another origin and a lazy
    // picture keep their address; the ones on screen first are preloaded as before.
    for (const src of [
      '/static/images/large.svg',
      '/static/images/notes.txt',
      '/static/images/../../outside.svg',
      '/static/images/missing.svg',
      'https://cdn.example/images/small.svg',
    ])
      expect(body).toContain(`<img src="${src}" alt=""/>`);
    expect(body).toContain('<img src="/static/images/small.svg" alt="" loading="lazy"/>');
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g),
    ];
    expect(preloads.map((link) => link[1])).toEqual([
      '/static/images/large.svg',
      '/static/images/notes.txt',
      '/static/images/../../outside.svg',
    ]);
    expect(html).not.toContain('href="data:');
    expect(body).not.toContain('href="/static/images/small.svg"');
    expect(body).toContain('<link rel="preload" as="image" href="/static/images/large.svg"/>');
  });

  it('are read again when the file changes', async () => {
    const { staticDir, shell } = site();
    const markup = '<img src="/static/images/small.svg" alt=""/>';
    expect(await render(shell, markup)).toContain(dataUri(svg('red')));
    writeFileSync(join(staticDir, 'images/small.svg'), svg('green'));
    utimesSync(join(staticDir, 'images/small.svg'), new Date(), new Date(Date.now() + 5_000));
    expect(await render(shell, markup)).toContain(dataUri(svg('green')));
  });

  it('keep their address when the shell has no static directory', async () => {
    const html = (
      await loadAppShell(builtApp())!.rendered(
        '/',
        { consentChosen: true },
        { html: '<img src="/static/images/small.svg" alt=""/>', data: {} },
      )
    ).html;
    expect(html).toContain('<img src="/static/images/small.svg" alt=""/>');
  });
});

describe('a server-rendered page’s scripts', () => {
  it('are asked for by the inline loader after the first frame: no module script or preload in the head', async () => {
    const shell = loadAppShell(builtApp())!;
    for (const consentChosen of [true, false]) {
      const { html } = await shell.rendered('/', { consentChosen }, { html: '<h1>Arpa</h1>', data: {} });
      const head = html.slice(0, html.indexOf('</head>'));
      // The scripts are only in the loader's inert template (nothing in a template is fetched or run).
      const template = /<template id="arpa-boot">(.*?)<\/template>/.exec(head)![1]!;
      const outside = head.replace(template, '');
      expect(outside).not.toContain('<script type="module"');
      expect(outside).not.toContain('<link rel="modulepreload"');
      expect(head.indexOf('<template id="arpa-boot">')).toBeLessThan(
        head.indexOf(`<script>${BOOT_SCRIPT}</script>`),
      );
      const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (link) => link[1],
      );
      expect(preloads).toEqual(
        expect.arrayContaining([
          '/assets/shell-1.js',
          '/assets/LandingRoute-1.js',
          '/assets/get-content-1.js',
        ]),
      );
      expect(preloads.includes('/assets/CookieSettingsDialog-1.js')).toBe(!consentChosen);
      expect(new Set(preloads).size).toBe(preloads.length);
      expect(template).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      // The route's stylesheet stays a link in the head.
      expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/LandingRoute-1.css">');
    }
  });

  it('leave the shell of pages the browser renders as it is', () => {
    const shell = loadAppShell(builtApp())!;
    const html = shell.html('/tili');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
    expect(html).not.toContain('arpa-boot');
    expect(html).not.toContain(BOOT_SCRIPT);
  });
});

describe('every page', () => {
  it('names the entry’s imports for preloading when the build’s HTML does not', () => {
    const dir = builtApp();
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n</head><body><div id="root"></div></body></html>',
    );
    const shell = loadAppShell(dir)!;
    for (const path of ['/', '/tili']) {
      const html = shell.html(path);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
      expect(html.match(/index-1\.js/g)).toHaveLength(1);
    }
  });
});
