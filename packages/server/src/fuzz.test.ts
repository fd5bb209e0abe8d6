import { errorCodes } from '@arpa/contract';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, testUserHeader, type TestApp } from './test/harness.ts';

/**
 * Property-based fuzzing over the server's own route table: for every route and method, hostile path
 * parameters, query strings and bodies (derived from the route's schema, then mutated), sent anonymously,
 * as a signed-in player and (for the operator API) with the operator token. No answer may be a 5xx, and
 * every error answer of the API must carry a catalogued `code`. FUZZ_SEED varies the cases; FUZZ_RUNS the
 * number per route.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 80);
/**
 * Fewer cases for a route that reads nothing of the call and whose accepted calls are costly: POST
 * /api/admin/backup dumps the whole embedded database (0.1–0.3 s), and 80 cases of it were 11 of the 14 s
 * of this test on PGlite. A few cases still send it garbage anonymously, as a player and as the operator.
 */
const fewerRuns: Record<string, number> = { 'POST /api/admin/backup': 10 };
const adminToken = 'fuzz-operator-token';
const catalogue = new Set<string>(errorCodes);

/** Strings that have broken servers: NUL, lone surrogates, huge and odd numbers, long text, markup. */
const hostileStrings = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '9223372036854775808',
  '18446744073709551616',
  '-9223372036854775809',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '0x10',
  ' 1',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'ä'.repeat(3000),
  'a'.repeat(70_000),
  '🙂'.repeat(50),
  '2025-02-30',
  '2025-13-01T25:61:00Z',
  'not-an-email',
  '@',
);

const hostileNumbers = fc.constantFrom(
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
);

const anyScalar = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** JSON text nested `depth` levels deep (built as text: JSON.stringify itself overflows the stack). */
function deepNesting(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A value shaped like the schema (often valid), or a hostile one in its place. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyScalar;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyScalar);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anyScalar);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value, depth + 1)]),
      );
      shaped = fc.record(record, { requiredKeys: [] });
      break;
    }
    case 'array':
      shaped = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
      break;
    case 'integer':
      shaped = fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
      break;
    case 'number':
      shaped = fc.double({ noNaN: true, noDefaultInfinity: true });
      break;
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'string':
      shaped =
        schema.format === 'email'
          ? fc.emailAddress()
          : schema.format === 'date'
            ? fc.constantFrom('2025-01-31', '2025-02-30', '2099-12-31')
            : fc.string({ maxLength: 30 });
      break;
    default:
      shaped = anyScalar;
  }
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: anyScalar });
}

type Who = 'anonymous' | 'player' | 'operator';

interface Case {
  who: Who;
  path: string;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string }
    | { kind: 'deep'; depth: number; nesting: 'array' | 'object' };
}

/** Percent-encodes any string; a lone surrogate goes out as the bytes of one (which UTF-8 forbids). */
function encode(value: string): string {
  return value.isWellFormed()
    ? encodeURIComponent(value)
    : `${encodeURIComponent(value.toWellFormed())}%ED%A0%80`;
}

function pathArbitrary(url: string): fc.Arbitrary<string> {
  const parts = url.split('/').map((part) => {
    if (part === '*') return fc.oneof(fc.constant(''), fc.string({ maxLength: 20 }).map(encode));
    if (!part.startsWith(':')) return fc.constant(part);
    return fc.oneof(
      fc.integer({ min: 1, max: 50 }).map(String),
      hostileStrings.map((value) => encode(value.slice(0, 300))),
      fc.constantFrom('%00', '%ED%A0%80', '%FF', '1e309', '9223372036854775808', '-1', '1.5'),
    );
  });
  return fc.tuple(...parts).map((values) => values.join('/'));
}

