import { expect, test, type Page } from './fixtures';
import { expectAccessible, registerPlayer, signOut } from './support';

// Sign-in, the header's session behaviours, the mobile drawer and the sister-site back button (SPEC §2, §4).

/** Every player of this file: Liisa Laine, registered without a phone number. */
const sessionPlayer = { firstName: 'Liisa', lastName: 'Laine', emailPrefix: 'istunto', phone: '' };

async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Salasana').fill(password);
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
}

test('a new player registers, logs out and logs in again', async ({ page }) => {
  const player = await registerPlayer(page, sessionPlayer);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Liisa Laine')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Päävalikko' });
  await expect(nav.getByRole('link', { name: 'Oma tili' })).toHaveAttribute('href', '/tili');
  await expectAccessible(page);

  await signOut(page);
  await expect(nav.getByRole('link', { name: 'Oma tili' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await signIn(page, player.email, player.password);
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(page.getByText('Liisa Laine')).toBeVisible();
});

test('signing out in one tab signs the other out too: its account page says so and waits for "Kirjaudu"', async ({
  page,
  context,
}) => {
  await registerPlayer(page, sessionPlayer);
  const other = await context.newPage();
  await other.goto('/tili');
  await expect(other.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
  const otherVisits: string[] = [];
  other.on('framenavigated', (frame) => {
    if (frame === other.mainFrame()) otherVisits.push(new URL(frame.url()).pathname);
  });

  await page.getByRole('banner').getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    other.getByRole('status').filter({ hasText: 'Et ole enää kirjautunut sisään.' }),
  ).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Omat tiedot' })).toHaveCount(0);
  await expect(other.getByRole('banner').getByRole('button', { name: 'Kirjaudu ulos' })).toHaveCount(0);
  // The other tab stays where it was: no sign-in started by itself.
  await expect(other).toHaveURL(/\/tili$/);
  expect(otherVisits).toEqual([]);
  await expect(other.getByRole('main').getByRole('button', { name: 'Kirjaudu' })).toBeVisible();
});

test('"Kirjaudu ulos" pressed twice signs out once: the header never offers "Kirjaudu" before the page leaves', async ({
  page,
}) => {
  await registerPlayer(page, sessionPlayer);
  const signOutButton = page.getByRole('banner').getByRole('button', { name: 'Kirjaudu ulos' });
  await expect(signOutButton).toBeVisible();
  // Watches this document until it is gone: had the header turned to "Kirjaudu" under the pointer,
  // the second press would have started a new sign-in at the identity provider.
  await page.evaluate(() => {
    const offersSignIn = () =>
      [...document.querySelectorAll('header button')].some((b) => b.textContent?.trim() === 'Kirjaudu');
    new MutationObserver(() => {
      if (offersSignIn()) sessionStorage.setItem('e2e-offered-sign-in', '1');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const providerVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) providerVisits.push(new URL(frame.url()).pathname);
  });
  await signOutButton.click();
  await signOutButton.click({ timeout: 2000 }).catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Kirjaudu', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-offered-sign-in'))).toBeNull();
  expect(providerVisits.filter((path) => path.startsWith('/oidc/auth'))).toEqual([]);
  expect(providerVisits.filter((path) => path === '/oidc/session/end')).toHaveLength(1);
  expect(providerVisits.filter((path) => path.startsWith('/oidc/interaction'))).toEqual([]);
});

test('Voittokauppa and Oma tili refresh the balances when logged in', async ({ page }) => {
  await registerPlayer(page, sessionPlayer);
  const nav = page.getByRole('navigation', { name: 'Päävalikko' });
  for (const name of ['Voittokauppa', 'Oma tili']) {
    const refreshed = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/accounts/self',
    );
    await nav.getByRole('link', { name }).click();
    await refreshed;
  }
  await expect(page.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
});

