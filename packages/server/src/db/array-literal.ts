/**
 * A PostgreSQL array literal (`{1,2,NULL}`, `{"a","b\"c"}`) of `values`, for a parameter cast to an array
 * type in the statement (`$1::bigint[]`). The pg driver writes an array parameter element by element
 * (every element through two regular expressions, dates as local-time text); the grouped claim statements
 * send a dozen such arrays a group, so they are written here in one pass (docs/decisions/0069-claims-cpu.md).
 * Instants go as epoch milliseconds (`to_timestamp(ms / 1000)` in the statement): writing a date as text
 * costs more than the rest of the array. Strings are always quoted, `\` and `"` escaped, so nothing in one
 * can end its element.
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  let text = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) text += ',';
    const value = values[index];
    if (value === null) text += 'NULL';
    else if (typeof value === 'string') text += quoted(value);
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new TypeError(`an array element is not a finite number: ${value}`);
      text += String(value);
    } else text += value ? 't' : 'f';
  }
  return `${text}}`;
}

function quoted(value: string): string {
  if (value.includes('\\') || value.includes('"')) {
    return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  }
  return `"${value}"`;
}
