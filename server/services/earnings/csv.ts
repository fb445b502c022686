/**
 * CSV for spreadsheets (RFC 4180: every cell quoted, quotes doubled, CRLF). A cell a member wrote (a
 * name, a tip's message) must stay text: a spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return, which some trim first) as a formula, so such a cell gets a leading apostrophe, as
 * OWASP's 'CSV injection' advice says. Whitespace before the sign counts too: some spreadsheets trim it.
 */
const FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The file: a byte-order mark first, so a spreadsheet reads UTF-8 names and messages (Arabic, Japanese,
 * an emoji) as they were written, then the header row and the rows.
 */
export const csvFile = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
