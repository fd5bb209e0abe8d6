import { expect, test, type Page } from './fixtures';
import { e2eAdminToken } from './env';
import {
  expectAccessible,
  identifiedPlayer,
  signedInPlayer,
  sharedServerPort,
  testPersonalCode,
  useOwnServer,
} from './support';

/** The players of this file who may buy with money (`identifiedPlayer`). */
const netti = { firstName: 'Netti', lastName: 'Pelaaja', emailPrefix: 'playable' };

/**
 * Playable online tickets in the app (issue 16) against a server of their own with
 * PLAYABLE_TICKETS_ENABLED=1 (E2E_PORT+2, its game on E2E_PORT+3): the suite's shared server runs with the
 * flag off, as the site is by default, and the last test checks that it shows none of this. This server
 * runs with TEST_CLOCK=on: the reality-check test moves its clock (no other spec uses it), so it stays the
 * last test of this file on it.
 */
useOwnServer(2, { PLAYABLE_TICKETS_ENABLED: '1' });

/** The page around the game: the game is another origin's document, tested on its own (game.spec.ts). */
function expectAccessibleAroundGame(page: Page) {
  return expectAccessible(page, { exclude: 'iframe' });
}

/** Plays the open ticket in the framed game by its keyboard way, "Paljasta kaikki", and finishes. */
async function scratchAndFinish(page: Page) {
  const game = page.frameLocator('iframe[title]');
  await game.getByRole('button', { name: 'Osta' }).click();
  await game.getByRole('button', { name: 'Paljasta kaikki' }).click();
  await expect(game.getByRole('status')).toHaveText(
    /^(Voitit .+!|Voitto:? .+\. Arvan hinta oli .+\.|Ei voittoa tällä kertaa\.)$/,
  );
  const outcome = (await game.getByRole('status').textContent()) ?? '';
  await game.getByRole('button', { name: 'Valmis' }).click();
  return outcome;
}

/** 20 € through the bank simulator. */
async function deposit20(page: Page) {
  await page.getByRole('radio', { name: '20 €' }).check();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page.getByText('Saldosi: 20,00 €')).toBeVisible();
}

