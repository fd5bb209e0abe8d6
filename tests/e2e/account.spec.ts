import { expect, test, type Page } from './fixtures';
import { e2eAdminToken } from './env';
import {
  expectAccessible,
  fillStrongIdentification,
  identifyStrongly,
  signedInPlayer,
  signOut,
  testPersonalCode,
} from './support';

// The account area (SPEC §2 "Account area", "Add balance", §4 strong authentication, limits, §5, §8).
// Every test registers its own player through the identity provider's page, so tests share nothing.

/** Calls the API as the signed-in player, the way the app does (bearer id token and the CSRF header). */
async function apiAsPlayer<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const idToken = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token
        : '';
      const csrf = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === '_csrf')?.[1];
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${idToken}`,
          ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

test('a logged-out visitor opening the account area signs in and comes back to it', async ({ page }) => {
  await page.goto('/tili/pelirajat');
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill('matti@example.fi');
  await page.getByLabel('Salasana').fill('Arpa-demo-2');
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(page).toHaveURL(/\/tili\/pelirajat$/);
  await expect(page.getByRole('heading', { name: 'Pelirajat', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Oma tili' });
  for (const [name, href] of [
    ['Omat tiedot', '/tili'],
    ['Lisää saldoa', '/tili/lisaa-saldoa'],
    ['Tilisaldot', '/tili/tilisaldot'],
    ['Pelihistoria', '/tili/pelihistoria'],
    ['Tilaukset', '/tili/tilaukset'],
    ['Voittohistoria', '/tili/voittohistoria'],
    ['Tilitapahtumat', '/tili/tilitapahtumat'],
    ['Pelirajat', '/tili/pelirajat'],
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('link', { name: 'Pelirajat' })).toHaveAttribute('aria-current', 'page');
});

test('strong identification, a 20 € deposit through the bank and a deposit over the monthly limit', async ({
  page,
}) => {
  // Registration, identification, the bank round trip and a second deposit.
  test.slow();
  await signedInPlayer(page);
  await page.goto('/tili/lisaa-saldoa');
  await expect(page.getByRole('heading', { name: 'Lisää saldoa', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Jotta voit lisätä saldoa, sinun on tunnistauduttava vahvasti. Tunnistautuminen tehdään vain kerran ja on sinulle maksutonta.',
    ),
  ).toBeVisible();
  // Not identified yet: no deposit form.
  await expect(page.getByRole('button', { name: 'Siirry maksamaan' })).toHaveCount(0);
  await expectAccessible(page);

  await identifyStrongly(page, { firstNames: 'Matti Tapani', familyName: 'Virtanen' });
  await expect(page.getByText('Tunnistautumistiedot päivitetty')).toBeVisible();
  await expect(page).not.toHaveURL(/auth=/);
  // The confirmed name replaces the registered one and is locked in the profile.
  await expect(page.getByLabel('Etunimi')).toBeDisabled();
  await expect(page.getByLabel('Etunimi')).toHaveValue('Matti Tapani');
  await expect(page.getByLabel('Sukunimi')).toBeDisabled();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Oma tili' })
    .getByRole('link', { name: 'Lisää saldoa' })
    .click();
  await expect(page.getByText('Olet vahvasti tunnistautunut nimellä Matti Tapani Virtanen')).toBeVisible();
  await expect(page.getByText('Saldosi: 0,00 €')).toBeVisible();
  await page.getByRole('radio', { name: '20 €' }).check();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();

  // The bank simulator confirms the 20 € payment.
  await expect(page.getByTestId('amount')).toContainText('20,00');
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page).toHaveURL(/\/tili\/lisaa-saldoa\/success\?maksu=/);
  await expect(page.getByRole('heading', { name: 'Saldon lisäys onnistui' })).toBeVisible();
  await expect(page.getByText('Saldosi: 20,00 €')).toBeVisible();
  await expectAccessible(page);

  // A monthly deposit limit of 30 € leaves 10 €: another 20 € is refused with the catalogue's toast.
  await page.goto('/tili/pelirajat');
  await page.getByLabel('Kuukausittainen talletusraja (€)').fill('30');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Tiedot päivitetty')).toBeVisible();
  await page.goto('/tili/lisaa-saldoa?amount=2000');
  await expect(page.getByLabel('Muu summa (€)')).toHaveValue('20');
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await expect(page.getByText('Saldon lisäysraja ylittyy, sallittu 10 euroa.')).toBeVisible();
  await expect(page).toHaveURL(/\/tili\/lisaa-saldoa/);
  await expect(page.getByRole('button', { name: 'Siirry maksamaan' })).toBeEnabled();
});

test('a personal code already verified on another game account shows the alert', async ({ browser }) => {
  // Two registrations and two identifications.
  test.slow();
  const personalCode = testPersonalCode();
  const firstContext = await browser.newContext();
  const first = await firstContext.newPage();
  await signedInPlayer(first);
  await identifyStrongly(first, { personalCode });
  await firstContext.close();

  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signedInPlayer(second);
  // The same code again: refused, with the alert in place of the toast.
  await fillStrongIdentification(second, { personalCode });
  await second.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'toinen vahvasti tunnistettu pelitili' }),
  ).toBeVisible();
  await expectAccessible(second);
  await second.goto('/tili/lisaa-saldoa');
  await expect(second.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  await secondContext.close();
});

test('a cancelled identification returns with the error toast', async ({ page }) => {
  await signedInPlayer(page);
  await page.goto('/tili/lisaa-saldoa');
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await page.getByRole('button', { name: 'Peruuta tunnistautuminen' }).click();
  await expect(page).toHaveURL(/\/tili$/);
  await expect(page.getByText('Käyttäjän tunnistaminen epäonnistui.')).toBeVisible();
});

test('limits: set, lower at once, a raise waits for confirmation, and a play pause', async ({ page }) => {
  await signedInPlayer(page);
  await page.goto('/tili/pelirajat');
  await expect(page.getByRole('heading', { name: 'Pelirajat', level: 1 })).toBeVisible();
  await expect(page.getByText('Enintään 500,00 €')).toBeVisible();
  await expectAccessible(page);
  const daily = page.getByLabel('Päiväkohtainen peliraja (€)');

  await daily.fill('50');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Tiedot päivitetty')).toBeVisible();
  await expect(page.getByText('Nykyinen raja: 50,00 €')).toBeVisible();

  await daily.fill('30');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Nykyinen raja: 30,00 €')).toBeVisible();

  await daily.fill('40');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Odottaa vahvistusta: 40,00 €')).toBeVisible();
  await expect(page.getByText('Nykyinen raja: 30,00 €')).toBeVisible();

  // Above the operator's maximum the form itself refuses.
  await daily.fill('501');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Suurin sallittu raja on 500,00 €')).toBeVisible();
  await daily.fill('30');

  await page.getByRole('radio', { name: '1 vuorokausi' }).check();
  await page.getByRole('button', { name: 'Aseta pelitauko' }).click();
  await expect(page.getByText(/^Pelitauko päättyy \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText(/^Pelitauko päättyy/)).toBeVisible();
});

test('profile edit and password change', async ({ page }) => {
  const player = await signedInPlayer(page);
  await page.goto('/tili');
  await expect(page.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
  await expect(page.getByLabel('Sähköposti')).toHaveValue(player.email);
  await expectAccessible(page);

  await page.getByLabel('Katuosoite').fill('Testikatu 5');
  await page.getByLabel('Postinumero').fill('123');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Virheellinen postinumero')).toBeVisible();
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('Helsinki');
  await page.getByLabel('Sukunimi').fill('Uusinimi');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Tiedot päivitetty')).toBeVisible();
  // The header's name follows the change at once (renewed tokens), not at the next sign-in.
  await expect(page.getByRole('banner').getByText(`${player.firstName} Uusinimi`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Katuosoite')).toHaveValue('Testikatu 5');
  await expect(page.getByLabel('Postinumero')).toHaveValue('00100');
  await expect(page.getByLabel('Sukunimi')).toHaveValue('Uusinimi');

  const change = page.getByRole('form', { name: 'Vaihda salasana' });
  const submit = change.getByRole('button', { name: 'Vaihda salasana' });
  await change.getByRole('textbox', { name: 'Nykyinen salasana' }).fill('väärä-salasana');
  await change.getByRole('textbox', { name: 'Uusi salasana', exact: true }).fill('Uusi-salasana-2');
  await change.getByRole('textbox', { name: 'Uusi salasana uudelleen' }).fill('Uusi-salasana-3');
  await expect(submit).toBeDisabled();
  await change.getByRole('textbox', { name: 'Uusi salasana uudelleen' }).fill('Uusi-salasana-2');
  await submit.click();
  await expect(page.getByText('Salasanan vaihto epäonnistui')).toBeVisible();

  await change.getByRole('textbox', { name: 'Nykyinen salasana' }).fill(player.password);
  await submit.click();
  await expect(page.getByText('Salasana vaihdettu')).toBeVisible();
  await expect(change.getByRole('textbox', { name: 'Nykyinen salasana' })).toHaveValue('');

  // The new password signs in.
  await signOut(page);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill(player.email);
  await page.getByLabel('Salasana').fill('Uusi-salasana-2');
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
});

test('the account lists page by seven with "Lisää" and show their empty messages', async ({
  page,
  request,
}) => {
  // Nine claims and eight list views with their accessibility checks take a while on a shared machine.
  test.slow();
  // Nine 10 € wins of a ticket series of this test's own, loaded through the operator API.
  const series = `E2E-${Date.now()}-${process.pid}`;
  const codes = Array.from({ length: 9 }, (_, i) => `${series}-${String(i + 1).padStart(4, '0')}`);
  const csv = [
    'code_a,code_b,product,value,transferrable,claimable',
    ...codes.map((c) => `,${c},voitto-10,1000,1,1`),
  ];
  const imported = await request.post(
    `/api/admin/tickets/import?lottery=assa-arpa&series=${series}&validity_end=2030-12-31`,
    {
      headers: { authorization: `Bearer ${e2eAdminToken}`, 'content-type': 'text/csv' },
      data: csv.join('\n'),
    },
  );
  expect(imported.status(), await imported.text()).toBeLessThan(300);

  await signedInPlayer(page);
  await page.goto('/tili/tilaukset');
  await expect(page.getByText('Ei tilauksia')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/tili/pelihistoria');
  await expect(page.getByText('Ei pelejä')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/tili/voittohistoria');
  await expect(page.getByText('Ei voittoja')).toBeVisible();
  await page.goto('/tili/tilitapahtumat');
  await expect(page.getByText('Ei tapahtumia')).toBeVisible();

  const lottery = await apiAsPlayer<{ id: number }>(page, 'GET', '/api/v1/lotteries/by-slug/assa-arpa');
  for (const code of codes)
    await apiAsPlayer(page, 'POST', `/api/v1/lotteries/${lottery.id}/claims/`, { code_b: code });

  await page.goto('/tili/voittohistoria');
  const claims = page.getByRole('list', { name: 'Voittohistoria' });
  await expect(claims.getByRole('listitem')).toHaveCount(7);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lisää' }).click();
  await expect(claims.getByRole('listitem')).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Lisää' })).toHaveCount(0);
  await expect(claims.getByText(series).first()).toBeVisible();

  await page.goto('/tili/tilitapahtumat');
  const events = page.getByRole('list', { name: 'Tilitapahtumat' });
  await expect(events.getByRole('listitem')).toHaveCount(7);
  await expect(events.getByRole('listitem').first()).toContainText('10,00 €');
  await page.getByRole('button', { name: 'Lisää' }).click();
  await expect(events.getByRole('listitem')).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Lisää' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/tili/tilisaldot');
  await expect(page.getByRole('heading', { name: 'Tilisaldot', level: 1 })).toBeVisible();
  const balances = page.getByRole('region', { name: 'Saldot' });
  await expect(balances.getByRole('definition').first()).toHaveText('90,00 €');
  await expectAccessible(page);
});