function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const value = fc.oneof(
    fromSchema(undefined).map((v) => String(v)),
    hostileStrings,
    fc.integer({ min: 0, max: 20 }).map(String),
  );
  const pairs = fc.array(
    fc.tuple(
      keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string(),
      value,
    ),
    { maxLength: 4 },
  );
  return pairs.map((entries) =>
    entries.length === 0
      ? ''
      : `?${entries.map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 2000))}`).join('&')}`,
  );
}

function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Case['body']> {
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(schema).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 20, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const))
        .map(([depth, nesting]) => ({ kind: 'deep' as const, depth, nesting })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.constantFrom('{"a":', '\u0000', '{"x":"\\ud800"}', '[1,2', 'null', '"\\u0000"', '\uFEFF{}'),
          ),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'text/csv'),
        )
        .map(([text, type]) => ({ kind: 'raw' as const, text, type })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

function caseArbitrary(route: RouteOptions, method: string): fc.Arbitrary<Case> {
  const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
  return fc.record({
    who: fc.constantFrom<Who>('anonymous', 'player', 'player', 'operator'),
    path: pathArbitrary(route.url),
    query: queryArbitrary(schema.querystring),
    body: hasBody ? bodyArbitrary(schema.body) : fc.constant({ kind: 'none' as const }),
  });
}

function encodeBody(body: Case['body']): { payload?: string; type?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: JSON.stringify(body.value) ?? 'null', type: 'application/json' };
    case 'raw':
      return { payload: body.text, type: body.type };
    case 'deep':
      return { payload: deepNesting(body.depth, body.nesting), type: 'application/json' };
  }
}

describe(`fuzzing every route (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ env: { ADMIN_TOKEN: adminToken, TICKET_CODE_KEY: 'fuzz-ticket-key' } });
  });
  afterAll(() => test.close());

  it('answers hostile input with a catalogued 4xx, never a 5xx', async () => {
    const targets = test.routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method })),
      )
      // HEAD mirrors GET; the OIDC provider answers by its own protocol (OAuth error objects).
      .filter(
        ({ method, route }) => method !== 'HEAD' && method !== 'OPTIONS' && !route.url.startsWith('/oidc'),
      )
      // The built app's files are one route each: the first stands for them all.
      .filter(({ route }, index, all) => {
        const isFile = (url: string) => /\.[a-z0-9]+$/i.test(url);
        return !isFile(route.url) || all.findIndex(({ route: other }) => isFile(other.url)) === index;
      });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const csrf = await test.csrf();

    for (const [index, { route, method }] of targets.entries()) {
      const cases = fc.sample(caseArbitrary(route, method), {
        numRuns: Math.min(runsPerRoute, fewerRuns[`${method} ${route.url}`] ?? runsPerRoute),
        seed: seed + index,
      });
      for (const fuzz of cases) {
        const { payload, type } = encodeBody(fuzz.body);
        const headers: Record<string, string> = { ...csrf.headers };
        if (type) headers['content-type'] = type;
        if (fuzz.who === 'player') headers[testUserHeader] = 'fuzz-player';
        if (fuzz.who === 'operator') headers.authorization = `Bearer ${adminToken}`;
        const url = `${fuzz.path}${fuzz.query}`;
        const response = await test.app.inject({
          method: method as 'GET',
          url,
          headers,
          cookies: csrf.cookies,
          ...(payload === undefined ? {} : { payload }),
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const label = `${method} ${url.slice(0, 160)} (${fuzz.who}, body ${(payload ?? '').slice(0, 80)})`;
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
          continue;
        }
        const isJson = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
        // Our API and account service; the simulators answer in their providers' own protocols.
        const ours = url.startsWith('/api/') || url.startsWith('/me');
        if (response.statusCode >= 400 && isJson && ours) {
          const code = (response.json() as { code?: unknown }).code;
          if (typeof code !== 'string' || !catalogue.has(code)) {
            failures.push(`uncatalogued ${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }

    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const uncatalogued = failures.filter((failure) => failure.startsWith('uncatalogued')).length;
    console.log(
      `fuzz (${testDatabaseKind}, seed ${seed}): ${sent} requests over ${targets.length} routes; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
        `${serverErrors} × 5xx, ${uncatalogued} uncatalogued errors`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
