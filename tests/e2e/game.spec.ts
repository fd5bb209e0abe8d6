import type { Lottery, StartGameResponse } from '../../packages/contract/src/index.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible, identifiedPlayer } from './support';

/**
 * The reference game (games/raaputus) alone, on its own origin, framed by a test page standing in as the
 * app: the page is served on the site's origin by the test itself, so these tests need no app screens
 * (issue 16) and exercise the game side of protocol v1 and the game API (docs/playable-api.md).
 */
const siteOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
const gameOrigin = `http://127.0.0.1:${process.env.E2E_GAME_PORT}`;
const attackerOrigin = 'http://attacker.example';

declare global {
  interface Window {
    /** Every message the parent page received: who sent it and what. */
    received: { origin: string; fromGame: boolean; data: unknown }[];
    sendInit: (message: unknown) => void;
  }
}

/**
 * Turns a page of the site into the stand-in parent: a small page of the site's origin, under the site's
 * own page CSP (whose frame-src must let the game in), recording every message it receives. It is
 * `/evasteet` with the app's scripts refused, so only the document and its policy remain. (A page
 * fulfilled by the test itself would count as a public page, and Chromium would not let it frame a local
 * server; a JSON answer's policy lets nothing in.)
 */
async function openParent(page: Page) {
  const appScripts = (url: URL) => url.origin !== gameOrigin && url.pathname.endsWith('.js');
  await page.route(appScripts, (route) => route.abort());
  await page.goto('/evasteet');
  await page.evaluate((origin) => {
    const boot = document.getElementById('arpa-boot') as HTMLTemplateElement | null;
    boot?.content.replaceChildren();
    (window as Window & { __arpaEarlyInput?: { stop: () => void } }).__arpaEarlyInput?.stop();
    document.documentElement.lang = 'fi';
    document.title = 'Pelin isäntäsivu';
    document.body.innerHTML = '<main><h1>Pelin isäntäsivu</h1></main>';
    window.received = [];
    const frame = document.createElement('iframe');
    window.addEventListener('message', (event) => {
      window.received.push({
        origin: event.origin,
        fromGame: event.source === frame.contentWindow,
        data: event.data,
      });
    });
    window.sendInit = (message) => frame.contentWindow!.postMessage(message, origin);
    frame.id = 'game';
    frame.title = 'Raaputusarpa';
    frame.src = `${origin}/`;
    frame.width = '400';
    frame.height = '560';
    document.querySelector('main')!.append(frame);
  }, gameOrigin);
  await page.unroute(appScripts);
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toContainEqual({
      origin: gameOrigin,
      fromGame: true,
      data: { type: 'getInit', version: 1 },
    });
  return page.frameLocator('#game');
}

async function aPlayableLottery(request: APIRequestContext): Promise<{ id: number; price: number }> {
  const answer = await request.get('/api/v1/lotteries?variety=playable');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Lottery[] };
  const lottery = items.find((each) => each.playable_ticket_prices.length > 0);
  expect(lottery, 'the demo seed has a playable lottery').toBeTruthy();
  return { id: lottery!.id, price: lottery!.playable_ticket_prices[0].price };
}