test('with the flag on the site offers playable tickets: nav, landing card, the list with prices', async ({
  page,
}) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Hydration'))
      hydrationErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Pelaa arpoja' }).first()).toBeVisible();
  // The server rendered the flag's nav entry and card, so hydration had nothing to change.
  await page.waitForLoadState('networkidle');
  expect(hydrationErrors).toEqual([]);
  await expect(page.getByRole('link', { name: 'Muut arvat' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pelaa arpa' })).toBeVisible();

  await page.getByRole('link', { name: 'Pelaa arpoja' }).first().click();
  await expect(page).toHaveURL(/\/pelattavat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pelaa arpoja' })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.filter({ hasText: 'Hinta: 2,00\u00a0€' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Hinta: 1,00\u00a0€' })).toHaveCount(1);
  // The slides advertising online play carry "18+" and Peluuri (issue 18).
  await expect(page.getByRole('region', { name: 'Ajankohtaista' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Ikäraja 18 vuotta' })).toHaveText('18+');
  await expectAccessibleAroundGame(page);
});

test('a visitor plays the demo logged out, and comes back to the lottery page', async ({ page }) => {
  await page.goto('/pelattavat');
  await page
    .getByRole('link', { name: /^Valitse: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pelattavat\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Kokeile ilmaiseksi' })).toBeVisible();
  await expectAccessibleAroundGame(page);
  const lotteryPage = page.url();

  await page.getByRole('button', { name: 'Kokeile ilmaiseksi' }).click();
  await expect(page).toHaveURL(/\/pelaa\?demo_game=true/);
  const game = page.frameLocator('iframe[title]');
  await expect(game.getByText('Demopeli: ostot ja voitot eivät vaikuta saldoosi.')).toBeVisible();
  // "18+" and Peluuri beside the game, not only in the footer (issue 18).
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: 'Ikäraja 18 vuotta' })).toHaveText('18+');
  await expect(main.getByRole('link', { name: 'peluuri.fi' })).toHaveAttribute(
    'href',
    'https://www.peluuri.fi',
  );
  await expectAccessibleAroundGame(page);
  await scratchAndFinish(page);
  // finish 'ok': back to the lottery page.
  await expect(page).toHaveURL(lotteryPage);
  // Still logged out: a demo needs no account.
  await expect(page.getByRole('button', { name: 'Kirjaudu' }).first()).toBeVisible();
});

test('the play page refuses a query it cannot read', async ({ page }) => {
  // The page's own alert, not the toast bar's.
  const alert = page.getByRole('main').getByRole('alert');
  await page.goto('/pelattavat/raaputus/pelaa?demo_game=kylla');
  await expect(alert).toHaveText('Invalid value for demo game');
  await page.goto('/pelattavat/raaputus/pelaa?demo_game=true&purchase_amount=paljon');
  await expect(alert).toHaveText('Invalid value for purchase amount');
  await expectAccessibleAroundGame(page);
});

test('a new player identifies, deposits, buys a ticket, scratches it and sees it in Pelihistoria and the balance', async ({
  page,
}) => {
  test.slow();
  await identifiedPlayer(page, netti);
  await page.goto('/tili/lisaa-saldoa');
  await deposit20(page);

  await page.goto('/pelattavat/raaputus');
  await expect(page.getByText('Saldosi: 20,00 €')).toBeVisible();
  await expectAccessibleAroundGame(page);
  await page.getByRole('button', { name: 'Osta arpa (2,00\u00a0€)' }).click();
  await expect(page).toHaveURL(/\/pelattavat\/raaputus\/pelaa\?purchase_amount=1&ticket_price=200$/);
  const game = page.frameLocator('iframe[title]');
  await expect(game.getByRole('button', { name: 'Osta' })).toBeVisible();
  await expect(game.getByText('Demopeli: ostot ja voitot eivät vaikuta saldoosi.')).toHaveCount(0);
  const outcome = await scratchAndFinish(page);

  // Back on the lottery page with 2 € less to play with (a win goes to the winnings balance).
  await expect(page).toHaveURL(/\/pelattavat\/raaputus$/);
  await expect(page.getByText('Saldosi: 18,00 €')).toBeVisible();

  await page.goto('/tili/pelihistoria');
  const row = page.getByRole('listitem').filter({ hasText: 'Raaputus' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Valmis');
  if (outcome.startsWith('Voit')) await expect(row).toContainText('€');
  await expectAccessibleAroundGame(page);
});

test('out of balance mid-way: noSaldo sends the player to add balance with the way back, then the bundle', async ({
  page,
}) => {
  test.slow();
  await identifiedPlayer(page, netti);

  // No money yet: the game's purchase is refused and it finishes with noSaldo.
  await page.goto('/pelattavat/raaputus');
  await page.getByRole('button', { name: 'Osta arpa (2,00\u00a0€)' }).click();
  await page.frameLocator('iframe[title]').getByRole('button', { name: 'Osta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Lisää saldoa ostoa varten' })).toBeVisible();
  await expect(page).toHaveURL(/\/tili\/lisaa-saldoa\?amount=200&redirect=/);
  const back = page.getByRole('link', { name: 'Takaisin peliin' });
  await expect(back).toHaveAttribute('href', '/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200');
  const gameAddress = (await back.getAttribute('href'))!;
  await deposit20(page);

  // Back to the game from the bank's success page: bought and played.
  await expect(page).toHaveURL(/\/tili\/lisaa-saldoa\/success\?/);
  await page.getByRole('link', { name: 'Takaisin peliin' }).click();
  await expect(page).toHaveURL(gameAddress);
  await scratchAndFinish(page);
  await expect(page).toHaveURL(/\/pelattavat\/raaputus$/);
  await expect(page.getByText('Saldosi: 18,00 €')).toBeVisible();

  // The monthly bundle: 5 × 1 € less the first purchase's 2 €; one ticket played, then left.
  await page.goto('/pelattavat/kuukausiarpa');
  await expect(page.getByText(/Kuukausipaketissa on 5 arpaa hintaan 5,00\s€\./)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Osta kuukausipaketti' }).click();
  const game = page.frameLocator('iframe[title]');
  await game.getByRole('button', { name: 'Osta' }).click();
  await game.getByRole('button', { name: 'Paljasta kaikki' }).click();
  await expect(game.getByRole('button', { name: 'Seuraava arpa' })).toBeVisible();
  await page.getByRole('link', { name: 'Lopeta peli' }).click();

  // Coming back: the bundle's state with the countdown ticking.
  await expect(page).toHaveURL(/\/pelattavat\/kuukausiarpa$/);
  await expect(page.getByText('Tämän kuukauden paketista pelattu 1 / 5 arpaa.')).toBeVisible();
  await expect(page.getByText('Sinulla on 4 ostettua pelaamatonta arpaa.')).toBeVisible();
  await expect(page.getByText(/Ensimmäisestä ostosta vähennetään/)).toHaveCount(0);
  const timer = page.getByRole('timer');
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 3000 });
  await expect(page.getByText('Saldosi: 15,00 €')).toBeVisible();
  await expectAccessibleAroundGame(page);
});

test('a player who must identify before adding balance comes back to the add-balance page with the way back to the game', async ({
  page,
}) => {
  test.slow();
  await signedInPlayer(page, { firstName: 'Uusi', lastName: 'Pelaaja', emailPrefix: 'tunnistamaton' });

  // Not identified: the game is refused, and the add-balance page asks to identify first.
  await page.goto('/pelattavat/raaputus');
  await page.getByRole('button', { name: 'Osta arpa (2,00\u00a0€)' }).click();
  await expect(page).toHaveURL(/\/tili\/lisaa-saldoa\?amount=200&redirect=/);
  const addBalance = page.url();
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await page.getByLabel('Etunimet').fill('Uusi');
  await page.getByLabel('Sukunimi').fill('Pelaaja');
  await page.getByLabel('Henkilötunnus').fill(testPersonalCode());
  await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();

  // /tili confirms the identification, and the player is back where the game sent them.
  await expect(page.getByText('Tunnistautumistiedot päivitetty')).toBeVisible();
  await expect(page).toHaveURL(addBalance);
  await expect(page.getByRole('link', { name: 'Takaisin peliin' })).toHaveAttribute(
    'href',
    '/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200',
  );
  await expect(page.getByRole('radio', { name: '20 €' })).toBeVisible();
});

test('on a 390 px phone the game opens fullscreen by a tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pelattavat/raaputus/pelaa?demo_game=true&purchase_amount=1');
  const tap = page.getByRole('button', { name: 'Napauta pelataksesi koko näytöllä' });
  await expect(tap).toBeVisible();
  await tap.click();
  const frame = page.locator('iframe[title]');
  await expect(page.getByRole('button', { name: 'Sulje koko näyttö' })).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(box.width).toBe(390);
  expect(box.height).toBe(844);
  await page.frameLocator('iframe[title]').getByRole('button', { name: 'Osta' }).click();
  await page.getByRole('button', { name: 'Sulje koko näyttö' }).click();
  await expect(tap).toBeVisible();
});

