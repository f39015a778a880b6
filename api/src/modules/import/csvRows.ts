import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/errors.js';

/** One CSV record with the file line it starts on (1-based, as a spreadsheet shows it). */
export type CsvRow = { line: number; cells: string[] };

/** Every record of a CSV text (quoted cells may span lines); a file that is not CSV is a 400 naming the line. */
export function readCsv(text: string): CsvRow[] {
  const bytes = Buffer.from(text, 'utf8');
  let records: Array<{ record: string[]; info: { bytes: number } }>;
  try {
    records = parse(bytes, { info: true, relax_column_count: true, relax_quotes: true, bom: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(`The file is not a CSV file${line ? ` (line ${line})` : ''}`);
  }
  const rows: CsvRow[] = [];
  let from = 0;
  for (const { record, info } of records) {
    let start = from;
    while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
    rows.push({ line: 1 + countNewlines(bytes, start), cells: record });
    from = info.bytes;
  }
  return rows;
}

function countNewlines(bytes: Buffer, end: number) {
  let n = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) n++;
  return n;
}

/** Reads cells by header name (any case, spaces and underscores alike). */
export function columnsOf(header: string[]) {
  const key = (name: string) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ' ');
  const index = new Map(header.map((name, i) => [key(name), i]));
  return {
    has: (name: string) => index.has(key(name)),
    cell: (row: CsvRow, name: string) => {
      const i = index.get(key(name));
      return i === undefined ? '' : (row.cells[i] ?? '').trim();
    },
  };
}

/** A 400 that names where in the file the trouble is. */
export const rowError = (line: number, column: string | null, message: string) =>
  badRequest(`Line ${line}${column ? `, column ${column}` : ''}: ${message}`, { line, ...(column ? { column } : {}) });
