import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';
import { sendBadAddressPage } from './framework-errors.ts';

/**
 * Input the database cannot store or that no form of ours sends, refused before any handler sees it
 * (docs/decisions/0027-input-validation.md):
 * - text with a NUL character or half of a UTF-16 surrogate pair (PostgreSQL refuses both, as an error
 *   the client would otherwise see as a 500), in any value or key of the path, query or body;
 * - bodies nested deeper than {@link maxDepth} levels (every form of the API is at most a few deep);
 * - numbers that are not finite (`1e309` in JSON, `Infinity` in a path the schema coerced to a number).
 */
export const maxDepth = 32;

function badText(value: string): boolean {
  return value.includes('\u0000') || !value.isWellFormed();
}

/** Walks a value without recursion; answers the first problem found, if any. */
function problemOf(root: unknown, checkNumbers: boolean): 'text' | 'depth' | 'number' | null {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (badText(value)) return 'text';
    } else if (typeof value === 'number') {
      if (checkNumbers && !Number.isFinite(value)) return 'number';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= maxDepth) return 'depth';
      if (Array.isArray(value)) {
        for (const item of value) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (badText(key)) return 'text';
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

export const inputGuardPlugin = fp(
  async (app) => {
    // Callback hooks: they run on every request and wait for nothing.
    // Before the schemas run: what the client sent, as parsed.
    app.addHook('preValidation', (request, reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const problem = problemOf(part, true);
        if (problem === 'number') return done(new ApiError('value_too_big', 400));
        // A page address with a NUL in it (`/voittokauppa/%00`): the Finnish page, as for any address that
        // cannot be read; the API's answer is the catalogued JSON.
        if (problem && part !== request.body && sendBadAddressPage(reply, request.url)) return;
        if (problem) return done(new ApiError('invalid_format', 400));
      }
      done();
    });
    // After the schemas coerced path and query values: `Infinity` and `1e309` have become numbers.
    app.addHook('preHandler', (request, _reply, done) => {
      for (const part of [request.params, request.query]) {
        if (problemOf(part, true) === 'number') return done(new ApiError('value_too_big', 400));
      }
      done();
    });
  },
  { name: 'arpa-input-guard', fastify: '5.x' },
);
