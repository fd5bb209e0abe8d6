import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { e2eAdminToken } from './env';
import { expectAccessible, signedInPlayer } from './support';

/**
 * The extra draw from end to end (issue 17): a signed-in player's no-win ticket joins the draw, the operator
 * runs it with the CLI (`npm run admin -- extra-draw:run`) against this server, and the player sees the
 * win in Voittohistoria and on Tilisaldot. The lottery is this file's own hidden one, so no other spec's
 * entries take part in its draw.
 */

const slug = 'e2e-lisaarvonta';
const ticket = { code_a: 'LISA0001', code_b: '9001' };
const cli = fileURLToPath(new URL('../../packages/server/src/cli/admin.ts', import.meta.url));
const run = promisify(execFile);

async function admin(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [cli, ...args], {
    env: { ...process.env, ARPA_URL: baseURL, ADMIN_TOKEN: e2eAdminToken },
  });
  return stdout;
}

test.beforeAll(async ({ request, baseURL }) => {
  const headers = { authorization: `Bearer ${e2eAdminToken}` };
  const lotteries = await request.post('/api/admin/lotteries/import', {
    headers: { ...headers, 'content-type': 'application/json' },
    data: JSON.stringify([
      {
        slug,
        names: [{ lang: 'fi', value: 'Lisäarpa' }],
        descriptions: [{ lang: 'fi', value: 'Arpa, jonka voitottomilla arvoilla osallistuu lisäarvontaan.' }],
        hidden: true,
        extra_lottery_enabled: true,
        codes_check_type: 4,
      },
    ]),
  });
  expect(lotteries.status(), await lotteries.text()).toBe(200);
  const tickets = await request.post(`/api/admin/tickets/import?lottery=${slug}&series=E2E-LISA`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: `code_a,code_b,product,value,transferrable,claimable\n${ticket.code_a},${ticket.code_b},,0,0,0\n`,
  });
  expect(tickets.status(), await tickets.text()).toBe(200);
  const scheduled = await admin(
    baseURL as string,
    'extra-draw:schedule',
    '--lottery',
    slug,
    '--closes-at',
    '2030-01-31T18:00:00+02:00',
    '--winners',
    '3',
    '--prize-value',
    '2000',
  );
  expect(scheduled).toMatch(/scheduled, closes 2030-01-31T16:00:00\.000Z; seed commitment [0-9a-f]{64}/);
});

test('a player joins the extra draw, the operator runs it from the CLI, and the player sees the win', async ({
  page,
  baseURL,
}) => {
  await signedInPlayer(page, {
    start: `/lunastettavat/${slug}`,
    firstName: 'Lassi',
    lastName: 'Lisänen',
    emailPrefix: 'lisa',
  });

  // The lottery page names the next draw and its prizes.
  const draw = page.getByRole('region', { name: 'Lisäarvonta' });
  await expect(draw.getByText('Seuraava arvonta').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '31.01.2030 18:00',
  );
  await expect(draw.getByText('3 × 20,00 €')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.getByLabel('Tarkistusnumero 1').fill(ticket.code_a);
  await page.getByLabel('Tarkistusnumero 2').fill(ticket.code_b);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByText('Olet osallistunut lisäarvontaan!')).toBeVisible();

  const output = await admin(baseURL as string, 'extra-draw:run', '--lottery', slug, '--close-now');
  expect(output).toContain('1 participants, 1 winners');
  expect(output).toContain('1. L. L. (credited)');
  const drawId = /^draw (\d+) /.exec(output)?.[1] as string;
  expect(await admin(baseURL as string, 'extra-draw:verify', drawId)).toContain('verified');
  expect(await admin(baseURL as string, 'extra-draw:winners', drawId)).toMatch(
    /^1\. credited \(player [^)]+\): Lassi, Lisänen, lisa-/,
  );
  // The same period cannot be drawn again.
  await expect(admin(baseURL as string, 'extra-draw:run', '--lottery', slug, '--close-now')).rejects.toThrow(
    /extra_draw_already_drawn/,
  );

  // The lottery page publishes the result: participants and the winner by initials.
  await page.goto(`/lunastettavat/${slug}`);
  const results = page.getByRole('list', { name: 'Arvontojen tulokset' });
  await expect(results).toContainText('Osallistujia 1. Palkinto: 20,00 €.');
  await expect(results.getByRole('listitem').nth(1)).toHaveText('L. L.');
  await expect(page.getByText('Seuraava arvonta')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/tili/voittohistoria');
  const claims = page.getByRole('list', { name: 'Voittohistoria' });
  await expect(claims.getByRole('listitem').first()).toContainText('Lisäarvonnan voitto');
  await expect(claims.getByRole('listitem').first()).toContainText('20,00 €');
  await expect(claims.getByRole('listitem').first()).toContainText('Lisäarpa');
  await expectAccessible(page);

  await page.goto('/tili/tilisaldot');
  const balances = page.getByRole('region', { name: 'Saldot' });
  await expect(balances.getByRole('definition').first()).toHaveText('20,00 €');
  await expectAccessible(page);

  await page.goto('/tili/tilitapahtumat');
  await expect(page.getByRole('main')).toContainText('Lisävoitot');
});
