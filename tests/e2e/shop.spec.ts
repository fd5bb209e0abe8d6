import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { e2eAdminToken } from './env';
import { expectAccessible, signedInPlayer } from './support';

/**
 * The prize shop and the checkout (SPEC §2, §4): categories and pages, a product with a variation and an
 * option into the cart, an order paid with winnings only and one with a money part through the bank.
 * This file's products (a category of 13, over one shop page of 12) and winning tickets are its own,
 * loaded through the admin API.
 */

const admin = { authorization: `Bearer ${e2eAdminToken}` };
const winningCode = 'SHPA00000001';
const image = [{ source: '/static/images/slide-voittokauppa.svg' }];
const testProducts = Array.from({ length: 13 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    custom_id: `e2e-testituote-${number}`,
    names: [{ lang: 'fi', value: `Testituote ${number}` }],
    descriptions: [{ lang: 'fi', value: `Testituotteen ${number} kuvaus.` }],
    images: image,
    // The last one costs more than the winnings left after the first order.
    value: index === 12 ? 9990 : 1000,
    category: 'e2e-testikauppa',
  };
});

async function loadShopData(request: APIRequestContext) {
  const products = await request.post('/api/admin/products/import', {
    headers: { ...admin, 'content-type': 'application/json' },
    data: JSON.stringify({
      categories: [{ custom_id: 'e2e-testikauppa', names: [{ lang: 'fi', value: 'Testikauppa' }], index: 9 }],
      products: testProducts,
    }),
  });
  expect(products.status(), await products.text()).toBe(200);
  const tickets = await request.post('/api/admin/tickets/import?lottery=assa-arpa&series=E2E-SHOP-ASSA', {
    headers: { ...admin, 'content-type': 'text/csv' },
    data: ['code_a,code_b,product,value,transferrable,claimable', `,${winningCode},voitto-50,5000,1,1`].join(
      '\n',
    ),
  });
  expect(tickets.status(), await tickets.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  await loadShopData(request);
});

/** A new player of this file, signed in on `start`: the name and the e-mail prefix tell them apart. */
const registerShopper = (page: Page, start: string) =>
  signedInPlayer(page, { start, firstName: 'Kauppa', lastName: 'Asiakas', emailPrefix: 'shop' });

async function fillAddress(page: Page) {
  await page.getByLabel('Katuosoite').fill('Kauppakatu 3');
  await page.getByLabel('Postinumero').fill('20100');
  await page.getByLabel('Postitoimipaikka').fill('Turku');
}

const money = (text: string) => new RegExp(text.replace(' ', '\\s'));

