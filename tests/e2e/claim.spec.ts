import { expect, test, type Page } from './fixtures';
import { e2eAdminToken } from './env';
import { expectAccessible, registerPlayer, signedInPlayer, signOut, uniqueEmail } from './support';

/**
 * The claim flow (SPEC §2, §4): every prize outcome, quick claim, the extra draw and the gift code.
 * This file's tickets are its own series of the demo lotteries, loaded through the admin API, so no other
 * spec claims them first.
 */

const header = 'code_a,code_b,product,value,transferrable,claimable';
// Ässä-arpa: codes_check_type 2 (one 12-character code in three boxes), quick claim, no extra draw.
const assaTickets = {
  options: 'CLMA00000001',
  value: 'CLMA00000002',
  notClaimable: 'CLMA00000003',
  gift: 'CLMA00000004',
  noWin: 'CLMA00000005',
  optionsSignedIn: 'CLMA00000006',
  notClaimableSignedIn: 'CLMA00000007',
  giftSignedIn: 'CLMA00000008',
  moneyAnonymous: 'CLMA00000009',
  moneySignInAfter: 'CLMA00000010',
  emailed: 'CLMA00000011',
};
// Kulta-arpa: codes_check_type 4 (two codes), quick claim, extra draw.
const kultaNoWin = { code_a: 'CLMK0001', code_b: '7001' };
const kultaNoWinSignedIn = { code_a: 'CLMK0002', code_b: '7002' };

