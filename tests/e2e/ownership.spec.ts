import { expect, test, type Browser, type Page } from './fixtures';
import { e2eAdminToken } from './env';
import { signedInPlayer } from './support';

/**
 * A ticket's prize belongs to its codes, not to the browser (issue 10, items 5, 6, 7, 8): a logged-out
 * win carries over a sign-in, a claim started in one browser is finished in another, and the account
 * pages name what was won. The tickets are a series of this run's own, loaded through the admin API.
 */

const stamp = String(Date.now() % 1e8).padStart(8, '0');
const series = `E2E-OWN-${stamp}`;
const tickets = {
  value: `OWNV${stamp}`,
  handOver: `OWNH${stamp}`,
  signedIn: `OWNS${stamp}`,
};

test.beforeAll(async ({ request }) => {
  const response = await request.post(
    `/api/admin/tickets/import?lottery=assa-arpa&series=${series}&validity_end=2030-12-31T21:59:00Z`,
    {
      headers: { authorization: `Bearer ${e2eAdminToken}`, 'content-type': 'text/csv' },
      data: [
        'code_a,code_b,product,value,transferrable,claimable',
        `,${tickets.value},voitto-10,1000,1,1`,
        `,${tickets.handOver},termospullo,2490,0,1`,
        `,${tickets.signedIn},termospullo,2490,0,1`,
      ].join('\n'),
    },
  );
  expect(response.status(), await response.text()).toBeLessThan(300);
});

async function enterTripleCode(page: Page, code: string) {
  for (let part = 0; part < 3; part += 1)
    await page.getByLabel(`Tarkistusnumero, osa ${part + 1}/3`).fill(code.slice(part * 4, part * 4 + 4));
  await page.getByRole('button', { name: 'Jatka' }).click();
}

async function startQuickClaim(page: Page) {
  await page.goto('/lunastettavat/assa-arpa');
  await page.getByRole('button', { name: 'Pikalunastus' }).click();
}

async function fillContact(page: Page) {
  await page.getByLabel('Etunimi').fill('Veera');
  await page.getByLabel('Sukunimi').fill('Voittaja');
  await page.getByLabel('Sähköposti').fill('voittaja@example.fi');
  await page.getByLabel('Puhelinnumero').fill('0401234567');
  await page.getByLabel('Katuosoite').fill('Arpakuja 1');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('Helsinki');
}

/** Registers a player in a context of its own (signed in there only) and returns the credentials. */
async function newPlayer(browser: Browser) {
  const context = await browser.newContext();
  const player = await signedInPlayer(await context.newPage(), {
    firstName: 'Olli',
    lastName: 'Omistaja',
    emailPrefix: 'omistus',
    phone: '',
  });
  await context.close();
  return player;
}

test('a logged-out win carries over the sign-in, lands on the ticket-series account once', async ({
  page,
  browser,
}) => {
  const player = await newPlayer(browser);
  await startQuickClaim(page);
  await enterTripleCode(page, tickets.value);
  await expect(page.getByRole('heading', { name: 'Voitto' })).toBeVisible();
  await expect(page.getByText('10 euron voitto', { exact: true })).toBeVisible();

  // Kirjaudu on the result screen: the identity provider's page, then back to the claim page.
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill(player.email);
  await page.getByLabel('Salasana').fill(player.password);
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(page).toHaveURL('/lunastettavat/assa-arpa');
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  // The same prize, now redeemed to the signed-in player's balance.
  await expect(page.getByText('10 euron voitto', { exact: true })).toBeVisible();
  await expect(page.getByText('Voitettu summa on lisätty saldoosi.')).toBeVisible();
  // Presenting the codes again answers "already claimed", and no second credit is made.
  await page.getByRole('button', { name: 'Syötä uusi' }).click();
  await enterTripleCode(page, tickets.value);
  await expect(page.getByRole('alert').filter({ hasText: 'Arpa on jo lunastettu.' })).toBeVisible();

  await page.goto('/tili/tilisaldot');
  const row = page.getByRole('region', { name: 'Saldot' }).getByRole('listitem').filter({ hasText: series });
  await expect(row).toContainText(`Ässä-arpa (${series})`);
  await expect(row).toContainText('10,00 €');
  await expect(row.getByText('Vanhenemispäivä')).toBeVisible();
  await expect(row).toContainText(/31\.12\.2030 \d\d:\d\d/);

  // The remembered codes were spent: the claim page starts from its intro again.
  await page.goto('/lunastettavat/assa-arpa');
  await expect(page.getByRole('button', { name: 'Jatka' })).toBeVisible();
});

test('a claim started in one browser is finished in another with the same codes', async ({
  page,
  browser,
}) => {
  await startQuickClaim(page);
  await enterTripleCode(page, tickets.handOver);
  await expect(page.getByText('Termospullo', { exact: true })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await startQuickClaim(otherPage);
  await enterTripleCode(otherPage, tickets.handOver);
  await expect(otherPage.getByText('Termospullo', { exact: true })).toBeVisible();

  // The claim moved to the other browser: the first one's contact form is told so and asks for the codes.
  await page.getByRole('radio', { name: 'Sininen' }).check();
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Arvan koodit syötettiin toisessa selaimessa' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jatka' })).toBeVisible();

  await otherPage.getByRole('radio', { name: 'Punainen' }).check();
  await otherPage.getByRole('button', { name: 'Lunasta' }).click();
  await fillContact(otherPage);
  await otherPage.getByRole('button', { name: 'Lunasta' }).click();
  await expect(otherPage).toHaveURL('/success-redeem');
  await other.close();

  // Finished: the first browser's codes now answer "already claimed".
  await enterTripleCode(page, tickets.handOver);
  await expect(page.getByRole('alert').filter({ hasText: 'Arpa on jo lunastettu.' })).toBeVisible();
});

test('Tilaukset and Voittohistoria name a redeemed prize', async ({ page, browser }) => {
  const player = await newPlayer(browser);
  await page.goto('/lunastettavat/assa-arpa');
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu' }).click();
  await page.getByLabel('Sähköposti').fill(player.email);
  await page.getByLabel('Salasana').fill(player.password);
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(page).toHaveURL('/lunastettavat/assa-arpa');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await enterTripleCode(page, tickets.signedIn);
  await page.getByRole('radio', { name: 'Sininen' }).check();
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await expect(page).toHaveURL('/success-redeem');

  await page.goto('/tili/tilaukset');
  const order = page.getByRole('list', { name: 'Tilaukset' }).getByRole('listitem').first();
  await expect(order).toContainText('Termospullo (Sininen)');
  // The server files a redeemed product prize as a prize order (docs/decisions of the claims module).
  await expect(order).toContainText('Palkintotilaus');
  await expect(order).toContainText('Odottaa toimitusta');

  await page.goto('/tili/voittohistoria');
  const claim = page.getByRole('list', { name: 'Voittohistoria' }).getByRole('listitem').first();
  await expect(claim).toContainText('Termospullo (Sininen)');
  await expect(claim).toContainText(series);
});
