import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAppShell } from './app-shell.ts';

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arpa-shell-'));
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

  it('carries the playable-tickets flag in its head only when it is on', () => {
    const on = loadAppShell(builtApp(), { playableTicketsEnabled: true })!;
    const flag = '<meta name="arpa-playable" content="1">';
    expect(on.html('/')).toContain(flag);
    expect(on.html('/tili')).toContain(flag);
    expect(on.html('/tili').indexOf(flag)).toBeLessThan(on.html('/tili').indexOf('</head>'));
    expect(on.rendered('/', { consentChosen: true }, { html: '<h1>Arpa</h1>', data: {} }).html).toContain(
      flag,
    );
    expect(shell?.html('/')).not.toContain('arpa-playable');
    expect(shell?.html('/tili')).not.toContain('arpa-playable');
  });

  it('is absent when the app is not built', () => {
    expect(loadAppShell(mkdtempSync(join(tmpdir(), 'arpa-empty-')))).toBeUndefined();
  });
});

describe('a server-rendered page', () => {
  it('carries the site’s stylesheet in its head and the page’s markup and answers in its body', () => {
    const dir = builtApp();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-1.css'), 'body{color:red}</style><script>x</script>');
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head><body><div id="root"></div></body></html>',
    );
    const shell = loadAppShell(dir)!;
    const { html } = shell.rendered('/', { consentChosen: true }, { html: '<h1>Arpa</h1>', data: { a: 1 } });
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
