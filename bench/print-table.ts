import type { BenchRow } from './bench-row';

/** Renders benchmark rows as a Markdown table, so the output can be pasted into a note as is. */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const header = ['Measure', 'Target', 'Result', 'Pass'];
  const body = rows.map((row) => [row.measure, row.target, row.result, row.pass ? 'yes' : 'NO']);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
