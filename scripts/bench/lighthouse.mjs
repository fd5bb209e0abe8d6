// Lighthouse (mobile preset) of four pages of ours against the floor: an empty Vite + React page built by
// the bench and served brotli-compressed by a bare Fastify. Median of 3 rounds, pages alternating.
// Lighthouse is installed on first use into .cache/bench (not a dependency of `npm test`).
//
// Only Lighthouse, after a build (`node scripts/pnpm.mjs run build`):
//   node scripts/bench/lighthouse.mjs [--runs 3] [--base http://127.0.0.1:8080] [--pages /,/voittokauppa]
//                                     [--no-floor] [--save DIR]
// --base measures a server already running (default: starts ours and the floor like `npm run bench`);
// --save writes every report's JSON and prints, per page, what its simulated LCP waited for (the LCP
// element and its phases, render-blocking requests, fonts, the requests before the LCP).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
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
    report,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    bytes: report.audits['total-byte-weight'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What a report's simulated LCP waited for, in a few lines (for --save). */
export function lcpDigest(report) {
  const audits = report.audits;
  const lines = [];
  const metrics = audits.metrics?.details?.items?.[0] ?? {};
  lines.push(
    `  perf ${Math.round(report.categories.performance.score * 100)}, FCP ${Math.round(metrics.firstContentfulPaint)} ms, LCP ${Math.round(metrics.largestContentfulPaint)} ms (observed FCP ${Math.round(metrics.observedFirstContentfulPaint)}, LCP ${Math.round(metrics.observedLargestContentfulPaint)}, load ${Math.round(metrics.observedLoad)}), TBT ${Math.round(metrics.totalBlockingTime)} ms`,
  );
  for (const item of audits['largest-contentful-paint-element']?.details?.items ?? []) {
    for (const row of item.items ?? []) {
      if (row.node)
        lines.push(`  LCP element: ${row.node.nodeLabel?.slice(0, 70)} <${row.node.snippet?.slice(0, 90)}>`);
      else if (row.phase) lines.push(`    ${row.phase}: ${Math.round(row.timing)} ms`);
    }
  }
  if (audits['lcp-lazy-loaded']?.score === 0) lines.push('  LCP image is lazy-loaded');
  for (const item of audits['render-blocking-resources']?.details?.items ?? [])
    lines.push(`  render-blocking: ${item.url} ${kib(item.totalBytes)} ${Math.round(item.wastedMs)} ms`);
  for (const item of audits['font-display']?.details?.items ?? []) lines.push(`  font-display: ${item.url}`);
  const lcpAt = metrics.observedLargestContentfulPaint;
  const requests = audits['network-requests']?.details?.items ?? [];
  const before = requests.filter((request) => request.networkRequestTime <= lcpAt);
  lines.push(
    `  requests started before the observed LCP: ${before.length} of ${requests.length}, ${kib(before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0))} moved`,
  );
  for (const request of requests)
    lines.push(
      `    ${String(Math.round(request.networkRequestTime)).padStart(5)}–${String(Math.round(request.networkEndTime)).padStart(5)} ms ${request.priority?.padEnd(8)} ${(request.resourceType ?? '').padEnd(10)} ${kib(request.transferSize ?? 0).padStart(10)} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  return lines.join('\n');
}

/**
 * Lighthouse of the floor and our pages, `runs` rounds alternating, median per page. `base` measures a
 * server already running; `save` keeps every report there and prints each page's LCP digest.
 */
export async function lighthouseRows({
  base,
  pages: only,
  runs: rounds = 3,
  floor: withFloor = true,
  save,
} = {}) {
  ensureLighthouse();
  const floor = withFloor ? await startBare({ staticDir: await buildFloorPage() }) : undefined;
  const ours = base ? { base, stop: async () => {} } : await startOurs();
  try {
    const products = await (await fetch(`${ours.base}/api/v1/shop/products?page=1&sort=name`)).json();
    const productId = products.data?.[0]?.id ?? products.items?.[0]?.id;
    const paths = only ?? ['/', '/lunastettavat', '/voittokauppa', `/voittokauppa/${productId}`];
    const pages = {
      ...(floor ? { floor: `${floor.base}/` } : {}),
      ...Object.fromEntries(paths.map((path) => [path, `${ours.base}${path}`])),
    };
    if (save) mkdirSync(save, { recursive: true });
    const runs = Object.fromEntries(Object.keys(pages).map((page) => [page, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [page, url] of Object.entries(pages)) {
        const { report, ...result } = lighthouse(url);
        runs[page].push(result);
        if (save) {
          const name = page === '/' ? 'root' : page.replace(/^\//, '').replaceAll('/', '_');
          writeFileSync(join(save, `${name}-${round + 1}.json`), JSON.stringify(report));
          console.log(`${page} (run ${round + 1})\n${lcpDigest(report)}`);
        }
      }
    }
    const summary = (page) => ({
      performance: median(runs[page].map((r) => r.performance)),
      accessibility: median(runs[page].map((r) => r.accessibility)),
      lcp: median(runs[page].map((r) => r.lcp)),
      cls: median(runs[page].map((r) => r.cls)),
      bytes: median(runs[page].map((r) => r.bytes)),
    });
    const floorSummary = floor ? summary('floor') : undefined;
    return Object.keys(pages).map((page) => {
      const s = summary(page);
      const isFloor = page === 'floor';
      const ratio = floorSummary ? s.lcp / floorSummary.lcp : NaN;
      return {
        what: `Lighthouse mobile: ${isFloor ? 'floor (empty React page)' : page}`,
        value: `perf ${s.performance}, a11y ${s.accessibility}, LCP ${(s.lcp / 1000).toFixed(2)} s, CLS ${s.cls.toFixed(3)}, ${Math.round(s.bytes / 1024)} KiB`,
        ratio: isFloor ? '1.00' : `LCP ${ratio.toFixed(2)}×`,
        goal: isFloor ? '–' : 'perf ≥ 98, a11y 100, CLS 0.000, LCP ≤ 1.0× floor',
        ok: isFloor || (s.performance >= 98 && s.accessibility === 100 && s.cls < 0.0005 && ratio <= 1),
        runs: runs[page].map((r) => `${r.performance}/${Math.round(r.lcp)} ms`).join(', '),
      };
    });
  } finally {
    await ours.stop();
    await floor?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      base: { type: 'string' },
      pages: { type: 'string' },
      'no-floor': { type: 'boolean', default: false },
      save: { type: 'string' },
    },
  });
  const rows = await lighthouseRows({
    base: values.base,
    pages: values.pages?.split(','),
    runs: Number(values.runs),
    floor: !values['no-floor'],
    save: values.save,
  });
  for (const row of rows)
    console.log(`${row.what}: ${row.value}; ${row.ratio}; runs (perf/LCP): ${row.runs}`);
}
