/** The field separator of exported CSV: a semicolon, as spreadsheet programs in CH/DE/AT expect. */
export const CSV_SEPARATOR = ';';

/**
 * One CSV cell: objects as JSON, null as empty; quoted when it holds the separator, a quote or a
 * line break. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * `'`, so a spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let cell = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** CSV text (header line, one line per row, CRLF) with a byte order mark for spreadsheet programs. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Readonly<Record<string, unknown>>[],
): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))].map((cells) =>
    cells.map(csvCell).join(CSV_SEPARATOR),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
