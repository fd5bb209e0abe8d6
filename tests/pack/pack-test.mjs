// Publishing check: packs @arpa/ui as a sister site would receive it, installs the tarball into a
// throwaway Vite + React app outside the workspace, builds it and checks in Chromium that a
// TripleCodeInput renders styled and spreads a pasted code across its boxes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';

const repo = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'arpa-pack-'));
const port = 6207;

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

function fail(message) {
  console.error(`pack test: ${message}`);
  process.exitCode = 1;
}

let server;
let browser;
try {
  run(
    'node',
    [join(repo, 'scripts/pnpm.mjs'), '--filter', '@arpa/ui', 'pack', '--pack-destination', work],
    repo,
  );
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('no tarball was packed');

  const site = join(work, 'sister-site');
  mkdirSync(join(site, 'src'), { recursive: true });
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify(
      {
        name: 'sister-site',
        private: true,
        type: 'module',
        dependencies: { '@arpa/ui': `file:../${tarball}`, react: '19.3.1', 'react-dom': '19.3.1' },
        devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(site, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>Sisarsivu</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(site, 'src/main.jsx'),
    `import '@arpa/ui/styles.css';
import { TripleCodeInput } from '@arpa/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [code, setCode] = useState('');
  return (
    <main>
      <TripleCodeInput name="code_b" onValueChange={setCode} />
      <output data-testid="code">{code}</output>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`,
  );

  run(
    'node',
    [
      join(repo, 'scripts/pnpm.mjs'),
      'install',
      '--ignore-workspace',
      '--prefer-offline',
      '--no-frozen-lockfile',
    ],
    site,
  );
  run(join(site, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], site);

  // process.execPath, not 'node': pnpm's node shim would leave the real server running after kill().
  server = spawn(
    process.execPath,
    [join(repo, 'scripts/static-server.mjs'), join(site, 'dist'), String(port)],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((r) => setTimeout(r, 500));

  const { chromiumArgs, chromiumPath } = await import('../../scripts/chromium.ts');
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const boxes = page.getByRole('textbox');
  await boxes.first().waitFor();
  if ((await boxes.count()) !== 3) fail(`expected 3 boxes, found ${await boxes.count()}`);

  const look = await boxes.first().evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: s.borderTopWidth, font: s.fontFamily, align: s.textAlign };
  });
  await page.evaluate(() => document.fonts.ready);
  const fontLoaded = await page.evaluate(() => document.fonts.check('16px "Arpa Sans"'));
  if (look.border !== '2px' || look.align !== 'center')
    fail(`the input is not styled: ${JSON.stringify(look)}`);
  if (!look.font.includes('Arpa Sans') || !fontLoaded) fail(`the self-hosted font is missing: ${look.font}`);

  await boxes.first().focus();
  await boxes.first().evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', '1234-5678-9012');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  const values = await boxes.evaluateAll((els) => els.map((el) => el.value));
  const joined = await page.getByTestId('code').textContent();
  if (values.join(',') !== '1234,5678,9012' || joined !== '123456789012') {
    fail(`a pasted code was not spread: boxes ${values.join(',')}, value ${joined}`);
  }
  if (!process.exitCode)
    console.log('pack test: @arpa/ui installs from its tarball, renders styled and takes a pasted code');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await browser?.close();
  server?.kill();
  rmSync(work, { recursive: true, force: true });
}
