import type { LocalizedString } from '@arpa/contract';
import type { ProblemList } from './import-error.ts';

/**
 * Reads the fields of one item of an import file, checking each one's type and collecting a problem (with
 * the item's line) for every field that is wrong, so an operator sees all mistakes of a file at once.
 */
export class ItemReader {
  private readonly item: Record<string, unknown>;
  private readonly line: number | null;
  private readonly problems: ProblemList;
  private readonly label: string;

  constructor(
    item: unknown,
    line: number | null,
    problems: ProblemList,
    label: string,
    allowed: readonly string[],
  ) {
    this.line = line;
    this.problems = problems;
    this.label = label;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.add(line, `${label} must be an object`);
      this.item = {};
      return;
    }
    this.item = item as Record<string, unknown>;
    for (const key of Object.keys(this.item)) {
      if (!allowed.includes(key)) problems.add(line, `${label}: unknown field '${key}'`);
    }
  }

  problem(message: string): void {
    this.problems.add(this.line, `${this.label}: ${message}`);
  }

  has(key: string): boolean {
    return this.item[key] !== undefined;
  }

  raw(key: string): unknown {
    return this.item[key];
  }

  requiredString(key: string, pattern?: RegExp): string {
    const value = this.item[key];
    if (typeof value !== 'string' || value.trim() === '') {
      this.problem(`'${key}' must be a non-empty string`);
      return '';
    }
    if (pattern && !pattern.test(value)) this.problem(`'${key}' must match ${pattern}`);
    return value;
  }

  optionalString(key: string): string | null {
    const value = this.item[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.problem(`'${key}' must be a string or null`);
      return null;
    }
    return value;
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.item[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') {
      this.problem(`'${key}' must be true or false`);
      return fallback;
    }
    return value;
  }

  integer(key: string, fallback: number, min = 0, max = 2_000_000_000): number {
    const value = this.item[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.problem(`'${key}' must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return value;
  }

  nullableInteger(key: string, min = 0, max = 2_000_000_000): number | null {
    if (this.item[key] === null || this.item[key] === undefined) return null;
    return this.integer(key, 0, min, max);
  }

  /** `[{ "lang": "fi", "value": "…" }]` */
  localized(key: string, required: boolean): LocalizedString[] {
    const value = this.item[key];
    if (value === undefined && !required) return [];
    const valid =
      Array.isArray(value) &&
      value.every(
        (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          Object.keys(entry).every((name) => name === 'lang' || name === 'value') &&
          typeof (entry as LocalizedString).lang === 'string' &&
          typeof (entry as LocalizedString).value === 'string',
      ) &&
      (!required || value.some((entry: LocalizedString) => entry.lang === 'fi' && entry.value.trim() !== ''));
    if (!valid) {
      this.problem(
        `'${key}' must be a list of { "lang", "value" }${required ? ' with a non-empty Finnish ("fi") text' : ''}`,
      );
      return [];
    }
    return (value as LocalizedString[]).map((entry) => ({ lang: entry.lang, value: entry.value }));
  }

  stringList(key: string): string[] {
    const value = this.item[key];
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
      this.problem(`'${key}' must be a list of strings`);
      return [];
    }
    return value as string[];
  }

  /** A list of objects with exactly the given string fields, e.g. images `[{ "source": "…" }]`. */
  records<K extends string>(
    key: string,
    fields: readonly K[],
    check?: (entry: Record<K, string>) => string | null,
  ) {
    const value = this.item[key];
    if (value === undefined) return [] as Record<K, string>[];
    const valid =
      Array.isArray(value) &&
      value.every(
        (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          Object.keys(entry).length === fields.length &&
          fields.every((field) => typeof (entry as Record<string, unknown>)[field] === 'string'),
      );
    if (!valid) {
      this.problem(`'${key}' must be a list of { ${fields.map((field) => `"${field}"`).join(', ')} }`);
      return [] as Record<K, string>[];
    }
    const entries = (value as Record<K, string>[]).map(
      (entry) => Object.fromEntries(fields.map((field) => [field, entry[field]])) as Record<K, string>,
    );
    for (const entry of entries) {
      const problem = check?.(entry);
      if (problem) this.problem(`'${key}': ${problem}`);
    }
    return entries;
  }
}

/** The items of an import file: a top-level array, or the array under `key` of a top-level object. */
export function itemsOf(value: unknown, key: string, problems: ProblemList): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && Array.isArray((value as Record<string, unknown>)[key])) {
    return (value as Record<string, unknown[]>)[key];
  }
  problems.add(1, `expected a list, or an object with a '${key}' list`);
  return [];
}

/** JSON with object keys sorted, for comparing a stored jsonb value (whose key order PostgreSQL chooses). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    typeof nested === 'object' && nested !== null && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([left], [right]) => (left < right ? -1 : 1)))
      : nested,
  );
}
