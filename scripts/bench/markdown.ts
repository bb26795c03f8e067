// The dated record of a run (bench-results/<day>.md) is markdown: small helpers so every
// section writes its tables and its bars' verdicts the same way.

/** 'pass' or 'FAIL', as every bar column reads. */
export const verdict = (ok: boolean): 'pass' | 'FAIL' => (ok ? 'pass' : 'FAIL');

/**
 * A markdown table. Figures (a number with its unit, perhaps "(…)" or "/ n" after it) are right-aligned, text left-aligned (by the first row's cells);
 * a `|` inside a cell is escaped so it cannot split the row.
 */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((row) => /^[-\d.,]+\s*(ms|s|KB|×)?( \([^)]*\)| \/ [\d.]+)?$/.test(String(row[i] ?? ''))));
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `|${numeric.map((right) => (right ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${headers.map((_, i) => cell(row[i] ?? '–')).join(' | ')} |`),
  ].join('\n');
}
