/**
 * The CSV files the admin downloads (the catalogue export, the GSTR-1 exports): UTF-8 with a BOM so Excel reads ₹ and
 * Hindi right, Windows line ends, and every cell escaped against formula injection (escapeCell: text a spreadsheet
 * would run as a formula starts with an apostrophe; plain numbers, negative ones too, stay numbers).
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { escapeCell } from '../shop/admin/product-csv.ts';

const OPTIONS = { bom: true, record_delimiter: 'windows' } as const;

const escaped = (record: readonly string[]) => record.map(escapeCell);

/** Records (header first) as a stream of CSV text, for files too large to hold at once. */
export function csvStream(records: Iterable<readonly string[]> | AsyncIterable<readonly string[]>): Readable {
  async function* rows() {
    for await (const record of records) yield escaped(record);
  }
  return Readable.from(rows()).pipe(stringify(OPTIONS));
}

/** Records (header first) as CSV text. */
export function csvText(records: Iterable<readonly string[]>): string {
  return stringifySync([...records].map(escaped), OPTIONS);
}