/** A demo game's token, as the app would get it, and the `init` the app would send. */
async function demoInit(request: APIRequestContext, purchaseAmount: number) {
  const { id, price } = await aPlayableLottery(request);
  const answer = await request.post(`/demo-api/v1/lotteries/${id}/playable-games`, {
    data: { ticket_price: price, purchase_amount: purchaseAmount },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const game = (await answer.json()) as StartGameResponse;
  return { token: game.token, init: initMessage(game, true) };
}

/** The `init` message (protocol v1) the app sends the game for a game the server started. */
function initMessage(game: StartGameResponse, demoGame: boolean) {
  return {
    type: 'init',
    version: 1,
    token: game.token,
    lotteryId: game.lottery_id,
    slug: game.slug,
    purchaseAmount: game.purchase_amount,
    ticketPrice: game.ticket_price,
    api: game.api,
    demoGame,
    discount: game.discount,
  };
}

const messagesFromGame = (page: Page) =>
  page.evaluate(() => window.received.filter((message) => message.fromGame).map((message) => message.data));

test('the game is served on its own origin, framed only by the site, naming the site as its parent', async ({
  request,
}) => {
  const answer = await request.get(`${gameOrigin}/`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toContain(`frame-ancestors ${siteOrigin}`);
  expect(await answer.text()).toContain(`<meta name="arpa-site-origin" content="${siteOrigin}" />`);
  const site = await request.get('/');
  expect(site.headers()['content-security-policy']).toContain(`frame-src 'self' ${gameOrigin}`);
});

test('an init from another origin or another window is ignored, even one carrying a valid token', async ({
  page,
  request,
}) => {
  const game = await openParent(page);
  const { init } = await demoInit(request, 1);

  // A page of another site that got hold of the game's window (here: a popup the parent opened).
  await page.context().route(`${attackerOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>x</title><script>
        window.opener.frames[0].postMessage(${JSON.stringify(init)}, '*');
        document.title = 'sent';
      </script>`,
    }),
  );
  const popup = page.waitForEvent('popup');
  await page.evaluate((url) => window.open(url), `${attackerOrigin}/attack.html`);
  await expect(await popup).toHaveTitle('sent');

  // A window of the site's own origin that is not the game's parent: a second frame of the page.
  await page.evaluate(async () => {
    const sibling = document.createElement('iframe');
    sibling.title = 'Toinen kehys';
    sibling.name = 'sibling';
    sibling.srcdoc = '<p lang="fi">Toinen kehys</p>';
    const loaded = new Promise((resolve) => sibling.addEventListener('load', resolve));
    document.querySelector('main')!.append(sibling);
    await loaded;
  });
  await page.frame({ name: 'sibling' })!.evaluate((message) => {
    window.parent.frames[0].postMessage(message, '*');
  }, init);

  await expect(game.getByText('Peli käynnistyy…')).toBeVisible();
  await expect(game.getByRole('button', { name: 'Osta' })).toHaveCount(0);
  expect(await messagesFromGame(page)).toEqual([{ type: 'getInit', version: 1 }]);
});

test('an init of version 2 is refused and the game tells its parent', async ({ page, request }) => {
  const game = await openParent(page);
  const { init } = await demoInit(request, 1);
  await page.evaluate((message) => window.sendInit(message), { ...init, version: 2 });
  await expect(game.getByRole('alert')).toHaveText('Virheellinen asiakasohjelman versio.');
  await expect(game.getByRole('button', { name: 'Osta' })).toHaveCount(0);
  await expect
    .poll(() => messagesFromGame(page))
    .toContainEqual({ type: 'finish', version: 1, reason: 'invalidVersion' });
});

test('a demo game: buy, scratch one ticket, reveal the other by keyboard, finish ok', async ({
  page,
  request,
}) => {
  const game = await openParent(page);
  const { token, init } = await demoInit(request, 2);
  await page.evaluate((message) => window.sendInit(message), init);

  await expect(game.getByText('Demopeli: ostot ja voitot eivät vaikuta saldoosi.')).toBeVisible();
  await game.getByRole('button', { name: 'Osta' }).click();
  await expect(game.getByRole('heading', { name: /^Arpa 1\/2 \(/ })).toBeVisible();
  await expectAccessible(page);

  // Scratch: drag across the coating, row by row, until the rest goes by itself.
  const box = (await game.getByTestId('coating').boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let y = 8; y < box.height; y += 24) {
    await page.mouse.move(box.x + box.width - 4, box.y + y, { steps: 8 });
    await page.mouse.move(box.x + 4, box.y + y + 12, { steps: 8 });
  }
  await page.mouse.up();
  const status = game.getByRole('status');
  await expect(status).toHaveText(
    /^(Voitit .+!|Voitto:? .+\. Arvan hinta oli .+\.|Ei voittoa tällä kertaa\.)$/,
  );
  await expect(game.getByTestId('coating')).toHaveCSS('opacity', '0');

  // The second ticket by keyboard: focus is on "Seuraava arpa", then on "Paljasta kaikki".
  await page.keyboard.press('Enter');
  await expect(game.getByRole('heading', { name: /^Arpa 2\/2 \(/ })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Paljasta kaikki' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(
    /^(Voitit .+!|Voitto:? .+\. Arvan hinta oli .+\.|Ei voittoa tällä kertaa\.)$/,
  );

  await game.getByRole('button', { name: 'Valmis' }).click();
  await expect
    .poll(() => messagesFromGame(page))
    .toContainEqual({ type: 'finish', version: 1, reason: 'ok' });
  // Finishing ended the token on the server.
  const after = await request.get('/demo-api/v1/game', { headers: { 'playable-ticket-token': token } });
  expect(after.status()).toBe(401);
});

test('with reduced motion the coating goes at once, otherwise it fades', async ({ page }) => {
  const game = await openParent(page);
  const coatingTransition = () =>
    game.locator('body').evaluate(() => {
      const probe = document.createElement('canvas');
      probe.className = 'scratch-card__coating';
      document.body.append(probe);
      const duration = getComputedStyle(probe).transitionDuration;
      probe.remove();
      return duration;
    });
  expect(await coatingTransition()).toBe('0.4s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await coatingTransition()).toBe('0s');
});

/** Starts a real game as the app does (the player's id token and the session's CSRF token): its init. */
async function realInit(page: Page, lottery: { id: number; price: number }) {
  const game = await page.evaluate(async ({ id, price }) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const idToken = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { id_token?: string }).id_token;
    const authorization = `Bearer ${idToken}`;
    await fetch('/api/v1/csrf', { headers: { authorization } });
    const csrf = document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === '_csrf')?.[1];
    const response = await fetch(`/api/v1/lotteries/${id}/playable-games`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization,
        'x-csrf-token': decodeURIComponent(csrf ?? ''),
      },
      body: JSON.stringify({ ticket_price: price, purchase_amount: 1 }),
    });
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as StartGameResponse;
  }, lottery);
  expect(game.api).toBe('/api');
  return initMessage(game, false);
}