async function importTickets(
  request: import('@playwright/test').APIRequestContext,
  lottery: string,
  series: string,
  csv: string,
) {
  const response = await request.post(`/api/admin/tickets/import?lottery=${lottery}&series=${series}`, {
    headers: { authorization: `Bearer ${e2eAdminToken}`, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  await importTickets(
    request,
    'assa-arpa',
    'E2E-CLAIM-ASSA',
    [
      header,
      `,${assaTickets.options},termospullo,2490,0,1`,
      `,${assaTickets.value},voitto-50,5000,1,1`,
      `,${assaTickets.notClaimable},kylpylaloma,59900,0,0`,
      `,${assaTickets.gift},ristikkolehtipaketti,1500,0,1`,
      `,${assaTickets.noWin},,0,0,0`,
      `,${assaTickets.optionsSignedIn},termospullo,2490,0,1`,
      `,${assaTickets.notClaimableSignedIn},kylpylaloma,59900,0,0`,
      `,${assaTickets.giftSignedIn},ristikkolehtipaketti,1500,0,1`,
      `,${assaTickets.moneyAnonymous},voitto-10,1000,1,1`,
      `,${assaTickets.moneySignInAfter},voitto-10,1000,1,1`,
      `,${assaTickets.emailed},elokuvaliput,2800,0,1`,
    ].join('\n'),
  );
  await importTickets(
    request,
    'kulta-arpa',
    'E2E-CLAIM-KULTA',
    [
      header,
      `${kultaNoWin.code_a},${kultaNoWin.code_b},,0,0,0`,
      `${kultaNoWinSignedIn.code_a},${kultaNoWinSignedIn.code_b},,0,0,0`,
    ].join('\n'),
  );
});

async function enterTripleCode(page: Page, code: string) {
  await expect(page.getByText('Syötä arvasta löytyvä tarkistusnumero.')).toBeVisible();
  for (let part = 0; part < 3; part += 1) {
    await page.getByLabel(`Tarkistusnumero, osa ${part + 1}/3`).fill(code.slice(part * 4, part * 4 + 4));
  }
  await page.getByRole('button', { name: 'Jatka' }).click();
}

async function startQuickClaim(page: Page, slug: string) {
  await page.goto(`/lunastettavat/${slug}`);
  await page.getByRole('button', { name: 'Pikalunastus' }).click();
}

async function fillReach(page: Page, email = 'voittaja@example.fi') {
  await page.getByLabel('Etunimi').fill('Veera');
  await page.getByLabel('Sukunimi').fill('Voittaja');
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Puhelinnumero').fill('0401234567');
}

async function fillContact(page: Page, email = 'voittaja@example.fi') {
  await fillReach(page, email);
  await page.getByLabel('Katuosoite').fill('Arpakuja 1');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('Helsinki');
}

test('the lottery list shows a card per visible lottery and leads to its claim page', async ({ page }) => {
  await page.goto('/lunastettavat');
  await expect(page).toHaveTitle('Arvat – Arpa');
  await expect(page.getByRole('heading', { level: 1, name: 'Arvat' })).toBeVisible();
  for (const name of ['Ässä-arpa', 'Kulta-arpa', 'Onnenapila'])
    await expect(page.getByRole('heading', { name })).toBeVisible();
  // Nuorelle siivet is hidden: no card, though its page still opens by address.
  await expect(page.getByRole('heading', { name: 'Nuorelle siivet' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Valitse: Onnenapila' }).click();
  await expect(page).toHaveURL('/lunastettavat/onnenapila');
  await expect(page.getByRole('heading', { level: 1, name: 'Onnenapila' })).toBeVisible();
  await expect(page.getByText('Nelilehtinen apila tuo onnea.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Kirjaudu' })).toBeVisible();
  // Onnenapila allows no quick claim.
  await expect(page.getByRole('button', { name: 'Pikalunastus' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/lunastettavat/ei-tallaista');
  await expect(page.getByRole('heading', { name: 'Arpaa ei löytynyt' })).toBeVisible();
});

test('a quick claim of a product with options redeems the chosen option with contact details', async ({
  page,
}) => {
  await startQuickClaim(page, 'assa-arpa');
  await expectAccessible(page);
  // The open flow is an entry of the history: a reload keeps it open, Back closes it, Forward opens it.
  await page.reload();
  await expect(page.getByLabel('Tarkistusnumero, osa 1/3')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Pikalunastus' })).toBeVisible();
  await expect(page.getByLabel('Tarkistusnumero, osa 1/3')).toBeHidden();
  await page.goForward();
  await enterTripleCode(page, assaTickets.options);
  await expect(page.getByRole('heading', { name: 'Voitto' })).toBeVisible();
  await expect(page.getByText('Termospullo', { exact: true })).toBeVisible();
  const redeem = page.getByRole('button', { name: 'Lunasta' });
  await expect(redeem).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Punainen' }).check();
  await redeem.click();

  await expect(page.getByRole('heading', { name: 'Toimitustiedot' })).toBeVisible();
  // The flow's steps are the browser's history: Back returns to the result, Forward to the form.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Voitto' })).toBeVisible();
  await expect(page.getByText('Termospullo', { exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Toimitustiedot' })).toBeVisible();
  await fillContact(page);
  await expectAccessible(page);
  const commit = page.waitForRequest((r) => r.url().endsWith('/claims/commit') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Lunasta' }).click();
  const body = (await commit).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    firstname: 'Veera',
    postal_code: '00100',
    product_option_id: expect.any(Number),
  });
  await expect(page).toHaveURL('/success-redeem');
  await expect(page.getByRole('heading', { level: 1, name: 'Voitto lunastettu' })).toBeVisible();
  await expect(
    page.getByText('Kiitos! Voittosi on lunastettu, ja toimitamme sen antamaasi osoitteeseen.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Syötä uusi arpa' }).click();
  await expect(page).toHaveURL('/lunastettavat/assa-arpa');
});

test('a wrong code and an already claimed code answer with the catalogue toasts', async ({
  page,
  browser,
}) => {
  await startQuickClaim(page, 'assa-arpa');
  await enterTripleCode(page, 'XXXX9999ZZZZ');
  await expect(page.getByRole('alert').filter({ hasText: 'Virheelliset koodit.' })).toBeVisible();
  // The form stays for another try.
  await expect(page.getByLabel('Tarkistusnumero, osa 1/3')).toBeVisible();

  await enterTripleCode(page, assaTickets.noWin);
  await expect(page.getByRole('heading', { name: 'Tällä arvalla ei ole voittoa.' })).toBeVisible();
  // No extra draw in Ässä-arpa: nothing to partake in.
  await expect(page.getByRole('button', { name: 'Osallistu lisäarvontaan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Syötä uusi' }).click();
  await expect(page.getByLabel('Tarkistusnumero, osa 1/3')).toHaveValue('');

  // Another visitor (another browser, no claim token) tries the same ticket.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await startQuickClaim(otherPage, 'assa-arpa');
  await enterTripleCode(otherPage, assaTickets.noWin);
  await expect(otherPage.getByRole('alert').filter({ hasText: 'Arpa on jo lunastettu.' })).toBeVisible();
  await other.close();
});

test('a code sent without a connection says so in Finnish, and goes through once the connection is back', async ({
  page,
  context,
}) => {
  await startQuickClaim(page, 'assa-arpa');
  await context.setOffline(true);
  await enterTripleCode(page, 'XXXX9999ZZZZ');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
    }),
  ).toBeVisible();
  // Nothing typed is lost: the code is still there to send again.
  await expect(page.getByLabel('Tarkistusnumero, osa 1/3')).toHaveValue('XXXX');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Virheelliset koodit.' })).toBeVisible();
});

test('a prize not claimable online asks an anonymous winner for a way to reach them, not an address', async ({
  page,
}) => {
  await startQuickClaim(page, 'assa-arpa');
  await enterTripleCode(page, assaTickets.notClaimable);
  await expect(page.getByText('Kylpyläloma kahdelle', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Anna meille vielä yhteystietosi, niin voimme olla sinuun yhteydessä.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Jatka antamaan yhteystietoja' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteystiedot' })).toBeVisible();
  await expect(page.getByText('Anna yhteystietosi, niin olemme sinuun yhteydessä.')).toBeVisible();
  await expect(page.getByLabel('Katuosoite')).toHaveCount(0);
  // The form sits in the step's card, "Takaisin" on the same row as the submit button, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  const step = page.getByRole('region', { name: 'Yhteystiedot' });
  await expect(step.getByLabel('Etunimi')).toBeVisible();
  const backBox = await step.getByRole('button', { name: 'Takaisin' }).boundingBox();
  const sendBox = await step.getByRole('button', { name: 'Lähetä' }).boundingBox();
  expect(Math.abs((backBox?.y ?? 0) - (sendBox?.y ?? 100))).toBeLessThan(1);
  await page.getByRole('button', { name: 'Lähetä' }).click();
  // Name, email and phone are required.
  await expect(page.getByText('Puuttuva arvo')).toHaveCount(4);
  await fillReach(page);
  await expectAccessible(page);
  const commit = page.waitForRequest((r) => r.url().endsWith('/claims/commit') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Lähetä' }).click();
  expect((await commit).postDataJSON()).toMatchObject({ email: 'voittaja@example.fi', address: '' });
  await expect(page).toHaveURL('/success-redeem');
  await expect(page.getByText('Kiitos! Olemme sinuun yhteydessä.')).toBeVisible();
  await expect(page.getByText(/toimitamme/)).toHaveCount(0);
});

test('a money win logged out asks no postal address and says how it is paid', async ({ page }) => {
  await startQuickClaim(page, 'assa-arpa');
  await enterTripleCode(page, assaTickets.moneyAnonymous);
  await expect(page.getByText('10 euron voitto', { exact: true })).toBeVisible();
  await expect(page.getByText(/voitettu summa lisätään saldoosi/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lunasta' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jatka antamaan yhteystietoja' }).click();
  await expect(page.getByText('Anna yhteystietosi, niin kerromme, miten voitto maksetaan.')).toBeVisible();
  await expect(page.getByLabel('Katuosoite')).toHaveCount(0);
  await fillReach(page);
  await page.getByRole('button', { name: 'Lähetä' }).click();
  await expect(page).toHaveURL('/success-redeem');
  await expect(
    page.getByText('Kiitos! Olemme sinuun yhteydessä ja kerromme, miten voitto maksetaan.'),
  ).toBeVisible();
  await expect(page.getByText(/toimitamme/)).toHaveCount(0);
  await expectAccessible(page);
});

test('a money win logged out is credited to the balance when the winner signs in from the result', async ({
  page,
}) => {
  const player = await registerPlayer(page, {
    start: '/lunastettavat/assa-arpa',
    firstName: 'Raha',
    lastName: 'Voittaja',
    emailPrefix: 'raha',
  });
  await signOut(page);

  await startQuickClaim(page, 'assa-arpa');
  await enterTripleCode(page, assaTickets.moneySignInAfter);
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill(player.email);
  await page.getByLabel('Salasana').fill(player.password);
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(page.getByText('Voitettu summa on lisätty saldoosi.')).toBeVisible();
  await page.goto('/tili/tilisaldot');
  await expect(
    page
      .getByRole('main')
      .getByText(/10,00\s€/)
      .first(),
  ).toBeVisible();
});

test('a product sent by email asks no street address and says it comes by email', async ({ page }) => {
  await page.goto('/lunastettavat/assa-arpa');
  await page.getByRole('button', { name: 'Pikalunastus' }).click();
  await enterTripleCode(page, assaTickets.emailed);
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await expect(page.getByText('Anna yhteystietosi, niin lähetämme voittosi sähköpostiisi.')).toBeVisible();
  await expect(page.getByLabel('Katuosoite')).toHaveCount(0);
  await fillReach(page);
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await expect(page).toHaveURL('/success-redeem');
  await expect(
    page.getByText('Kiitos! Voittosi on lunastettu, ja lähetämme sen sähköpostiisi.'),
  ).toBeVisible();
});

test('no win in a lottery with an extra draw lets an anonymous player join it', async ({ page }) => {
  await startQuickClaim(page, 'kulta-arpa');
  await expect(page.getByText('Syötä arvasta löytyvät tarkistusnumerot.')).toBeVisible();
  await page.getByLabel('Tarkistusnumero 1').fill(kultaNoWin.code_a);
  await page.getByLabel('Tarkistusnumero 2').fill(kultaNoWin.code_b);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tällä arvalla ei ole voittoa.' })).toBeVisible();
  await expect(page.getByText('Voit vielä osallistua lisäarvontaan.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Osallistu lisäarvontaan' }).click();
  await fillContact(page);
  await page.getByRole('checkbox', { name: 'Haluan saada markkinointiviestejä' }).check();
  await expectAccessible(page);
  const commit = page.waitForRequest((r) => r.url().endsWith('/extra-lottery/commit'));
  await page.getByRole('button', { name: 'Osallistu lisäarvontaan' }).click();
  const body = (await commit).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ email: 'voittaja@example.fi', marketing_allowed: true });
  expect(body).not.toHaveProperty('advertisement_allowed');
  await expect(page).toHaveURL('/success-extra');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Olet osallistunut lisäarvontaan!' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a gift-code prize is sent to the contact an anonymous winner gives', async ({ page, request }) => {
  await startQuickClaim(page, 'assa-arpa');
  await enterTripleCode(page, assaTickets.gift);
  await expect(page.getByRole('heading', { name: 'Onnea, voitit ristikkolehtipaketin!' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Etunimi').fill('Risto');
  await page.getByLabel('Sukunimi').fill('Ristikko');
  const email = uniqueEmail('lahja');
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Puhelinnumero').fill('0409876543');
  await page.getByRole('button', { name: 'Lähetä' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Koodi lähetetty' })).toBeVisible();
  await expect(
    page.getByText('Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.'),
  ).toBeVisible();
  // The development outbox holds the email with the code.
  const outbox = await (
    await request.get('/api/dev/outbox', { headers: { authorization: `Bearer ${e2eAdminToken}` } })
  ).text();
  expect(outbox).toContain(email);
  await page.getByRole('button', { name: 'Syötä uusi' }).click();
  await expect(page.getByLabel('Tarkistusnumero, osa 1/3')).toBeVisible();
});

test('a signed-in player: value to the balance, product redeemed, contact promised, gift sent, extra draw', async ({
  page,
}) => {
  await signedInPlayer(page, { start: '/lunastettavat/assa-arpa', emailPrefix: 'claim' });
  await page.getByRole('button', { name: 'Jatka' }).click();

  await enterTripleCode(page, assaTickets.value);
  await expect(page.getByText('50 euron voitto', { exact: true })).toBeVisible();
  await expect(page.getByText('Voitettu summa on lisätty saldoosi.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valitse voitto' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Valitse voitto' }).click();
  await expect(page).toHaveURL('/voittokauppa');

  await page.goto('/lunastettavat/assa-arpa/nettilunastus');
  await enterTripleCode(page, assaTickets.notClaimableSignedIn);
  await expect(page.getByText('Olemme sinuun yhteydessä.')).toBeVisible();
  await page.getByRole('button', { name: 'Valmis' }).click();
  await expect(page).toHaveURL('/lunastettavat');

  await page.goto('/lunastettavat/assa-arpa/nettilunastus');
  await enterTripleCode(page, assaTickets.giftSignedIn);
  // Signed in, the code goes to the profile's address at once.
  await expect(
    page.getByText('Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Etunimi' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Syötä uusi' }).click();

  await enterTripleCode(page, assaTickets.optionsSignedIn);
  await page.getByRole('radio', { name: 'Sininen' }).check();
  await page.getByRole('button', { name: 'Lunasta' }).click();
  // The form starts from the profile's name.
  await expect(page.getByLabel('Etunimi')).toHaveValue('Testi');
  await page.getByLabel('Katuosoite').fill('Arpakuja 2');
  await page.getByLabel('Postinumero').fill('33100');
  await page.getByLabel('Postitoimipaikka').fill('Tampere');
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await expect(page).toHaveURL('/success-redeem');

  await page.goto('/lunastettavat/kulta-arpa');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.getByLabel('Tarkistusnumero 1').fill(kultaNoWinSignedIn.code_a);
  await page.getByLabel('Tarkistusnumero 2').fill(kultaNoWinSignedIn.code_b);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByText('Olet osallistunut lisäarvontaan!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Osallistu lisäarvontaan' })).toHaveCount(0);

  // The value already went to this player's balance: the ticket cannot be claimed again.
  await page.goto('/lunastettavat/assa-arpa/nettilunastus');
  await enterTripleCode(page, assaTickets.value);
  await expect(page.getByRole('alert').filter({ hasText: 'Arpa on jo lunastettu.' })).toBeVisible();
});
