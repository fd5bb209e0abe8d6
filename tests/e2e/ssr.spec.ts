import { expect, test, type Page } from './fixtures';

// Issue 13: the public pages arrive rendered by the server (their text is in the HTML before any script
// runs), are hydrated without being rendered again, and a first visit arrives with the consent dialog.
const pages = [
  { path: '/', heading: 'Arpa – raaputusarvat ja Voittokauppa', text: 'Rekisteröi arpoja' },
  { path: '/lunastettavat', heading: 'Arvat', text: 'Kulta-arpa' },
  { path: '/lunastettavat/kulta-arpa', heading: 'Kulta-arpa', text: 'Kulta-arpa' },
  { path: '/voittokauppa', heading: 'Voittokauppa', text: 'Kahvinkeitin' },
  { path: '/voittokauppa/1', heading: 'Kahvinkeitin', text: 'Kymmenen kupin kahvinkeitin' },
  { path: '/ehdot', heading: 'Käyttöehdot', text: 'Käyttöehdot' },
  { path: '/tietosuoja', heading: 'Tietosuojaseloste', text: 'Tietosuojaseloste' },
  { path: '/evasteet', heading: 'Evästeet', text: 'Muuta evästeasetuksia' },
  { path: '/saavutettavuusseloste', heading: 'Saavutettavuusseloste', text: 'Saavutettavuusseloste' },
];

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script id="arpa-data"/.exec(html)?.[1] ?? '';

test('every public page’s text is in the HTML the server sends, before any script runs', async ({
  request,
}) => {
  for (const { path, heading, text } of pages) {
    const response = await request.get(path, { headers: { cookie: 'arpa_consent=v1.a0.m0' } });
    expect(response.status(), path).toBe(200);
    const root = rootOf(await response.text());
    expect(root, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(root, path).toContain(text);
  }
});

test('addresses that are no page, and pages of a lottery or product that does not exist, answer 404', async ({
  request,
}) => {
  const headers = { cookie: 'arpa_consent=v1.a0.m0' };
  for (const path of [
    '/ei-tallaista-sivua',
    '/tili/ei-tallaista',
    '/lunastettavat/ei-tallaista-arpaa',
    '/voittokauppa/999999',
    // Playable tickets are off on this server: their pages are not the site's.
    '/pelattavat',
  ]) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  for (const path of [
    '/tili',
    '/tili/pelirajat',
    '/ostoskori',
    '/auth',
    '/success-redeem',
    '/lunastettavat',
  ]) {
    expect((await request.get(path, { headers })).status(), path).toBe(200);
  }
});

test('a public page reads and works with scripts turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/voittokauppa');
  await expect(page.getByRole('heading', { level: 1, name: 'Voittokauppa' })).toBeVisible();
  await page.getByRole('link', { name: 'Kahvinkeitin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kahvinkeitin' })).toBeVisible();
  await context.close();
});

test('hydration adopts the server’s markup: no element is replaced, nothing is reported, links work in place', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The server's heading and list are remembered before any of the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marked = window as unknown as { serverHeading?: Element | null; serverCard?: Element | null };
      marked.serverHeading = document.querySelector('main h1');
      marked.serverCard = document.querySelector('main article');
    });
  });
  for (const path of ['/', '/lunastettavat', '/voittokauppa']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const same = await page.evaluate(() => {
      const marked = window as unknown as { serverHeading?: Element | null; serverCard?: Element | null };
      return {
        heading: marked.serverHeading !== null && marked.serverHeading === document.querySelector('main h1'),
        card: marked.serverCard === document.querySelector('main article'),
      };
    });
    expect(same, path).toEqual({ heading: true, card: true });
  }
  // Hydrated: a link navigates inside the app (no new document: the marker survives).
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('link', { name: 'Kahvinkeitin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kahvinkeitin' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(errors).toEqual([]);
});

test('a rendered page asks for its scripts once its first paint is on screen, with its small first pictures inside it', async ({
  page,
}) => {
  // Five whole page loads, each until the network has been quiet for half a second: on a fresh machine with
  // the suite's background checks beside it this passed the default 30 s once (2026-11-29).
  test.slow();
  for (const path of ['/', '/lunastettavat', '/voittokauppa', '/voittokauppa/1']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paint, path).toBeGreaterThan(0);
    // No script request had started when the browser reported the page painted (decision 0048).
    expect(firstScript, path).toBeGreaterThanOrEqual(paint!);
  }
  // The lottery cards' pictures came in the document and are shown after hydration, without a request.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/lunastettavat');
  await page.waitForLoadState('networkidle');
  const card = page.locator('main article img').first();
  expect(await card.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  expect(requested.filter((path) => path.startsWith('/static/images/arvat/'))).toEqual([]);
});

test('a button pressed while the page’s scripts still load does its work once the page is hydrated', async ({
  page,
}) => {
  // The landing page's own chunk arrives late: the server's page is on screen, not yet hydrated.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LandingRoute-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: 'Uusi tili' }).click();
  release();
  await expect(page.getByRole('heading', { name: 'Luo tili' })).toBeVisible();
});

/**
 * Holds back every script of the page until `release` (the page's loader asks for them after its first
 * frame, docs/decisions/0046-scripts-after-first-frame.md): the server's page is on screen, not hydrated.
 */
async function holdScripts(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/assets/*.js', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.describe('what a visitor does before the page’s scripts have arrived is done once they have', () => {
  test('a category chosen in the dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const scripts = await holdScripts(page);
    await page.goto('/voittokauppa', { waitUntil: 'domcontentloaded' });
    // The loader has asked for the scripts (after the first frame); none has arrived.
    await expect.poll(scripts.asked).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Tuoteryhmä' }).selectOption({ label: 'Lahjakortit' });
    await expect(page.getByRole('link', { name: 'Elokuvaliput (2 kpl)' })).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('link', { name: 'Elokuvaliput (2 kpl)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tuoteryhmä' })).toHaveValue(
      await page.getByRole('option', { name: 'Lahjakortit' }).getAttribute('value').then(String),
    );
  });

  test('a tab pressed', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/voittokauppa', { waitUntil: 'domcontentloaded' });
    await expect.poll(scripts.asked).toBeGreaterThan(0);
    const tab = page.getByRole('tab', { name: 'Vapaa-aika' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    scripts.release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'T-paita' })).toBeVisible();
  });

  test('a carousel’s next slide asked for', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(scripts.asked).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Seuraava dia' }).click();
    await expect(page.getByText(/Käytä voittosi Voittokaupassa/)).toBeHidden();
    scripts.release();
    await expect(page.getByText(/Käytä voittosi Voittokaupassa/)).toBeVisible();
  });
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('arrives with the consent dialog in the HTML, and it works once the page is hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/voittokauppa')).text();
    expect(rootOf(html)).toContain('role="dialog"');
    expect(rootOf(html)).toContain('Evästeasetukset');
    await page.goto('/voittokauppa');
    const dialog = page.getByRole('dialog', { name: 'Evästeasetukset' });
    await expect(dialog).toBeVisible();
    // Hydrated: focus is inside the dialog and a choice closes it and is kept.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Vain välttämättömät' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Voittokauppa' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
