import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { OIDC_CLIENT_ID } from '../../app/src/lib/auth';
import { CSRF_COOKIE, CSRF_HEADER, SIGN_IN_SCOPE } from '../../packages/contract/src/constants';
import { formsOf } from '../../packages/server/src/simulators/ftn/test-browser';
import { e2eAdminToken } from './env';

/**
 * What the e2e specs share: the accessibility check, a new player through the identity provider's
 * registration page, strong identification through the FTN simulator, and the test server's clock. Each
 * step waits for what the player would see when it worked, so a failed step fails here, with the server's
 * answer, and not three steps later on a page that only looks wrong.
 */

/** The port of the suite's shared server (playwright.config.ts). */
export const sharedServerPort = Number(process.env.E2E_PORT ?? 8181);

/**
 * Gives the calling spec file a server of its own, started before its first test and stopped after its last:
 * `npm start`'s server with a fresh embedded database and the demo data, on E2E_PORT + `offset` (its game's
 * origin on the port after), with TEST_CLOCK=on and `env`. A file that moves the clock or runs the site with
 * another setting runs beside every other spec this way, without changing what theirs see. Its tests run one
 * after another, in order (a retry runs the whole file again on a new server). Call it at the top of the
 * file; it answers the server's origin, which becomes the file's `baseURL`.
 */
