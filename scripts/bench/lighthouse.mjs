// Lighthouse (mobile preset) of four pages of ours against the floor: an empty Vite + React page built by
// the bench and served brotli-compressed by a bare Fastify. Median of 3 rounds, pages alternating.
// Lighthouse is installed on first use into .cache/bench (not a dependency of `npm test`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { repo, startBare, startOurs } from './processes.mjs';

const cache = join(repo, '.cache/bench');
const lighthouseVersion = '12.8.2';
const lighthouseCli = join(cache, 'node_modules/lighthouse/cli/index.js');

function ensureLighthouse() {
  if (existsSync(lighthouseCli)) return;
  mkdirSync(cache, { recursive: true });
  if (!existsSync(join(cache, 'package.json')))
    writeFileSync(join(cache, 'package.json'), '{"private":true}');
  console.log(`Installing lighthouse ${lighthouseVersion} into .cache/bench …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', `lighthouse@${lighthouseVersion}`], {
    cwd: cache,
    stdio: 'inherit',
  });
}

/** The floor page: one h1 and a paragraph rendered by React 19, built by Vite, precompressed. */
async function buildFloorPage() {
  const dir = join(cache, 'floor');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pohja</title><meta name="description" content="Tyhjä React-sivu"></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src/main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Tyhjä sivu</h1><p>Vertailukohta.</p></main>);\n",
  );
  const { build } = await import(join(repo, 'node_modules/vite/dist/node/index.js'));
  const { default: react } = await import(join(repo, 'node_modules/@vitejs/plugin-react/dist/index.js'));
  await build({
    root: dir,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  for (const file of readdirSync(join(dir, 'dist'), { recursive: true })) {
    if (!/\.(?:js|css|html)$/.test(file)) continue;
    const path = join(dir, 'dist', file);
    const source = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(source));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
  return join(dir, 'dist');
}

function lighthouse(url) {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(result.stdout);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    bytes: report.audits['total-byte-weight'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseRows() {
  ensureLighthouse();
  const floorDir = await buildFloorPage();
  const floor = await startBare({ staticDir: floorDir });
  const ours = await startOurs();
  try {
    const products = await (await fetch(`${ours.base}/api/v1/shop/products?page=1&sort=name`)).json();
    const productId = products.data?.[0]?.id ?? products.items?.[0]?.id;
    const pages = {
      floor: `${floor.base}/`,
      '/': `${ours.base}/`,
      '/lunastettavat': `${ours.base}/lunastettavat`,
      '/voittokauppa': `${ours.base}/voittokauppa`,
      [`/voittokauppa/${productId}`]: `${ours.base}/voittokauppa/${productId}`,
    };
    const runs = Object.fromEntries(Object.keys(pages).map((page) => [page, []]));
    for (let round = 0; round < 3; round += 1) {
      for (const [page, url] of Object.entries(pages)) runs[page].push(lighthouse(url));
    }
    const summary = (page) => ({
      performance: median(runs[page].map((r) => r.performance)),
      accessibility: median(runs[page].map((r) => r.accessibility)),
      lcp: median(runs[page].map((r) => r.lcp)),
      cls: median(runs[page].map((r) => r.cls)),
      bytes: median(runs[page].map((r) => r.bytes)),
    });
    const floorSummary = summary('floor');
    return Object.keys(pages).map((page) => {
      const s = summary(page);
      const isFloor = page === 'floor';
      const ratio = s.lcp / floorSummary.lcp;
      return {
        what: `Lighthouse mobile: ${isFloor ? 'floor (empty React page)' : page}`,
        value: `perf ${s.performance}, a11y ${s.accessibility}, LCP ${(s.lcp / 1000).toFixed(2)} s, CLS ${s.cls.toFixed(3)}, ${Math.round(s.bytes / 1024)} KiB`,
        ratio: isFloor ? '1.00' : `LCP ${ratio.toFixed(2)}×`,
        goal: isFloor ? '–' : 'perf ≥ 98, a11y 100, CLS 0.000, LCP ≤ 1.0× floor',
        ok: isFloor || (s.performance >= 98 && s.accessibility === 100 && s.cls < 0.0005 && ratio <= 1),
      };
    });
  } finally {
    await ours.stop();
    await floor.stop();
  }
}
