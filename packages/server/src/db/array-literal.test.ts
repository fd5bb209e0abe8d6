import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/harness.ts';
import { arrayLiteral } from './array-literal.ts';
import type { DatabaseHandle } from './database.ts';
import { fixedStatement } from './prepared.ts';

/** The grouped claim statements' array parameters are read by the database as the values they were. */
describe(`array literals (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const texts = fixedStatement<{ value: string | null; ord: number }>(
    'test_array_texts',
    'select value, ord from unnest($1::text[]) with ordinality as u(value, ord) order by ord',
  );
  const numbers = fixedStatement<{ value: number | null; big: number | null; flag: boolean | null }>(
    'test_array_numbers',
    `select u.value, u.big, u.flag
       from unnest($1::float8[], $2::bigint[], $3::boolean[]) with ordinality as u(value, big, flag, ord)
      order by u.ord`,
  );
  const instants = fixedStatement<{ at: Date | null }>(
    'test_array_instants',
    `select to_timestamp(u.ms / 1000) as at from unnest($1::float8[]) with ordinality as u(ms, ord) order by u.ord`,
  );

  it('keeps every string as it was, quotes, backslashes, braces and the word NULL included', async () => {
    const values = [
      'a"b',
      'c\\d',
      '\\"',
      '{x,y}',
      ' with spaces ',
      '',
      'NULL',
      null,
      'ääkköset – 💶',
      'line\nbreak',
      'a,b',
    ];
    const { rows } = await texts(database.db, [arrayLiteral(values)]);
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('keeps numbers, ids past 2^31, booleans and nulls', async () => {
    const { rows } = await numbers(database.db, [
      arrayLiteral([-1.5, 0, 1_764_625_558_123, null]),
      arrayLiteral([2_147_483_648, -7, null, 9_007_199_254_740_991]),
      arrayLiteral([true, false, null, true]),
    ]);
    expect(rows).toEqual([
      { value: -1.5, big: 2_147_483_648, flag: true },
      { value: 0, big: -7, flag: false },
      { value: 1_764_625_558_123, big: null, flag: null },
      { value: null, big: 9_007_199_254_740_991, flag: true },
    ]);
  });

  it('turns epoch milliseconds into the same instants, to the millisecond', async () => {
    const times = [
      new Date('2026-12-01T23:05:58.123Z'),
      new Date('2026-03-29T00:59:59.999Z'),
      new Date('1999-12-31T23:59:59.001Z'),
    ];
    const { rows } = await instants(database.db, [arrayLiteral([...times.map((at) => at.getTime()), null])]);
    expect(rows.map((row) => row.at)).toEqual([...times, null]);
  });

  it('refuses a number the database would read as something else', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow(TypeError);
    expect(() => arrayLiteral([Number.POSITIVE_INFINITY])).toThrow(TypeError);
    expect(arrayLiteral([])).toBe('{}');
  });
});
