import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ImportError, ProblemList } from './import-error.ts';
import { parseJsonSource, type JsonSource } from './json-source.ts';
import { bumpCatalogueVersion } from '../../plugins/public-cache.ts';

/** The row of `cms_content` that holds the operator's replacement of static/content.json. */
export const contentName = 'content.json';

type Check = (value: unknown, path: string, report: (path: string, message: string) => void) => void;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Check = (value, path, report) => {
  if (typeof value !== 'string') report(path, 'must be a string');
};

function object(fields: Record<string, Check>, optional: readonly string[] = []): Check {
  return (value, path, report) => {
    if (!isObject(value)) return report(path, 'must be an object');
    for (const [key, check] of Object.entries(fields)) {
      if (value[key] === undefined) {
        if (!optional.includes(key)) report(`${path}.${key}`, 'is missing');
      } else {
        check(value[key], `${path}.${key}`, report);
      }
    }
  };
}

function list(item: Check, length?: number): Check {
  return (value, path, report) => {
    if (!Array.isArray(value)) return report(path, 'must be a list');
    if (length !== undefined && value.length !== length) report(path, `must have exactly ${length} items`);
    value.forEach((entry, index) => item(entry, `${path}[${index}]`, report));
  };
}

const slides = list(object({ image: text, content: text }, ['image']));

/** The top-level shape of SPEC §3 "CMS content"; nested texts may carry more fields than checked here. */
const contentShape: Record<string, Check> = {
  landingPage: object({ slides, cards: list(object({ title: text, text }), 3) }),
  otherLotteries: object({ slides }),
  claimable_lotteries: list(object({ slug: text, bottom_description: text })),
  playable_lotteries: list(object({ slug: text, description: text, bottom_description: text, popup: text })),
  terms: text,
  privacy: text,
  cookies: text,
  playableLotteries: object({ slides, depositBonus: object({ description: text }) }),
};

/** Problems of a content file, each at the line of the object it concerns. */
export function checkContent(source: JsonSource): void {
  const problems = new ProblemList();
  const root = source.value;
  if (!isObject(root)) throw new ImportError('the content must be a JSON object', 1);
  for (const key of Object.keys(root)) {
    if (!(key in contentShape)) problems.add(1, `unknown top-level field '${key}'`);
  }
  for (const [key, check] of Object.entries(contentShape)) {
    if (root[key] === undefined) {
      problems.add(1, `'${key}' is missing`);
      continue;
    }
    check(root[key], key, (path, message) => {
      problems.add(
        source.lineOf(lookup(root, path)) ?? source.lineOf(lookup(root, parentPath(path))) ?? 1,
        `'${path}' ${message}`,
      );
    });
  }
  problems.throwIfAny();
}

function parentPath(path: string): string {
  return path.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
}

function lookup(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const [, key, index] of path.matchAll(/\.?([^.[\]]+)|\[(\d+)\]/g)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key ?? index];
  }
  return node;
}

/** Checks and stores a new CMS content file; /static/content.json serves it from now on. */
export async function replaceContent(db: Kysely<Database>, text: string): Promise<{ replaced: true }> {
  const source = parseJsonSource(text);
  checkContent(source);
  const content = JSON.stringify(source.value);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cms_content')
      .values({ name: contentName, content })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ content, updated_at: new Date() }))
      .execute();
    await bumpCatalogueVersion(trx);
  });
  return { replaced: true };
}

/** The operator's content, or undefined while the file shipped in static/ is in force. */
export async function findReplacedContent(db: Kysely<Database>): Promise<unknown> {
  const row = await db
    .selectFrom('cms_content')
    .select('content')
    .where('name', '=', contentName)
    .executeTakeFirst();
  return row?.content;
}
