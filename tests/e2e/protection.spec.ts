import { expect, test, type Page } from './fixtures';
import {
  advanceServerClock,
  expectAccessible,
  identifyStrongly,
  registerPlayer,
  signedInPlayer,
  useOwnServer,
} from './support';

/**
 * Player protection (issue 18): the quick stop from the header refuses a shop purchase and a deposit with
 * its Finnish message and end time; a raised limit waits for the next period and 24 hours, then for
 * "Vahvista". This file moves its server's clock (POST /api/dev/clock), so it runs on a server of its own
 * (E2E_PORT+6) and its tests one after another.
 */
useOwnServer(6);

/** Every player of this file: the name and the e-mail prefix tell them apart in the database. */
const protectionPlayer = { firstName: 'Suoja', lastName: 'Pelaaja', emailPrefix: 'protection' };

test('the claim page counts a signed-in player’s code submissions this month', async ({ page }) => {
  await page.goto('/lunastettavat/assa-arpa');
  await expect(page.getByText(/^Koodeja syötetty tässä kuussa/)).toHaveCount(0);
  await signedInPlayer(page, protectionPlayer);
  await page.goto('/lunastettavat/assa-arpa');
  const counter = page.getByText(
    /^Koodeja syötetty tässä kuussa: 0\/500\. Laskuri nollautuu \d{2}\.\d{2}\.\d{4}\.$/,
  );
  await expect(counter).toBeVisible();
  await page.getByRole('button', { name: 'Jatka' }).click();
  for (let part = 0; part < 3; part += 1) {
    await page.getByLabel(`Tarkistusnumero, osa ${part + 1}/3`).fill('QQQ' + String(part));
  }
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByText('Virheelliset koodit.')).toBeVisible();
  await expect(page.getByText(/^Koodeja syötetty tässä kuussa: 1\/500\./)).toBeVisible();
  await expectAccessible(page);
  // Oma tili sums the player's money: nothing deposited, spent or won yet.
  await page.goto('/tili');
  const summary = page.getByRole('table', { name: 'Pelaamisesi yhteenveto' });
  await expect(summary.getByRole('row', { name: /^Talletettu/ })).toContainText(/0,00\s€/);
  await expectAccessible(page);
});

test('18+ and Peluuri in the footer and on the lottery pages; the accessibility statement names the supervisor', async ({
  page,
}) => {
  for (const path of ['/', '/lunastettavat', '/lunastettavat/assa-arpa', '/voittokauppa']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Ikäraja 18 vuotta' })).toHaveText('18+');
    await expect(footer.getByRole('link', { name: 'peluuri.fi' })).toHaveAttribute(
      'href',
      'https://www.peluuri.fi',
    );
  }
  await page.goto('/lunastettavat/assa-arpa');
  await expect(page.getByRole('main').getByRole('link', { name: '0800 100 101' })).toBeVisible();
  // The landing page's slides carry them too.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Ajankohtaista' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Ikäraja 18 vuotta' })).toHaveText('18+');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Saavutettavuusseloste' }).click();
  const main = page.getByRole('main');
  for (const heading of [
    'Saavutettavuuden tila',
    'Ei-saavutettava sisältö',
    'Miten saavutettavuus on arvioitu',
    'Seloste on laadittu',
    'Anna palautetta saavutettavuudesta',
    'Valvontaviranomainen',
  ]) {
    await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(main.getByText('Vastaamme 14 päivän kuluessa.', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: 'saavutettavuus@traficom.fi' })).toBeVisible();
  await expect(main.getByRole('link', { name: '029 534 5000' })).toBeVisible();
  await expectAccessible(page);
});