export function useOwnServer(offset: number, env: Record<string, string> = {}): string {
  const port = sharedServerPort + offset;
  const gamePort = port + 1;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  test.use({ baseURL: origin });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const main = join(dirname(test.info().config.configFile!), '../../packages/server/src/main.ts');
    dataDir = mkdtempSync(join(tmpdir(), `arpa-e2e-${port}-`));
    const started = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        GAME_PORT: String(gamePort),
        GAME_PUBLIC_URL: `http://127.0.0.1:${gamePort}/`,
        ADMIN_TOKEN: e2eAdminToken,
        TEST_CLOCK: 'on',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server = started;
    let exited = false;
    started.once('exit', () => (exited = true));
    const deadline = Date.now() + 170_000;
    for (;;) {
      // A server that could not start (its port taken, say) says why on the output above.
      if (exited) throw new Error(`the spec's own server on port ${port} exited before it answered`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the spec's own server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  test.afterAll(async () => {
    const running = server;
    const dir = dataDir;
    server = undefined;
    dataDir = undefined;
    if (running && running.exitCode === null && running.signalCode === null) {
      // Gone before a retry starts the next one on the same port.
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await gone;
    }
    // Its database goes with it.
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return origin;
}

/**
 * Moves the clock of the server `request` talks to (it runs with TEST_CLOCK=on) `minutes` forward through
 * POST /api/dev/clock. Only on a spec's own server (`useOwnServer`): a server's clock is every test's on it.
 */
export async function advanceServerClock(request: APIRequestContext, minutes: number) {
  const answer = await request.post('/api/dev/clock', {
    headers: { authorization: `Bearer ${e2eAdminToken}`, 'content-type': 'application/json' },
    data: JSON.stringify({ advance_minutes: minutes }),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A page's window once axe-core is in it. */
type AxeWindow = { axe: typeof import('axe-core') };

/**
 * axe with the WCAG 2.1 A and AA rules finds nothing on the page as it is now. `exclude`: a selector of
 * parts tested on their own (another origin's game frame).
 *
 * axe-core is put into every frame once per document and run with `axe.run`, which reaches into the frames
 * itself (any origin's): @axe-core/playwright put it in again for every check and finished each in a new
 * blank page, about 430 ms a check against 40–80 ms (docs/decisions/0052-less-cpu-per-check.md).
 */
export async function expectAccessible(page: Page, options: { exclude?: string } = {}) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(axeSource);
      await frame.evaluate(() =>
        (window as unknown as AxeWindow).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
      );
    } catch {
      // A frame that went away meanwhile: nothing of it is left to check.
    }
  }
  const violations = await page.evaluate(
    async ({ exclude, tags }) => {
      const { axe } = window as unknown as AxeWindow;
      const results = await axe.run(exclude ? { exclude: [exclude] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { exclude: options.exclude, tags: wcag21aa },
  );
  expect(violations).toEqual([]);
}

let serial = 0;

/** An address no other test of this run uses (the same file runs in several workers). */
export function uniqueEmail(prefix = 'pelaaja'): string {
  serial += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${serial}-${Math.floor(Math.random() * 1e6)}@example.fi`;
}

export interface Player {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface NewPlayer {
  /** The page "Uusi tili" is pressed on; the player comes back to it signed in. Default `/`. */
  start?: string;
  firstName?: string;
  lastName?: string;
  /** Prefix of the unique e-mail address, to tell the specs' players apart in the database. */
  emailPrefix?: string;
  /** Leave empty to register without a phone number. */
  phone?: string;
  password?: string;
}

/** The phone number a new player registers with unless `NewPlayer.phone` says otherwise. */
const defaultPhone = '0401234567';

/** A new player's details from `options`, with an address no other test uses. */
function newPlayer(options: NewPlayer): Player {
  return {
    email: uniqueEmail(options.emailPrefix),
    password: options.password ?? 'Salainen-sana-1',
    firstName: options.firstName ?? 'Testi',
    lastName: options.lastName ?? 'Pelaaja',
  };
}

/** "Uusi tili" → the identity provider's registration form → back in the app on `start`, signed in. */
export async function registerPlayer(page: Page, options: NewPlayer = {}): Promise<Player> {
  const start = options.start ?? '/';
  const player = newPlayer(options);
  await page.goto(start);
  await page.getByRole('button', { name: 'Uusi tili' }).click();
  await expect(page.getByRole('heading', { name: 'Luo tili' })).toBeVisible();
  await page.getByLabel('Etunimi').fill(player.firstName);
  await page.getByLabel('Sukunimi').fill(player.lastName);
  await page.getByLabel('Sähköposti').fill(player.email);
  const phone = options.phone ?? defaultPhone;
  if (phone) await page.getByLabel('Puhelinnumero').fill(phone);
  await page.getByLabel('Salasana').fill(player.password);
  await page.getByRole('button', { name: 'Luo tili' }).click();
  await expect(page).toHaveURL(new RegExp(`${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
  return player;
}

/** Where the app's OIDC client (app/src/lib/auth.ts) keeps the signed-in user. */
const storedUserKey = (origin: string) => `oidc.user:${origin}/oidc:${OIDC_CLIENT_ID}`;

interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  scope: string;
  expires_in: number;
}

type Http = Page['request'];
type HttpAnswer = Awaited<ReturnType<Http['get']>>;

/**
 * Follows redirects by hand while they stay under `within` (the identity provider's or the simulator's
 * path); answers the last answer and the address it pointed out of `within`, if any.
 */
async function followWithin(http: Http, first: HttpAnswer, within: string) {
  let answer = first;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = answer.headers()['location'];
    if (answer.status() < 300 || answer.status() >= 400 || !location) return { answer };
    const next = new URL(location, answer.url());
    if (!next.pathname.startsWith(within)) return { answer, location: next };
    answer = await http.get(next.href, { maxRedirects: 0 });
  }
  throw new Error(`more than ten redirects under ${within}`);
}

/** The first `<form method="post">` of a page whose hidden fields include none of `without`. */
function formOf(html: string, without: string[] = []) {
  const form = formsOf(html).find(({ fields }) => !without.some((name) => name in fields));
  if (!form) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  return form;
}

/**
 * Registers a new player at the identity provider over HTTP in the page's own context (so the provider's
 * session cookie is the browser's): its registration form posted, the authorization code exchanged for the
 * app's tokens.
 */
async function registerOverHttp(page: Page, player: Player, phone: string) {
  const http = page.request;
  const { origin } = new URL((await http.get('/healthz')).url());
  const redirectUri = `${origin}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorization = `/oidc/auth?${new URLSearchParams({
    client_id: OIDC_CLIENT_ID,
    response_type: 'code',
    scope: SIGN_IN_SCOPE,
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    prompt: 'create',
  })}`;
  const form = await followWithin(http, await http.get(authorization, { maxRedirects: 0 }), '/oidc/');
  const { action } = formOf(await form.answer.text());
  const registered = await followWithin(
    http,
    await http.post(new URL(action, form.answer.url()).href, {
      form: {
        first_name: player.firstName,
        last_name: player.lastName,
        email: player.email,
        phone,
        password: player.password,
      },
      maxRedirects: 0,
    }),
    '/oidc/',
  );
  const code = registered.location?.searchParams.get('code');
  expect(code, `the registration: ${registered.answer.status()} ${registered.location}`).toBeTruthy();
  expect(registered.location?.searchParams.get('state')).toBe(state);
  const tokens = await http.post('/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: verifier,
      client_id: OIDC_CLIENT_ID,
      redirect_uri: redirectUri,
    },
  });
  expect(tokens.status(), await tokens.text()).toBe(200);
  return { origin, tokens: (await tokens.json()) as TokenSet };
}

/**
 * Strong identification over HTTP as the app and the browser make it: GET /api/v1/users/auth/start, the FTN
 * simulator's form with a typed test person, and the return's code and state to POST /api/v1/users/auth
 * (with the anti-forgery token, docs/decisions/0028-csrf.md).
 */
async function identifyOverHttp(page: Page, origin: string, idToken: string, person: Identification) {
  const http = page.request;
  const bearer = { authorization: `Bearer ${idToken}`, origin };
  const start = await http.get('/api/v1/users/auth/start', { headers: bearer });
  expect(start.status(), await start.text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const simulatorPage = await http.get(url);
  const { action, fields } = formOf(await simulatorPage.text(), ['person', 'cancel']);
  const identified = await followWithin(
    http,
    await http.post(new URL(action, simulatorPage.url()).href, {
      form: {
        ...fields,
        given_name: person.firstNames ?? defaultIdentity.firstNames,
        family_name: person.familyName ?? defaultIdentity.familyName,
        personal_identity_code: person.personalCode ?? testPersonalCode(),
      },
      maxRedirects: 0,
    }),
    '/ftn-sim/',
  );
  const back = identified.location?.searchParams;
  expect(
    back?.get('code'),
    `the identification: ${identified.answer.status()} ${identified.location}`,
  ).toBeTruthy();
  // The token is bound to the sign-in session: asked for with the bearer token.
  await http.get('/api/v1/csrf', { headers: bearer });
  const csrf = (await page.context().cookies(origin)).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  const done = await http.post('/api/v1/users/auth', {
    headers: { ...bearer, [CSRF_HEADER]: csrf ?? '', 'content-type': 'application/json' },
    data: JSON.stringify({ code: back!.get('code'), state: back!.get('state') }),
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** Stores `tokens` where the app's OIDC client keeps a signed-in user, then opens `start`, signed in. */
async function openSignedIn(page: Page, origin: string, tokens: TokenSet, start: string) {
  // What oidc-client-ts's User.toStorageString() writes after a sign-in.
  const stored = JSON.stringify({
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as unknown,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
  // A document of the app's origin (no script) to store it in, then the page the test starts on.
  await page.goto('/healthz');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [storedUserKey(origin), stored],
  );
  await page.goto(start);
  await expect(page.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
}

/**
 * A new player, signed in without walking the identity provider's pages: registered over HTTP in the page's
 * context (`registerOverHttp`), the tokens stored where the app's OIDC client keeps a signed-in user, then
 * `start` opened, signed in. For the tests whose subject comes after signing in: walking the pages took three
 * page loads and about 1.2 core-seconds a player; `registerPlayer` walks them for the tests of signing in.
 */
export async function signedInPlayer(page: Page, options: NewPlayer = {}): Promise<Player> {
  const player = newPlayer(options);
  const { origin, tokens } = await registerOverHttp(page, player, options.phone ?? defaultPhone);
  await openSignedIn(page, origin, tokens, options.start ?? '/');
  return player;
}

/**
 * Waits until React has hydrated `element` (its props are on it). A link pressed before a server-rendered
 * page's scripts have run is an ordinary page load (decisions 0046, 0048), which a test of a route change
 * within the app must not get.
 */
export async function whenHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * "Kirjaudu ulos" and the identity provider's sign-out round trip, back on the front page signed out. The
 * header keeps "Kirjaudu ulos" until the page has left for the provider (app/src/lib/session.tsx), so
 * "Kirjaudu" is looked for only on the front page the provider sends the player back to.
 */
export async function signOut(page: Page) {
  const atProvider = page.waitForURL((url) => url.pathname.startsWith('/oidc/session/end'), {
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await atProvider;
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Kirjaudu', exact: true }).first()).toBeVisible();
}

/** A valid Finnish test personal identity code (individual number 900–999), different each call. */
export function testPersonalCode(): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const date = `${pad(1 + Math.floor(Math.random() * 28))}${pad(1 + Math.floor(Math.random() * 12))}${pad(
    Math.floor(Math.random() * 100),
  )}`;
  const individual = pad(900 + Math.floor(Math.random() * 100), 3);
  const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(`${date}${individual}`) % 31];
  return `${date}-${individual}${check}`;
}

/** The name a test person identifies with unless `Identification` says otherwise. */
const defaultIdentity = { firstNames: 'Matti Tapani', familyName: 'Virtanen' };

export interface Identification {
  /** Default: a new test code, so no other player has it. */
  personalCode?: string;
  firstNames?: string;
  familyName?: string;
}

/**
 * "Tunnistaudu" on the add-balance page → the simulated FTN page, filled in but not sent: the caller
 * presses its "Tunnistaudu" (exact). For a test that expects the identification to be refused (a personal
 * code already on another account); one that expects success calls `identifyStrongly`. Returns the code.
 */
export async function fillStrongIdentification(page: Page, identification: Identification = {}) {
  const personalCode = identification.personalCode ?? testPersonalCode();
  await page.goto('/tili/lisaa-saldoa');
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByRole('heading', { name: 'Vahva tunnistautuminen' })).toBeVisible();
  await page.getByLabel('Etunimet').fill(identification.firstNames ?? defaultIdentity.firstNames);
  await page.getByLabel('Sukunimi').fill(identification.familyName ?? defaultIdentity.familyName);
  await page.getByLabel('Henkilötunnus').fill(personalCode);
  return personalCode;
}

/**
 * "Tunnistaudu" on the add-balance page → the simulated FTN page → back through /auth, whose
 * POST /api/v1/users/auth must answer 200 → /tili with "Tunnistautumistiedot päivitetty".
 */
export async function identifyStrongly(page: Page, identification: Identification = {}) {
  const personalCode = await fillStrongIdentification(page, identification);
  // Every answer of the return, for the failure message: the first write may be refused once as
  // csrf_token_invalid and sent again (docs/decisions/0028-csrf.md), so no single answer decides.
  const answers: string[] = [];
  const record = async (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') && !pathname.startsWith('/auth')) return;
    const body = response.request().method() === 'GET' ? '' : await response.text().catch(() => '');
    answers.push(`${response.request().method()} ${pathname} ${response.status()} ${body}`);
  };
  page.on('response', record);
  await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  await expect(
    page.getByText(/^Tunnistautumistiedot päivitetty$|^Käyttäjän tunnistaminen epäonnistui\.$/),
  ).toBeVisible();
  page.off('response', record);
  await expect(page.getByText('Tunnistautumistiedot päivitetty'), answers.join('\n')).toBeVisible();
  await expect(page).toHaveURL(/\/tili$/);
  return personalCode;
}

/**
 * A player who may buy with money and deposit, signed in on /tili: registered and strongly identified under
 * the registered name over HTTP (`registerOverHttp`, `identifyOverHttp`), without walking the provider's and
 * the simulator's pages, which account.spec.ts walks (`identifyStrongly`).
 */
export async function identifiedPlayer(
  page: Page,
  options: NewPlayer & Pick<Identification, 'personalCode'> = {},
): Promise<Player> {
  const player = newPlayer(options);
  const { origin, tokens } = await registerOverHttp(page, player, options.phone ?? defaultPhone);
  await identifyOverHttp(page, origin, tokens.id_token, {
    personalCode: options.personalCode,
    firstNames: player.firstName,
    familyName: player.lastName,
  });
  await openSignedIn(page, origin, tokens, '/tili');
  return player;
}
