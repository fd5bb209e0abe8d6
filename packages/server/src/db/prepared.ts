import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import pg from 'pg';

/**
 * Statements the server sends often enough that PostgreSQL should plan them once per connection
 * (docs/decisions/0062-prepared-group-statements.md). A statement whose text starts with this marker is sent
 * by its connection as a named prepared statement (parsed and planned on its first use on that connection,
 * then only bound and executed); every other statement stays unnamed, planned where it is sent, as before.
 * The embedded database reads the marker as the comment it is.
 */
const marker = /^\/\* prepared:([a-z_]+) \*\//;

function markerOf(name: string): string {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`a prepared statement's name is [a-z_]+: ${name}`);
  return `/* prepared:${name} */`;
}

/**
 * A prepared statement whose text never changes, written with its own placeholders (`$1`, `$2`, …): the
 * text is made once, and each call only binds its parameters (no query builder compiles it again). For the
 * statements sent most often: the grouped quick-claim statements (docs/decisions/0069-claims-cpu.md).
 */
export function fixedStatement<R>(
  name: string,
  text: string,
): <DB>(db: Kysely<DB>, parameters: readonly unknown[]) => Promise<QueryResult<R>> {
  const marked = `${markerOf(name)} ${text}`;
  return (db, parameters) => db.executeQuery<R>(CompiledQuery.raw(marked, [...parameters]));
}

/**
 * A pg client that sends marked statements as named prepared statements. One name is one text: pg refuses a
 * second text under a name it has prepared on the connection ("Prepared statements must be unique"), so a
 * name given twice fails loudly instead of running the wrong statement.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name = typeof text === 'string' && Array.isArray(values) ? marker.exec(text)?.[1] : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    }) as pg.Client['query'];
  }
}