test('quick stop from the header refuses a shop purchase and a deposit with its end time', async ({
  page,
}) => {
  test.slow();
  await signedInPlayer(page, protectionPlayer);
  await identifyStrongly(page);

  // A product paid with money, in the cart before the stop.
  await page.goto('/voittokauppa');
  await page.getByRole('link', { name: 'Kahvinkeitin' }).click();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('1 tuote');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Ajankohtaista' })).toBeVisible();

  // One click in the header, on any page; the dialog states the end before anything is set.
  await page.getByRole('button', { name: 'Pikatauko' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pikatauko' });
  await expect(dialog).toContainText(
    /24 tunniksi, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} asti\. Taukoa ei voi perua kesken\./,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Aseta pikatauko' }).click();
  await expect(page.getByText('Pikatauko asetettu')).toBeVisible();
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText(/^Pikatauko \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} asti$/);
  const end = /(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2})/.exec((await status.textContent()) ?? '')![1];
  await expect(page.getByRole('button', { name: 'Pikatauko' })).toHaveCount(0);
  // Marketing (the content file's slides) is no longer shown to the stopped player.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Rekisteröi arpoja' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ajankohtaista' })).toHaveCount(0);
  const refusal = `Pikatauko on voimassa ${end} asti. Et voi ostaa etkä lisätä saldoa ennen sitä.`;

  // The shop order with a money part is refused.
  await page.goto('/ostoskori');
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await page.getByLabel('Katuosoite').fill('Kauppakatu 3');
  await page.getByLabel('Postinumero').fill('20100');
  await page.getByLabel('Postitoimipaikka').fill('Turku');
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page).toHaveURL(/\/ostoskori/);

  // So is a deposit.
  await page.goto('/tili/lisaa-saldoa');
  await page.getByRole('radio', { name: '20 €' }).check();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page).toHaveURL(/\/tili\/lisaa-saldoa/);
  // The stop shows on every page and cannot be lifted.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(`Pikatauko ${end} asti`);
});

test('a raised limit waits for the next period and 24 hours, then takes effect when confirmed', async ({
  page,
  request,
}) => {
  test.slow();
  const player = await signedInPlayer(page, protectionPlayer);
  await page.goto('/tili/pelirajat');
  const daily = page.getByLabel('Päiväkohtainen peliraja (€)');
  await daily.fill('50');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Nykyinen raja: 50,00 €')).toBeVisible();
  await daily.fill('80');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Odottaa vahvistusta: 80,00 €')).toBeVisible();
  await expect(page.getByText('Nykyinen raja: 50,00 €')).toBeVisible();
  await expect(
    page.getByText(
      /^Päiväkohtainen peliraja: korotus 80,00\s€\. Voit vahvistaa sen \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} alkaen\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vahvista/ })).toHaveCount(0);
  await expectAccessible(page);

  // A new day has begun after 23 hours, but not 24 hours: still waiting.
  await advanceServerClock(request, 23 * 60);
  await signedInAt(page, '/tili/pelirajat', player);
  await expect(page.getByText('Odottaa vahvistusta: 80,00 €')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vahvista/ })).toHaveCount(0);

  // Past 24 hours: "Vahvista" brings it into force.
  await advanceServerClock(request, 61);
  await signedInAt(page, '/tili/pelirajat', player);
  const confirm = page.getByRole('button', { name: 'Vahvista: Päiväkohtainen peliraja' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText('Nykyinen raja: 50,00 €')).toBeVisible();
  await expectAccessible(page);
  await confirm.click();
  await expect(page.getByText('Rajan muutos vahvistettu')).toBeVisible();
  await expect(page.getByText('Nykyinen raja: 80,00 €')).toBeVisible();
  await expect(page.getByText('Odottaa vahvistusta')).toHaveCount(0);
});

/** Opens the page; signs in again if moving the server's clock ended the session. */
async function signedInAt(page: Page, path: string, player: { email: string; password: string }) {
  await page.goto(path);
  const login = page.getByRole('heading', { name: 'Kirjaudu sisään' });
  const heading = page.getByRole('heading', { level: 1, name: 'Pelirajat' });
  await expect(login.or(heading)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Sähköposti').fill(player.email);
    await page.getByLabel('Salasana').fill(player.password);
    await page.getByRole('button', { name: 'Kirjaudu' }).click();
    await expect(heading).toBeVisible();
  }
}

