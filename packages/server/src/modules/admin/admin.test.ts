import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { parseCsv } from './csv.ts';
import { ImportError } from './import-error.ts';
import { parseJsonSource } from './json-source.ts';
import { demoSeedDir } from './seed.ts';

const adminToken = 'testi-ylläpitäjän-avain';
const seed = (file: string) => readFileSync(join(demoSeedDir, file), 'utf8');
const header = 'code_a,code_b,product,value,transferrable,claimable';

describe('CSV and JSON sources', () => {
  it('parses quoted fields, doubled quotes, CRLF and a byte order mark, numbering lines like an editor', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\nline",z\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['multi\nline', 'z'] },
    ]);
  });

  it('reports a broken quote with its line', () => {
    expect(() => parseCsv('a,b\n"open,b\n')).toThrow(ImportError);
    expect(() => parseCsv('a,b\nx"y,b\n')).toThrow(/line 2/);
  });

  it('parses JSON exactly like JSON.parse and knows where each object starts', () => {
    const text =
      '{\n  "items": [\n    { "a": 1 },\n    {\n      "b": [true, null, -1.5e3, "\\u00e4"]\n    }\n  ]\n}';
    const source = parseJsonSource(text);
    expect(source.value).toEqual(JSON.parse(text));
    const items = (source.value as { items: object[] }).items;
    expect(items.map(source.lineOf)).toEqual([3, 4]);
    expect(() => parseJsonSource('{\n  "a": 1,\n}')).toThrow(/line 3/);
  });
});

