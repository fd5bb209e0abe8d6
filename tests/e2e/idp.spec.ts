import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { e2eAdminToken } from './env';
import { expectAccessible, uniqueEmail } from './support';

// The identity provider's pages in the site's design, and "Unohtuiko salasana?": a one-time reset link
// through the development outbox, a new password, signing in with it (issue 12, item 11).

/** A player registered at the identity provider over HTTP, so the browser starts signed out. */
async function registerOverHttp(request: APIRequestContext, baseURL: string) {
  const player = {
    email: uniqueEmail('unohtui'),
    password: 'Vanha-salasana-1',
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'arpa-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${baseURL}/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const login = await (await request.get(`/oidc/auth?${query}`)).text();
  const register = /<a href="([^"]+\/register)">Luo uusi tili<\/a>/.exec(login)?.[1];
  expect(register, 'the login page links to registration').toBeTruthy();
  const response = await request.post(register!, {
    form: {
      first_name: 'Unto',
      last_name: 'Unohtaja',
      email: player.email,
      phone: '',
      password: player.password,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return player;
}

/** The reset link of the newest mail to `email` in the development outbox. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/dev/outbox', {
    headers: { authorization: `Bearer ${e2eAdminToken}` },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { recipient: string; body: string }[] };
  const mail = items.find((item) => item.recipient === email);
  const link = /https?:\/\/\S+\/oidc\/password-reset\/[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
  expect(link, `a reset link mailed to ${email}`).toBeTruthy();
  return link!;
}

/** The body's font family and the banner's colour (the brand colour) as the browser computed them. */
function designOf(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const banner = document.querySelector('header');
    return {
      fontFamily: getComputedStyle(document.body).fontFamily,
      brand: banner ? getComputedStyle(banner).backgroundColor : '',
      siteFontLoaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Arpa Sans' && face.status === 'loaded',
      ),
    };
  });
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${name}: the sign-in pages look like the site, and a forgotten password is reset by a mailed link`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const player = await registerOverHttp(request, baseURL!);

    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const site = await designOf(page);

    // SPEC §4: automatic_login=1 starts the sign-in at once.
    await page.goto('/?automatic_login=1');
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
    const idp = await designOf(page);
    expect(idp.fontFamily).toBe(site.fontFamily);
    expect(idp.brand).toBe(site.brand);
    expect(idp.siteFontLoaded).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Unohtuiko salasana?' }).click();
    await expect(page.getByRole('heading', { name: 'Unohtuiko salasana?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Sähköposti').fill(player.email);
    await page.getByRole('button', { name: 'Lähetä linkki' }).click();
    await expect(page.getByRole('heading', { name: 'Tarkista sähköpostisi' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(player.email);

    await page.goto(await resetLinkFor(request, player.email));
    await expect(page.getByRole('heading', { name: 'Aseta uusi salasana' })).toBeVisible();
    await expectAccessible(page);
    const newPassword = 'Uusi-salasana-2';
    await page.getByLabel('Uusi salasana', { exact: true }).fill(newPassword);
    await page.getByLabel('Uusi salasana uudelleen').fill('Jokin-muu-3');
    await page.getByRole('button', { name: 'Vaihda salasana' }).click();
    await expect(page.getByText('Salasanat eivät täsmää.')).toBeVisible();
    await page.getByLabel('Uusi salasana', { exact: true }).fill(newPassword);
    await page.getByLabel('Uusi salasana uudelleen').fill(newPassword);
    await page.getByRole('button', { name: 'Vaihda salasana' }).click();
    await expect(page.getByRole('heading', { name: 'Salasana vaihdettu' })).toBeVisible();

    await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
    await page.getByLabel('Sähköposti').fill(player.email);
    await page.getByLabel('Salasana').fill(newPassword);
    await page.getByRole('button', { name: 'Kirjaudu' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/(\?.*)?$/);
    if (width < 1210) await page.getByRole('button', { name: 'Valikko' }).click();
    await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  });
}
