/**
 * The performance targets the bench holds FieldDesk to (README "Performance"): every part of
 * `npm run bench` hands back its figures as rows, and the run ends with one table of all of
 * them, each beside its target with PASS or MISS, so anyone can see where FieldDesk stands.
 */
import { printTable } from './support';

export interface TargetRow {
  /** What was measured, in the words of the target ("JS sent for /login"). */
  what: string;
  /** Where: 'PGlite', 'PostgreSQL', 'Chromium', or both with the process count ("PostgreSQL, 2 processes"). */
  on: string;
  /** The figure as printed, with its unit ("183 KB", "p99 14.2 ms, 4,120 req/s"). */
  figure: string;
  /** The target as printed ("≤ 200 KB compressed"). */
  target: string;
  pass: boolean;
}

export function printTargets(rows: TargetRow[]): void {
  printTable(
    'FieldDesk performance targets',
    ['what', 'on', 'figure', 'target', ''],
    rows.map((row) => [row.what, row.on, row.figure, row.target, row.pass ? 'PASS' : 'MISS']),
  );
  const missed = rows.filter((row) => !row.pass).length;
  console.log(missed ? `\n${missed} of ${rows.length} targets missed.` : `\nAll ${rows.length} targets met.`);
}

/** "1234.5" → "1,235": figures read at a glance. */
export const whole = (value: number) => Math.round(value).toLocaleString('en-US');
export const ms = (value: number) => `${value.toFixed(1)} ms`;