test('a real game: without balance the purchase ends in noSaldo; with 20 € it is bought, scratched and finished ok', async ({
  page,
  request,
}) => {
  test.slow();
  const lottery = await aPlayableLottery(request);
  await identifiedPlayer(page, { firstName: 'Peli', lastName: 'Pelaaja', emailPrefix: 'game' });

  let game = await openParent(page);
  await page.evaluate((message) => window.sendInit(message), await realInit(page, lottery));
  await expect(game.getByText('Demopeli: ostot ja voitot eivät vaikuta saldoosi.')).toHaveCount(0);
  await game.getByRole('button', { name: 'Osta' }).click();
  await expect(game.getByRole('alert')).toHaveText('Ei saldoa.');
  await expect
    .poll(() => messagesFromGame(page))
    .toContainEqual({ type: 'finish', version: 1, reason: 'noSaldo' });

  await page.goto('/tili/lisaa-saldoa');
  await page.getByRole('radio', { name: '20 €' }).check();
  await page.getByRole('radio', { name: 'Nordea' }).check();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await page.getByRole('button', { name: 'Maksa' }).click();
  await expect(page.getByText('Saldosi: 20,00 €')).toBeVisible();

  game = await openParent(page);
  await page.evaluate((message) => window.sendInit(message), await realInit(page, lottery));
  await game.getByRole('button', { name: 'Osta' }).click();
  await expect(game.getByRole('heading', { name: /^Arpa 1\/1 \(/ })).toBeVisible();
  const box = (await game.getByTestId('coating').boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let y = 8; y < box.height; y += 24) {
    await page.mouse.move(box.x + box.width - 4, box.y + y, { steps: 8 });
    await page.mouse.move(box.x + 4, box.y + y + 12, { steps: 8 });
  }
  await page.mouse.up();
  await expect(game.getByRole('status')).toHaveText(
    /^(Voitit .+!|Voitto:? .+\. Arvan hinta oli .+\.|Ei voittoa tällä kertaa\.)$/,
  );
  await game.getByRole('button', { name: 'Valmis' }).click();
  await expect
    .poll(() => messagesFromGame(page))
    .toContainEqual({ type: 'finish', version: 1, reason: 'ok' });

  // The server's record: one ticket of this player, played.
  const history = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const idToken = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { id_token?: string }).id_token;
    const response = await fetch('/api/v1/playable-tickets/states?limit=7&offset=0', {
      headers: { authorization: `Bearer ${idToken}` },
    });
    return (await response.json()) as { items: { played: boolean }[] };
  });
  expect(history.items.map((ticket) => ticket.played)).toEqual([true]);
});