describe(`operator API and importers (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
  });
  afterEach(() => assertLedgerInvariant(test.db));
  afterAll(() => test.close());

  function admin(
    method: 'POST' | 'PUT',
    url: string,
    payload: string,
    contentType = 'application/json',
    token = adminToken,
  ) {
    return test.app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  function importTickets(csv: string, query: string) {
    return admin('POST', `/api/admin/tickets/import?${query}`, csv, 'text/csv');
  }

  it('refuses every admin call without the operator token, and with a wrong one', async () => {
    for (const token of ['', 'väärä-avain', `${adminToken}x`]) {
      const response = await admin(
        'POST',
        '/api/admin/lotteries/import',
        seed('lotteries.json'),
        'application/json',
        token,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
    const content = await admin('PUT', '/api/admin/content', '{}', 'application/json', '');
    expect(content.statusCode).toBe(401);
    expect(await test.db.selectFrom('lotteries').select('id').execute()).toEqual([]);
  });

  it('imports the demo catalogue, and importing the same files again changes nothing', async () => {
    const products = await admin('POST', '/api/admin/products/import', seed('products.json'));
    expect(products.statusCode).toBe(200);
    expect(products.json()).toEqual({
      categories: { created: 4, updated: 0, unchanged: 0 },
      products: { created: 13, updated: 0, unchanged: 0 },
    });
    const lotteries = await admin('POST', '/api/admin/lotteries/import', seed('lotteries.json'));
    expect(lotteries.json()).toEqual({ created: 4, updated: 0, unchanged: 0 });
    const tickets = await importTickets(
      seed('tickets-assa-arpa.csv'),
      'lottery=assa-arpa&series=ASSA-2025&validity_end=2027-12-31',
    );
    expect(tickets.statusCode).toBe(200);
    expect(tickets.json()).toMatchObject({ series_created: true, created: 12, unchanged: 0 });

    const snapshot = async () => ({
      lotteries: await test.db.selectFrom('lotteries').selectAll().orderBy('id').execute(),
      products: await test.db.selectFrom('products').selectAll().orderBy('id').execute(),
      options: await test.db.selectFrom('product_options').selectAll().orderBy('id').execute(),
      variations: await test.db.selectFrom('product_variations').selectAll().orderBy('id').execute(),
      tickets: await test.db.selectFrom('tickets').selectAll().orderBy('id').execute(),
      series: await test.db.selectFrom('ticket_series').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();

    expect((await admin('POST', '/api/admin/products/import', seed('products.json'))).json()).toEqual({
      categories: { created: 0, updated: 0, unchanged: 4 },
      products: { created: 0, updated: 0, unchanged: 13 },
    });
    expect((await admin('POST', '/api/admin/lotteries/import', seed('lotteries.json'))).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 4,
    });
    const again = await importTickets(
      seed('tickets-assa-arpa.csv'),
      'lottery=assa-arpa&series=ASSA-2025&validity_end=2027-12-31',
    );
    expect(again.json()).toMatchObject({
      series_created: false,
      series_updated: false,
      created: 0,
      unchanged: 12,
    });
    expect(await snapshot()).toEqual(before);

    const lottery = before.lotteries.find((row) => row.slug === 'assa-arpa');
    expect(lottery).toMatchObject({ codes_check_type: 2, quick_claim_enabled: true, hidden: false });
    expect(before.series[0].user_account_validity_end?.toISOString()).toBe('2027-12-31T21:59:59.999Z');
  });

  it('stores only keyed hashes of the codes, never the codes themselves', async () => {
    const tickets = await test.db.selectFrom('tickets').selectAll().execute();
    expect(tickets.length).toBeGreaterThan(0);
    const stored = JSON.stringify(tickets).toUpperCase();
    for (const code of ['ASSA20250001', 'ASSA-2025-0001', '2025-0001']) expect(stored).not.toContain(code);
    expect(tickets.every((ticket) => /^[0-9a-f]{64}$/.test(ticket.code_hash))).toBe(true);
  });

  it('updates a changed lottery by slug and a changed product by custom_id, keeping option ids', async () => {
    const lotteries = JSON.parse(seed('lotteries.json')) as { lotteries: Record<string, unknown>[] };
    lotteries.lotteries[2].hidden = true;
    const response = await admin('POST', '/api/admin/lotteries/import', JSON.stringify(lotteries));
    expect(response.json()).toEqual({ created: 0, updated: 1, unchanged: 3 });
    const onnenapila = await test.db
      .selectFrom('lotteries')
      .selectAll()
      .where('slug', '=', 'onnenapila')
      .executeTakeFirstOrThrow();
    expect(onnenapila.hidden).toBe(true);

    const optionIds = async () =>
      (
        await test.db.selectFrom('product_options').select(['id', 'custom_id']).orderBy('id').execute()
      ).filter((row) => ['musta', 'punainen'].includes(row.custom_id));
    const before = await optionIds();
    const catalogue = JSON.parse(seed('products.json')) as { products: Record<string, unknown>[] };
    const thermos = catalogue.products.find((product) => product.custom_id === 'termospullo') as {
      options: unknown[];
      value: number;
    };
    thermos.options.pop();
    thermos.value = 2990;
    const products = await admin('POST', '/api/admin/products/import', JSON.stringify(catalogue));
    expect(products.json().products).toEqual({ created: 0, updated: 1, unchanged: 12 });
    expect(await optionIds()).toEqual(before);
    const sininen = await test.db
      .selectFrom('product_options')
      .select('id')
      .where('custom_id', '=', 'sininen')
      .execute();
    expect(sininen).toEqual([]);
  });

  it('reports every problem of a ticket file with its line and imports none of it', async () => {
    const csv = [
      header,
      ',ZZZZ-0000-0001,termospullo,2490,0,1',
      ',ZZZZ-0000-0002,ei-ole-olemassa,100,0,1',
      'ABC,ZZZZ-0000-0003,,0,0,0',
      ',ZZZZ-0000-0004,,0,2,0',
      ',zzzz 0000 0001,,0,0,0',
      ',ZZZZ-0000-0005,voitto-10,0,1,1',
    ].join('\n');
    const response = await importTickets(csv, 'lottery=assa-arpa&series=ASSA-2026');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid_input');
    expect(body.problems).toEqual([
      { line: 3, message: "unknown product 'ei-ole-olemassa'" },
      { line: 4, message: 'code_a must be empty: this lottery uses code_b only' },
      { line: 5, message: "transferrable must be 0 or 1, not '2'" },
      { line: 6, message: 'the same codes as line 2' },
      { line: 7, message: 'a transferrable prize needs a value' },
    ]);
    const series = await test.db
      .selectFrom('ticket_series')
      .select('alias')
      .where('alias', '=', 'ASSA-2026')
      .execute();
    expect(series).toEqual([]);
  });

  it('refuses a wrong header, an unknown lottery and a code re-imported with another prize', async () => {
    const wrongHeader = await importTickets('koodi,tuote\nA,B', 'lottery=assa-arpa&series=X');
    expect(wrongHeader.json().problems).toEqual([{ line: 1, message: `the header must be ${header}` }]);

    const unknown = await importTickets(`${header}\nA,,,0,0,0`, 'lottery=ei-ole&series=X');
    expect(unknown.json().problems).toEqual([{ line: null, message: "no lottery with slug 'ei-ole'" }]);

    const changedPrize = await importTickets(
      `${header}\n,ASSA-2025-0004,kahvinkeitin,4990,0,1`,
      'lottery=assa-arpa&series=ASSA-2025',
    );
    expect(changedPrize.statusCode).toBe(400);
    expect(changedPrize.json().problems).toEqual([
      { line: 2, message: 'these codes were already imported with another prize or ticket series' },
    ]);
  });

  it('reports lottery and product problems at the line of the item', async () => {
    const lotteries =
      '[\n  { "slug": "uusi", "names": [{ "lang": "fi", "value": "Uusi" }] },\n  {\n    "slug": "Väärä slug",\n    "names": [],\n    "codes_check_typ": 2\n  }\n]';
    const response = await admin('POST', '/api/admin/lotteries/import', lotteries);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { line: 3, message: "lottery 2: unknown field 'codes_check_typ'" },
      { line: 3, message: "lottery 2: 'slug' must match /^[a-z0-9][a-z0-9-]*$/" },
      {
        line: 3,
        message: `lottery 2: 'names' must be a list of { "lang", "value" } with a non-empty Finnish ("fi") text`,
      },
    ]);
    expect(await test.db.selectFrom('lotteries').select('id').where('slug', '=', 'uusi').execute()).toEqual(
      [],
    );

    const products =
      '{\n  "products": [\n    {\n      "custom_id": "x",\n      "names": [{ "lang": "fi", "value": "X" }],\n      "category": "ei-ole"\n    }\n  ]\n}';
    const productResponse = await admin('POST', '/api/admin/products/import', products);
    expect(productResponse.json().problems).toEqual([
      { line: 3, message: "product 'x': unknown category 'ei-ole'" },
    ]);

    const malformed = await admin('POST', '/api/admin/products/import', '{\n  "products": [\n');
    expect(malformed.json().problems).toEqual([{ line: 3, message: 'invalid JSON: unexpected end of file' }]);
  });

  it('keeps a lottery’s codes_check_type once it has tickets', async () => {
    const lotteries = JSON.parse(seed('lotteries.json')) as { lotteries: Record<string, unknown>[] };
    lotteries.lotteries[0].codes_check_type = 1;
    const response = await admin('POST', '/api/admin/lotteries/import', JSON.stringify(lotteries, null, 2));
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { line: 3, message: "lottery 'assa-arpa' has tickets, so its codes_check_type cannot change" },
    ]);
  });

  it('replaces the CMS content served at /static/content.json after checking its shape', async () => {
    const shipped = await test.app.inject({ url: '/static/content.json' });
    expect(shipped.statusCode).toBe(200);
    const content = shipped.json();
    expect(content.landingPage.cards).toHaveLength(3);

    const broken = {
      ...content,
      terms: 5,
      landingPage: { ...content.landingPage, cards: content.landingPage.cards.slice(0, 2) },
    };
    const refused = await admin('PUT', '/api/admin/content', JSON.stringify(broken, null, 2));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems.map((problem: { message: string }) => problem.message)).toEqual([
      "'landingPage.cards' must have exactly 3 items",
      "'terms' must be a string",
    ]);
    expect((await test.app.inject({ url: '/static/content.json' })).json()).toEqual(content);

    const replaced = { ...content, terms: 'Uudet käyttöehdot astuvat voimaan 1.1.2026.' };
    const accepted = await admin('PUT', '/api/admin/content', JSON.stringify(replaced));
    expect(accepted.statusCode).toBe(200);
    const served = await test.app.inject({ url: '/static/content.json' });
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    expect(served.json()).toEqual(replaced);
  });

  it('needs no CSRF token (it is not cookie-authenticated), while the public API still does', async () => {
    const response = await admin('POST', '/api/admin/lotteries/import', seed('lotteries.json'));
    expect(response.statusCode).toBe(200);
    const claim = await test.app.inject({
      method: 'POST',
      url: '/api/v1/lotteries/1/claims/',
      payload: { code_b: 'X' },
    });
    expect(claim.statusCode).toBe(403);
    expect(claim.json().code).toBe('csrf_token_invalid');
  });
});
