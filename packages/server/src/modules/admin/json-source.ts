import { ImportError } from './import-error.ts';

/** A parsed JSON file that remembers the line each object and array starts on. */
export interface JsonSource {
  value: unknown;
  /** The 1-based line where `node` (an object or array of `value`) starts; null for anything else. */
  lineOf(node: unknown): number | null;
}

/**
 * Parses JSON like `JSON.parse` and records where each object and array begins, so that an importer can
 * say "line 42: unknown product category" about an item of the file. Syntax errors carry their line.
 */
export function parseJsonSource(text: string): JsonSource {
  const lines = new WeakMap<object, number>();
  let position = text.startsWith('\uFEFF') ? 1 : 0;
  let line = 1;

  const fail = (message: string): never => {
    throw new ImportError(`invalid JSON: ${message}`, line);
  };
  // Import files are flat lists of items; anything deeper is a mistake or an attack on the stack.
  const maxDepth = 64;
  let depth = 0;
  function enter(): void {
    depth += 1;
    if (depth > maxDepth) fail(`nested deeper than ${maxDepth} levels`);
  }
  /** Text the database can store: no NUL characters, no halves of a UTF-16 surrogate pair. */
  function storable(value: string): string {
    if (value.includes('\u0000') || !value.isWellFormed()) {
      fail('a string holds a NUL character or an unpaired surrogate');
    }
    return value;
  }

  function skipWhitespace(): void {
    while (position < text.length) {
      const char = text[position];
      if (char === '\n') line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
      position += 1;
    }
  }

  function token(pattern: RegExp): string {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) return fail(`unexpected ${position < text.length ? `'${text[position]}'` : 'end of file'}`);
    position += match[0].length;
    return match[0];
  }

  // eslint-disable-next-line no-control-regex -- JSON forbids raw control characters inside strings.
  const stringPattern = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
  const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const literalPattern = /true|false|null/y;

  function parseValue(): unknown {
    skipWhitespace();
    const char = text[position];
    if (char === '{') return parseObject();
    if (char === '[') return parseArray();
    if (char === '"') return storable(JSON.parse(token(stringPattern)) as string);
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      const number = JSON.parse(token(numberPattern)) as number;
      if (!Number.isFinite(number)) fail('a number is too large');
      return number;
    }
    return JSON.parse(token(literalPattern)) as boolean | null;
  }

  function parseObject(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    lines.set(result, line);
    position += 1;
    enter();
    skipWhitespace();
    if (text[position] === '}') {
      position += 1;
      depth -= 1;
      return result;
    }
    for (;;) {
      skipWhitespace();
      if (text[position] !== '"') fail('expected a property name');
      const key = storable(JSON.parse(token(stringPattern)) as string);
      skipWhitespace();
      if (text[position] !== ':') fail("expected ':'");
      position += 1;
      // Own data property even for "__proto__", as JSON.parse does.
      Object.defineProperty(result, key, {
        value: parseValue(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skipWhitespace();
      if (text[position] === ',') {
        position += 1;
      } else if (text[position] === '}') {
        position += 1;
        depth -= 1;
        return result;
      } else {
        fail("expected ',' or '}'");
      }
    }
  }

  function parseArray(): unknown[] {
    const result: unknown[] = [];
    lines.set(result, line);
    position += 1;
    enter();
    skipWhitespace();
    if (text[position] === ']') {
      position += 1;
      depth -= 1;
      return result;
    }
    for (;;) {
      skipWhitespace();
      result.push(parseValue());
      skipWhitespace();
      if (text[position] === ',') {
        position += 1;
      } else if (text[position] === ']') {
        position += 1;
        depth -= 1;
        return result;
      } else {
        fail("expected ',' or ']'");
      }
    }
  }

  const value = parseValue();
  skipWhitespace();
  if (position < text.length) fail('unexpected content after the end');
  return {
    value,
    lineOf: (node) => (typeof node === 'object' && node !== null ? (lines.get(node) ?? null) : null),
  };
}
