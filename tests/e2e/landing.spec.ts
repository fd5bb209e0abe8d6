import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { landingScripts } from '../../scripts/landing-js';

const appDist = fileURLToPath(new URL('../../app/dist', import.meta.url));

test('the landing page shows the slides and the cards from the content file', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Arpa – raaputusarvat ja Voittokauppa');
  const cards = page.getByRole('list', { name: 'Palvelut' });
  await expect(cards.getByRole('heading', { name: 'Rekisteröi arpoja' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Voittokauppa' })).toBeVisible();
  // Playable tickets are off (SPEC §9), so the "Pelaa arpa" card is not shown.
  await expect(cards.getByRole('heading', { name: 'Pelaa arpa' })).toHaveCount(0);
  await expect(cards.getByRole('link', { name: 'Rekisteröi arpoja' })).toHaveAttribute(
    'href',
    '/lunastettavat',
  );
  await expect(cards.getByRole('link', { name: 'Katso' })).toHaveAttribute('href', '/voittokauppa');
  await expect(page.getByText('Raaputa, rekisteröi ja katso heti, voititko.')).toBeVisible();
  await page.getByRole('button', { name: 'Seuraava dia' }).click();
  await expect(page.getByText(/Käytä voittosi Voittokaupassa/)).toBeVisible();
});

test('the header and footer frame every page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Päävalikko' });
  await expect(nav.getByRole('link', { name: 'Etusivu' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Arvat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uusi tili' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirjaudu' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Palveluntarjoaja: Arpa Oy')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Käyttöehdot' })).toHaveAttribute('href', '/ehdot');
});

test('the footer’s contact help widget opens by keyboard and shows how to reach customer service', async ({
  page,
}) => {
  await page.goto('/tietosuoja');
  const footer = page.getByRole('contentinfo');
  const help = footer.getByRole('button', { name: 'Asiakaspalvelu' });
  await expect(help).toHaveAttribute('aria-expanded', 'false');
  await help.focus();
  await page.keyboard.press('Enter');
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.getByRole('link', { name: '010 123 4567' })).toHaveAttribute('href', 'tel:0101234567');
  await expect(footer.getByRole('link', { name: 'asiakaspalvelu@arpa.example' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveAttribute('aria-expanded', 'false');
  await expect(help).toBeFocused();
});

test('the nav marks the section of the page: Arvat on a lottery’s page, Voittokauppa on a product', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Päävalikko' });
  await page.goto('/lunastettavat/assa-arpa');
  await expect(nav.getByRole('link', { name: 'Arvat' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Etusivu' })).not.toHaveAttribute('aria-current');
  await page.goto('/voittokauppa');
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/voittokauppa\/\d+/);
  await expect(nav.getByRole('link', { name: 'Voittokauppa' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown address shows the Finnish not-found page, sent with 404', async ({ page }) => {
  const response = await page.goto('/ei-tallaista-sivua');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible();
  await page.getByRole('link', { name: 'Etusivulle' }).click();
  await expect(page).toHaveURL('/');
});

test('the main navigation is hidden below 1210 px', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeHidden();
});

test('unknown API paths answer a catalogued JSON error', async ({ request }) => {
  const response = await request.get('/api/v1/ei-ole');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

test('a logged-out visit to "/" loads only the scripts the size report counts, the custom script and, after the first view, the help widget', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Palvelut' })).toBeVisible();
  // The session is read again after 1 s (SPEC §4): nothing stored, so the OIDC client stays unloaded.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The operator's script from static storage (SPEC §7) is theirs, not the app's: not in the budget.
  expect(scripts).toContain('static/custom.js');
  await expect(page.locator('html')).toHaveAttribute('data-arpa-custom', 'loaded');
  const app = scripts.filter((file) => file !== 'static/custom.js');
  // Besides them only the footer's help widget, which loads after the first view (the footer starts below
  // the first screen), so it is not part of what the page needs before it shows its content.
  expect(app.filter((file) => !landingScripts(appDist).includes(file))).toEqual([
    expect.stringMatching(/^assets\/HelpWidget-[\w-]+\.js$/),
  ]);
});

/** Records the page's layout shifts not caused by input, from its first frame on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far (CLS of a page this short). */
async function layoutShiftScore(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`nothing on the first screen moves while "/" loads its content (${name}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Palvelut' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftScore(page)).toBeLessThan(0.001);
  });
}

/**
 * A front for the shared server that sends the HTML of "/" in two pieces, `pauseMs` apart, cut inside the
 * first screen (within the play-responsibly line, before its links); everything else passes through as is.
 * A slow network or a busy phone parses a page this way: the browser may paint what it has.
 */
async function htmlInPieces(
  upstream: URL,
  pauseMs: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    const isLanding = incoming.method === 'GET' && incoming.url === '/';
    const headers = { ...incoming.headers, host: upstream.host };
    if (isLanding) headers['accept-encoding'] = 'identity';
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!isLanding) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = html.indexOf('peluuri.fi</a>', html.indexOf('id="sisalto"'));
          if (cut < 0) {
            outgoing.writeHead(500).end('the cut was not found in the page');
            return;
          }
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.write(html.slice(0, cut));
          setTimeout(() => outgoing.end(html.slice(cut)), pauseMs);
        });
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('a first screen whose HTML arrives in pieces is shown once its header and main are in: nothing on it moves', async ({
  page,
  baseURL,
}) => {
  const front = await htmlInPieces(new URL(baseURL!), 700);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await recordLayoutShifts(page);
    await page.goto(`${front.origin}/`);
    await expect(page.getByRole('link', { name: 'peluuri.fi' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftScore(page)).toBeLessThan(0.001);
  } finally {
    await front.close();
  }
});

test('the HTML of "/" names its route chunk to load alongside the entry, and carries the content file in it', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const landingChunk = landingScripts(appDist).find((file) => /LandingRoute-/.test(file));
  expect(landingChunk).toBeDefined();
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${landingChunk}">`);
  // Server-rendered: the content file's answer is in the page, so it is not fetched before the first view.
  expect(html).toMatch(/<script id="arpa-data" type="application\/json">\{"\/static\/content\.json":/);
  expect(html).not.toContain('<link rel="preload" as="fetch" crossorigin href="/static/content.json">');
  // A page rendered in the browser names no page chunk and no content.
  const account = await (await request.get('/tili')).text();
  expect(account).not.toContain('content.json');
  expect(account).not.toContain(landingChunk);
});
