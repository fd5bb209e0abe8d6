import { ImportError } from './import-error.ts';

/** One record of a CSV file and the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Parses RFC 4180 CSV: comma-separated, fields optionally in double quotes (a quote inside is doubled,
 * a quoted field may span lines), CRLF or LF line ends, an optional UTF-8 byte order mark. Blank lines
 * are skipped but still counted, so reported line numbers match an editor's.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let position = text.startsWith('\uFEFF') ? 1 : 0;
  let line = 1;

  while (position < text.length) {
    const recordLine = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let fieldStarted = false;
    let ended = false;

    while (!ended) {
      if (position >= text.length) {
        if (quoted) throw new ImportError('unterminated quoted field', recordLine);
        fields.push(field);
        ended = true;
        break;
      }
      const char = text[position];
      if (quoted) {
        if (char === '"') {
          if (text[position + 1] === '"') {
            field += '"';
            position += 2;
          } else {
            quoted = false;
            position += 1;
            const next = text[position];
            if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
              throw new ImportError('unexpected character after a closing quote', line);
            }
          }
        } else {
          if (char === '\n') line += 1;
          field += char;
          position += 1;
        }
      } else if (char === '"' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
        position += 1;
      } else if (char === '"') {
        throw new ImportError('a quote inside an unquoted field', line);
      } else if (char === ',') {
        fields.push(field);
        field = '';
        fieldStarted = false;
        position += 1;
      } else if (char === '\r' || char === '\n') {
        fields.push(field);
        position += char === '\r' && text[position + 1] === '\n' ? 2 : 1;
        line += 1;
        ended = true;
      } else {
        field += char;
        fieldStarted = true;
        position += 1;
      }
    }

    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: recordLine, fields });
  }
  return records;
}