test('a play pause refuses a purchase with its Finnish message', async ({ page }) => {
  test.slow();
  await identifiedPlayer(page, netti);
  await page.goto('/tili/lisaa-saldoa');
  await deposit20(page);
  await page.goto('/tili/pelirajat');
  await page.getByRole('radio', { name: '1 vuorokausi' }).check();
  await page.getByRole('button', { name: 'Aseta pelitauko' }).click();
  await expect(page.getByText(/^Pelitauko päättyy/)).toBeVisible();

  await page.goto('/pelattavat/raaputus');
  await page.getByRole('button', { name: 'Osta arpa (2,00\u00a0€)' }).click();
  const game = page.frameLocator('iframe[title]');
  await game.getByRole('button', { name: 'Osta' }).click();
  await expect(game.getByRole('alert')).toHaveText('Ostojen peliraja ylittyi.');
  // Nothing was taken.
  await page.goto('/pelattavat/raaputus');
  await expect(page.getByText('Saldosi: 20,00 €')).toBeVisible();
});

// Moves the flag-on server's clock by 16 minutes: keep it the last test on that server.
test('the reality check comes between games once the chosen interval has passed, and "Jatka" starts the game', async ({
  page,
}) => {
  test.slow();
  const player = await identifiedPlayer(page, netti);
  await page.goto('/tili/lisaa-saldoa');
  await deposit20(page);

  // The first game: the session and its figures beside the frame; the reminder set to every 15 minutes.
  await page.goto('/pelattavat/raaputus');
  await page.getByRole('button', { name: 'Osta arpa (2,00\u00a0€)' }).click();
  const bar = page.getByRole('region', { name: 'Pelikerta' });
  await expect(bar.getByRole('button', { name: 'Pikatauko' })).toBeVisible();
  await bar.getByLabel('Muistutus peliajasta').selectOption({ label: '15 min välein' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await scratchAndFinish(page);
  await expect(page).toHaveURL(/\/pelattavat\/raaputus$/);

  const moved = await page.request.post('/api/dev/clock', {
    headers: { authorization: `Bearer ${e2eAdminToken}`, 'content-type': 'application/json' },
    data: JSON.stringify({ advance_minutes: 16 }),
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The next game: the check first, not over a running game; signs in again if the clock ended the session.
  await page.goto('/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200');
  const check = page.getByRole('dialog', { name: 'Muistutus peliajasta' });
  const login = page.getByRole('heading', { name: 'Kirjaudu sisään' });
  await expect(login.or(check)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Sähköposti').fill(player.email);
    await page.getByLabel('Salasana').fill(player.password);
    await page.getByRole('button', { name: 'Kirjaudu' }).click();
  }
  await expect(check).toBeVisible();
  await expect(check).toHaveAccessibleDescription(/^Olet pelannut 16\smin\./);
  await expect(check).toContainText(/Pelattu\s*2,00\s€/);
  await expect(page.locator('iframe[title]')).toHaveCount(0);
  await expectAccessibleAroundGame(page);

  await check.getByRole('button', { name: 'Jatka' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.frameLocator('iframe[title]').getByRole('button', { name: 'Osta' })).toBeVisible();
});

test('with the flag off (the suite’s own server) there is no playable menu entry, card or route', async ({
  page,
}) => {
  const off = `http://127.0.0.1:${sharedServerPort}`;
  await page.goto(`${off}/`);
  await expect(page.getByRole('heading', { name: 'Rekisteröi arpoja' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pelaa arpoja' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pelaa arpa' })).toHaveCount(0);
  await page.goto(`${off}/pelattavat`);
  await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible();
});