test('self-exclusion from /tili/pelikielto refuses a deposit, with Peluuri and the self-assessment on the page', async ({
  page,
}) => {
  test.slow();
  await signedInPlayer(page, protectionPlayer);
  await identifyStrongly(page);
  await page
    .getByRole('navigation', { name: 'Oma tili' })
    .getByRole('link', { name: 'Pelikielto ja apu' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pelikielto ja apu', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Peluuri\.fi/ })).toHaveAttribute(
    'href',
    'https://www.peluuri.fi',
  );

  // The self-assessment: one "Kyllä" points to Peluuri.
  const assessment = page.getByRole('region', { name: 'Testaa pelaamisesi' });
  const questions = assessment.getByRole('group');
  await expect(questions).toHaveCount(3);
  await questions.nth(0).getByRole('radio', { name: 'Kyllä' }).check();
  await questions.nth(1).getByRole('radio', { name: 'Ei' }).check();
  await questions.nth(2).getByRole('radio', { name: 'Ei' }).check();
  await page.getByRole('button', { name: 'Näytä tulos' }).click();
  await expect(
    page.getByText(/Keskustele tilanteestasi maksutta ja nimettömästi Peluurin kanssa/),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('radio', { name: '3 kuukautta' }).check();
  await page.getByRole('button', { name: 'Aseta pelikielto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vahvista pelikielto' });
  await expect(dialog).toContainText('Asetatko pelikiellon (3 kuukautta)? Sitä ei voi perua eikä lyhentää.');
  await dialog.getByRole('button', { name: 'Vahvista pelikielto' }).click();
  await expect(page.getByText('Pelikielto asetettu')).toBeVisible();
  const status = page.getByText(/^Pelikielto on voimassa \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} asti\.$/);
  await expect(status).toBeVisible();
  const end = /(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2})/.exec((await status.textContent()) ?? '')![1];
  await expect(page.getByRole('button', { name: 'Aseta pelikielto' })).toHaveCount(0);

  await page.goto('/tili/lisaa-saldoa');
  await page.getByRole('radio', { name: '20 €' }).check();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await expect(
    page.getByText(
      `Pelikielto on voimassa ${end} asti. Voit lunastaa voittoja, mutta et voi ostaa etkä lisätä saldoa.`,
    ),
  ).toBeVisible();
  // Balances stay visible.
  await page.goto('/tili/tilisaldot');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Moves the server's clock by 14 days: keep it the last test of this file.
test('the spending summary reminds a player at sign-in 14 days after the first one, until acknowledged', async ({
  page,
  request,
}) => {
  test.slow();
  const player = await registerPlayer(page, protectionPlayer);
  const reminder = page.getByRole('dialog', { name: 'Pelaamisesi yhteenveto' });
  // A brand-new account is not met by it: the first reminder comes after 14 days.
  await page.goto('/tili');
  await expect(page.getByRole('table', { name: 'Pelaamisesi yhteenveto' })).toBeVisible();
  await expect(reminder).toHaveCount(0);

  await advanceServerClock(request, 14 * 24 * 60);
  const login = page.getByRole('heading', { name: 'Kirjaudu sisään' });
  const profile = page.getByRole('heading', { level: 1, name: 'Omat tiedot' });
  await page.goto('/tili');
  // The session may have outlived the 14 days or not: sign in again if it ended.
  await expect(login.or(reminder)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Sähköposti').fill(player.email);
    await page.getByLabel('Salasana').fill(player.password);
    await page.getByRole('button', { name: 'Kirjaudu' }).click();
  }
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('row', { name: /^Talletettu/ })).toContainText(/0,00\s€/);
  await expect(reminder.getByRole('row', { name: /^Nettotulos/ })).toBeVisible();
  await expectAccessible(page);
  // Closing it records the acknowledgement in the background: after a new sign-in that write first renews
  // the anti-forgery token, so it takes three round trips, and a reload at once would cut it off. The
  // reload (the player's next visit) comes after it, as it would.
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/users/spending-summary/reminder/acknowledge') && response.ok(),
  );
  await reminder.getByRole('button', { name: 'Selvä' }).click();
  await expect(reminder).toHaveCount(0);
  await recorded;

  await page.reload();
  await expect(profile).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pelaamisesi yhteenveto' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
