/** One line of the `npm run bench` table. */
export interface BenchRow {
  measure: string;
  target: string;
  result: string;
  pass: boolean;
}