test('the shop is browsed by category and page, and a product opens with its back link', async ({ page }) => {
  await page.goto('/voittokauppa');
  await expect(page).toHaveTitle('Voittokauppa – Arpa');
  const tabs = page.getByRole('tablist', { name: 'Tuoteryhmä' });
  await expect(tabs.getByRole('tab', { name: 'Koti ja keittiö' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Kahvinkeitin' })).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Testikauppa' }).click();
  await expect(page.getByRole('link', { name: 'Testituote 01' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Testituote 12' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Testituote 13' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kahvinkeitin' })).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Sivut' });
  await expect(pager.getByRole('button', { name: 'Sivu 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Sivu 2' }).click();
  await expect(page.getByRole('link', { name: 'Testituote 13' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Testituote 01' })).toHaveCount(0);
  await expect(page).toHaveURL(/sivu=2/);
  await expectAccessible(page);

  // Back from a product returns to the same category and page.
  await page.getByRole('link', { name: 'Testituote 13' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testituote 13' })).toBeVisible();
  await expect(page.getByText(money('99,90 €'))).toBeVisible();
  // Anonymous visitors cannot add to the cart: the button is disabled and says why.
  await expect(page.getByRole('button', { name: 'Lisää ostoskoriin' })).toBeDisabled();
  await expect(page.getByText('Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.')).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Testituote 13' })).toBeVisible();

  // Opened from a lottery, "Takaisin" leads back to the lottery.
  const productUrl = await page.getByRole('link', { name: 'Testituote 13' }).getAttribute('href');
  await page.goto(`${productUrl}?lottery=assa-arpa`);
  await expect(page.getByRole('link', { name: 'Takaisin' })).toHaveAttribute(
    'href',
    '/lunastettavat/assa-arpa',
  );
  await page.goto(productUrl!);
  await page.getByRole('link', { name: 'Takaisin' }).click();
  await expect(page).toHaveURL('/voittokauppa');

  // On a phone the categories are a dropdown.
  await page.setViewportSize({ width: 400, height: 800 });
  await page.getByRole('combobox', { name: 'Tuoteryhmä' }).selectOption({ label: 'Lahjakortit' });
  await expect(page.getByRole('link', { name: 'Elokuvaliput (2 kpl)' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/voittokauppa/999999');
  await expect(page.getByRole('heading', { name: 'Tuotetta ei löytynyt' })).toBeVisible();
});

test('a player spends winnings on a product with a variation and an option, then pays the rest at the bank', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerShopper(page, '/ostoskori');
  await expect(page.getByText('Ostokorisi on tyhjä')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('0 tuotetta');
  await expectAccessible(page);

  // 50 € of winnings to spend.
  await page.goto('/lunastettavat/assa-arpa/nettilunastus');
  for (let part = 0; part < 3; part += 1)
    await page
      .getByLabel(`Tarkistusnumero, osa ${part + 1}/3`)
      .fill(winningCode.slice(part * 4, part * 4 + 4));
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByText('Voitettu summa on lisätty saldoosi.')).toBeVisible();
  await page.getByRole('button', { name: 'Valitse voitto' }).click();
  await expect(page).toHaveURL('/voittokauppa');
  await expect(page.getByText('Voittosi:').locator('..')).toHaveText(/^Voittosi: 50,00\s€$/);

  await page.getByRole('tab', { name: 'Vapaa-aika' }).click();
  await page.getByRole('link', { name: 'T-paita' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'T-paita' })).toBeVisible();
  await page.getByLabel('Valitse vaihtoehto').selectOption({ label: 'L' });
  const add = page.getByRole('button', { name: 'Lisää ostoskoriin' });
  // The option must be chosen first.
  await expect(add).toBeDisabled();
  await page.getByRole('radio', { name: 'Harmaa' }).check();
  await expectAccessible(page);
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/v1/shop/cart') && r.method() === 'POST');
  await add.click();
  const body = (await saved).postDataJSON() as { items: { id: number; option: number | null }[] };
  expect(body.items).toHaveLength(1);
  expect(body.items[0].option).toEqual(expect.any(Number));
  await expect(page.getByRole('status').filter({ hasText: 'Tuote lisätty ostoskoriin' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('1 tuote');

  // Checkout paid with winnings only: three steps, "Lunasta" on the summary.
  await page.goto('/ostoskori');
  const steps = page.getByRole('list', { name: 'Vaiheet' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('T-paita')).toBeVisible();
  await expect(page.getByText('L, Harmaa')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteystiedot' })).toBeVisible();
  await expect(page.getByLabel('Etunimi')).toHaveValue('Kauppa');
  await fillAddress(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteenveto' })).toBeVisible();
  // The summary totals the order once.
  await expect(page.getByText(/yhteensä/i)).toHaveCount(1);
  await expect(page.getByRole('definition').last()).toHaveText(money('0,00 €'));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lunasta' }).click();
  await expect(page).toHaveURL('/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilaus vastaanotettu' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('0 tuotetta');
  await expectAccessible(page);

  // 30,10 € of winnings left; the 99,90 € product needs a money part, a delivery fee and a fourth step.
  await page.goto('/voittokauppa');
  await page.getByRole('tab', { name: 'Testikauppa' }).click();
  await page.getByRole('button', { name: 'Sivu 2' }).click();
  await page.getByRole('link', { name: 'Testituote 13' }).click();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('1 tuote');
  await page.goto('/ostoskori');
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page.getByText('Toimitusmaksu')).toBeVisible();
  // 99,90 − 30,10 + 4,90 delivery.
  await expect(page.getByRole('definition').last()).toHaveText(money('74,70 €'));
  await expect(page.getByRole('button', { name: 'Lunasta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page.getByRole('heading', { name: 'Maksutapa' })).toBeVisible();
  // The browser's Back goes to the step before, not off the page; a reload there forgets the contact
  // details, and the page asks for them again instead of showing a summary without them.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Yhteenveto' })).toBeVisible();
  await expect(page).toHaveURL('/ostoskori');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Yhteystiedot' })).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteenveto' })).toBeVisible();
  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(page.getByRole('heading', { name: 'Maksutapa' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Siirry maksamaan' });
  await expect(pay).toBeDisabled();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await expectAccessible(page);
  await pay.click();
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page).toHaveURL(/\/success\?maksu=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tilaus vastaanotettu' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('0 tuotetta');

  // Tilitapahtumat: each order's withdrawal is one row naming the order, and the list fills the account area.
  await page.goto('/tili/tilitapahtumat');
  const events = page.getByRole('list', { name: 'Tilitapahtumat' });
  await expect(events.getByRole('listitem').filter({ hasText: 'Nosto' })).toHaveCount(2);
  const paid = events.getByRole('listitem').filter({ hasText: 'Nosto: Testituote 13' });
  await expect(paid).toContainText(/Tilaus \d+/);
  // 30,10 € of winnings and 74,70 € from the bank.
  await expect(paid).toContainText(money('−104,80 €'));
  await expect(events.getByRole('listitem').filter({ hasText: 'Nosto: T-paita (Harmaa)' })).toContainText(
    money('−19,90 €'),
  );
  await expectFillsAccountArea(page, events);
  await expectAccessible(page);

  // Voittohistoria names the prize of the ticket.
  await page.goto('/tili/voittohistoria');
  const claims = page.getByRole('list', { name: 'Voittohistoria' });
  await expect(claims.getByRole('listitem').first()).toContainText('50 euron voitto');
  await expectFillsAccountArea(page, claims);
});

/** The list spans the account area beside the side menu, not just its own content's width. */
async function expectFillsAccountArea(page: Page, list: ReturnType<Page['getByRole']>) {
  const menu = await page.getByRole('navigation', { name: 'Oma tili' }).boundingBox();
  const area = await page.locator('main').boundingBox();
  const box = await list.boundingBox();
  expect(menu && area && box).toBeTruthy();
  const right = area!.x + area!.width;
  expect(box!.x).toBeGreaterThan(menu!.x + menu!.width);
  expect(right - (box!.x + box!.width)).toBeLessThan(48);
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`an anonymous visitor sees a product's sizes and colours, and why it cannot be added yet (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/voittokauppa');
    if (width < 700)
      await page.getByRole('combobox', { name: 'Tuoteryhmä' }).selectOption({ label: 'Vapaa-aika' });
    else await page.getByRole('tab', { name: 'Vapaa-aika' }).click();
    await page.getByRole('link', { name: 'T-paita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'T-paita' })).toBeVisible();
    await page.getByLabel('Valitse vaihtoehto').selectOption({ label: 'XL' });
    await page.getByRole('radio', { name: 'Valkoinen' }).check();
    const add = page.getByRole('button', { name: 'Lisää ostoskoriin' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.');
    await expect(page.getByText('Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirjaudu', exact: true }).last()).toBeVisible();
    await expect(page.getByText('Voittosi:')).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`the cart keeps one line per product with its quantity, and each step's buttons in one row (${width} px)`, async ({
    page,
  }) => {
    await registerShopper(page, '/voittokauppa');
    await page.setViewportSize({ width, height });
    await expect(page.getByText('Voittosi:').locator('..')).toHaveText(/^Voittosi: 0,00\s€$/);
    await page.getByRole('link', { name: 'Kahvinkeitin' }).click();
    const add = page.getByRole('button', { name: 'Lisää ostoskoriin' });
    // Below 1210 px the header's cart link is in the menu drawer, so the saved cart is awaited instead (a
    // first refusal of a token from before the sign-in is renewed and retried by the client).
    const cartSaved = () =>
      page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/shop/cart') && r.request().method() === 'POST' && r.ok(),
      );
    for (let unit = 0; unit < 2; unit += 1) {
      const saved = cartSaved();
      await add.click();
      await saved;
      await expect(add).toBeEnabled();
    }
    await page.getByRole('link', { name: 'Siirry ostoskoriin' }).click();
    await expect(page).toHaveURL('/ostoskori');

    const lines = page.getByRole('list', { name: 'Ostoskorin tuotteet' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    const line = page.getByRole('group', { name: 'Kahvinkeitin' });
    await expect(line).toContainText('Määrä: 2 kpl');
    await expect(line).toContainText(money('99,80 €'));
    await expect(page.getByText('Voittosi:')).toBeVisible();
    await expectAccessible(page);

    // By keyboard: "+" and "−" keep their focus while the cart is saved.
    const more = page.getByRole('button', { name: 'Lisää yksi: Kahvinkeitin' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(line).toContainText('Määrä: 3 kpl');
    await expect(more).toBeFocused();
    if (width >= 1210)
      await expect(page.getByRole('link', { name: /^Ostoskori/ }).first()).toContainText('3 tuotetta');
    // The line is busy (its buttons aria-disabled) until the cart is saved; a press meanwhile does nothing.
    await expect(line).not.toHaveAttribute('aria-busy');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Vähennä yksi: Kahvinkeitin' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(line).toContainText('Määrä: 2 kpl');

    // The contact step is in the same card as the others, "Takaisin" and "Seuraava" side by side.
    await page.getByRole('button', { name: 'Seuraava' }).click();
    const contact = page.getByRole('region', { name: 'Yhteystiedot' });
    await expect(contact.getByLabel('Etunimi')).toHaveValue('Kauppa');
    await expect(page.getByRole('button', { name: 'Jatka' })).toHaveCount(0);
    const back = await contact.getByRole('button', { name: 'Takaisin' }).boundingBox();
    const next = await contact.getByRole('button', { name: 'Seuraava' }).boundingBox();
    expect(Math.abs(back!.y - next!.y)).toBeLessThan(1);
    expect(back!.x + back!.width).toBeLessThan(next!.x);
    await contact.getByRole('button', { name: 'Takaisin' }).click();

    await page.getByRole('button', { name: 'Poista Kahvinkeitin' }).click();
    await expect(page.getByText('Ostokorisi on tyhjä')).toBeVisible();
  });
}
