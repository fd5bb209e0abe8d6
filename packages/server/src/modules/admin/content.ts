import { cmsContentProblems, type SchemaProblem } from '@arpa/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ImportError, ProblemList } from './import-error.ts';
import { parseJsonSource, type JsonSource } from './json-source.ts';
import { bumpCatalogueVersion } from '../../plugins/public-cache.ts';

/** The row of `cms_content` that holds the operator's replacement of static/content.json. */
export const contentName = 'content.json';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/landingPage/cards/0/title` as the problems name it: `landingPage.cards[0].title`. */
function dottedPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

const typeNames: Record<string, string> = { string: 'a string', object: 'an object', array: 'a list' };

/** What is wrong at `path`, in the words of the import's problems. */
function problemTexts({ keyword, instancePath, params }: SchemaProblem): { path: string; message: string }[] {
  const path = dottedPath(instancePath);
  const field = (key: string) => (path ? `${path}.${key}` : key);
  switch (keyword) {
    case 'required':
      return (params.requiredProperties as string[]).map((key) => ({
        path: field(key),
        message: 'is missing',
      }));
    case 'additionalProperties':
      return (params.additionalProperties as string[]).map((key) => ({
        path,
        message: path ? `has an unknown field '${key}'` : `unknown top-level field '${key}'`,
      }));
    case 'type':
      return [{ path, message: `must be ${typeNames[String(params.type)] ?? String(params.type)}` }];
    case 'minItems':
    case 'maxItems':
      return [{ path, message: `must have exactly ${String(params.limit)} items` }];
    case 'boolean':
      // `additionalProperties: false` answers once for the object (above) and once per field: the field's
      // own error says nothing more.
      return [];
    default:
      return [{ path, message: `does not match the CMS content schema (${keyword})` }];
  }
}

/** Problems of a content file (the contract's CmsContent schema), each at the line of what it concerns. */
export function checkContent(source: JsonSource): void {
  const problems = new ProblemList();
  const root = source.value;
  if (!isObject(root)) throw new ImportError('the content must be a JSON object', 1);
  for (const problem of cmsContentProblems(root)) {
    for (const { path, message } of problemTexts(problem)) {
      const text = path && !message.startsWith('unknown top-level') ? `'${path}' ${message}` : message;
      problems.add(
        source.lineOf(lookup(root, path)) ?? source.lineOf(lookup(root, parentPath(path))) ?? 1,
        text,
      );
    }
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