test('the mobile drawer at 390 px carries the navigation and the session buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeHidden();
  await page.getByRole('button', { name: 'Valikko' }).click();
  const drawer = page.getByRole('dialog', { name: 'Valikko' });
  await expect(drawer.getByRole('button', { name: 'Luo tili' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Kirjaudu' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Oma tili' })).toHaveCount(0);
  await expectAccessible(page);

  await drawer.getByRole('button', { name: 'Kirjaudu' }).click();
  await signIn(page, 'maija@example.fi', 'Arpa-demo-1');
  await page.getByRole('button', { name: 'Valikko' }).click();
  await expect(drawer.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Oma tili' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/tili$/);
  await expect(page.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
  // The account menu is on the page itself at this width too.
  await page.getByRole('navigation', { name: 'Oma tili' }).getByRole('link', { name: 'Pelirajat' }).click();
  await expect(page.getByRole('heading', { name: 'Pelirajat', level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor from a sister site gets the back button, with automatic login once logged in', async ({
  page,
  context,
}) => {
  await page.goto('/?incoming_from=pelihuone&campaign=kevat-2026');
  const back = page.getByRole('link', { name: '<< Palaa Pelihuoneeseen' });
  await expect(back).toHaveAttribute('href', 'http://pelihuone.localhost:8090/');
  // The back button replaces the logo and the navigation.
  await expect(page.getByRole('link', { name: 'Arpa, etusivu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'am_campaign')?.value).toBe('kevat-2026');
  await expectAccessible(page);

  // Kept for the session: another page without the parameter still has it; an unknown key changes nothing.
  await page.goto('/lunastettavat?incoming_from=tuntematon');
  await expect(back).toHaveAttribute('href', 'http://pelihuone.localhost:8090/');

  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await signIn(page, 'matti@example.fi', 'Arpa-demo-2');
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(back).toHaveAttribute('href', 'http://pelihuone.localhost:8090/?automatic_login=1');

  // On a wide screen the back button has replaced the navigation: the menu stays, Oma tili is reachable.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('banner').getByRole('button', { name: 'Valikko' }).click();
  await page.getByRole('dialog', { name: 'Valikko' }).getByRole('link', { name: 'Oma tili' }).click();
  await expect(page.getByRole('heading', { name: 'Omat tiedot', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Ostoskori/ })).toBeVisible();

  await page.route('http://pelihuone.localhost:8090/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Pelihuone</title><h1>Pelihuone</h1>',
    }),
  );
  await back.click();
  await expect(page).toHaveURL('http://pelihuone.localhost:8090/?automatic_login=1');
});

test('arriving from the prize shop with automatic login signs in at once and returns with it', async ({
  page,
}) => {
  await page.goto('/?incoming_from=voittokauppa&automatic_login=1');
  // Not logged in: the login starts at once.
  await signIn(page, 'maija@example.fi', 'Arpa-demo-1');
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(page.getByRole('link', { name: '<< Palaa Voittokauppaan' })).toHaveAttribute(
    'href',
    'http://voittokauppa.localhost:8091/?automatic_login=1',
  );
});

test('a visitor from an unknown site gets no back button', async ({ page }) => {
  await page.goto('/?incoming_from=muu-sivusto');
  await expect(page.getByRole('link', { name: 'Arpa, etusivu' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^<< Palaa/ })).toHaveCount(0);
});

test('a player who types another loopback name of the address (localhost for 127.0.0.1) signs in too', async ({
  page,
  baseURL,
}) => {
  const alias = new URL(baseURL ?? '');
  alias.hostname = alias.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  await page.goto(alias.href);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await signIn(page, 'matti@example.fi', 'Arpa-demo-2');
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(page.getByText('Matti Virtanen')).toBeVisible();
  expect(new URL(page.url()).hostname).toBe(alias.hostname);
});

/**
 * Moves the stored user's id token expiry into the past (as if the player came back after an hour). It is
 * done on a page of the site where the app does not run (/healthz): a running app reads the stored session
 * again a second after it starts (PROFILE_RELOAD_MS), and would meet the aged session before the page
 * under test does.
 */
async function ageStoredSession(page: Page, refreshToken?: string) {
  await page.goto('/healthz');
  await page.evaluate((replacement) => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (!key.startsWith('oidc.user:')) continue;
      const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number; refresh_token?: string };
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      if (replacement) user.refresh_token = replacement;
      localStorage.setItem(key, JSON.stringify(user));
    }
  }, refreshToken);
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a returning player whose id token expired stays signed in through the refresh token (${name})`, async ({
    page,
  }) => {
    await registerPlayer(page, sessionPlayer);
    await page.setViewportSize({ width, height });
    await page.goto('/tili');
    await expect(page.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
    await ageStoredSession(page);
    await page.goto('/tili');
    await expect(page.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
    await expect(page.getByLabel('Etunimi')).toHaveValue('Liisa');
    await expect(page.getByText('Istunto vanheni.')).toHaveCount(0);
  });

  test(`a session that really ended says "Istunto vanheni." where the player lands (${name})`, async ({
    page,
  }) => {
    await registerPlayer(page, sessionPlayer);
    await page.setViewportSize({ width, height });
    await ageStoredSession(page, 'revoked-or-unknown-refresh-token');
    await page.goto('/voittokauppa');
    await expect(page.getByText('Istunto vanheni.')).toBeVisible();
    await expect(page).toHaveURL(/\/voittokauppa$/);
  });
}

test('a returning player whose renewal gets no answer keeps the session and is signed in once back online', async ({
  page,
}) => {
  await registerPlayer(page, sessionPlayer);
  await ageStoredSession(page);
  // The identity provider out of reach (a dropped connection) at the moment the page renews.
  await page.route('**/oidc/token', (route) => route.abort('internetdisconnected'));
  await page.goto('/voittokauppa');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kirjaudu', exact: true })).toBeVisible();
  await expect(page.getByText('Istunto vanheni.')).toHaveCount(0);
  // Back online: the kept refresh token renews the session, without a new sign-in.
  await page.unroute('**/oidc/token');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  await expect(page.getByText('Istunto vanheni.')).toHaveCount(0);
});

test('a sign-in that cannot be finished says so and offers to sign in again', async ({ page }) => {
  // A callback whose sign-in was started in another tab (no state of it in this one), or opened again later.
  await page.goto('/callback?code=vanha-koodi&state=toisen-valilehden-tila');
  const heading = page.getByRole('heading', { level: 1, name: 'Kirjautuminen epäonnistui' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Kirjautumista ei saatu päätökseen. Yritä kirjautua uudelleen.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu uudelleen' }).click();
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
});
