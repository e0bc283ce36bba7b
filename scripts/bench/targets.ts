/**
 * The performance targets the bench holds FieldDesk to (docs/performance.md, "How the targets
 * are set"): every part of `npm run bench` hands back its figures as rows, and the run ends with
 * one table of all of them, each beside its target with PASS or MISS, so anyone can see where
 * FieldDesk stands.
 *
 * A target that depends on the machine's speed is a ratio to a yardstick measured in the same
 * run, on the same database (or in the same browser): this machine's speed moves by about 2×
 * from day to day, and the figure and its yardstick move together. Such a row prints the ratio
 * and the absolute figure, its target (what the code reached on a quiet day) and the longer-term
 * goal. Only what a person feels directly (bytes on the wire, Fast 3G times, memory per client)
 * keeps an absolute target.
 */
import { printTable } from './support';

export interface TargetRow {
  /** What was measured, in the words of the target ("JS sent for /login"). */
  what: string;
  /** Where: 'PGlite', 'PostgreSQL', 'Chromium', or both with the process count ("PostgreSQL, 2 processes"). */
  on: string;
  /** The figure as printed, with its unit ("183 KB", "p99 14.2 ms, 4,120 req/s"); a ratio row's ratio first, then the absolute figures. */
  figure: string;
  /** The target as printed ("≤ 200 KB compressed", "≥ 0.45× PostgreSQL TPC-B-like"). */
  target: string;
  /** The longer-term goal, where one is set beyond today's target. */
  goal?: string;
  pass: boolean;
}

/** A figure of the same run that a machine-bound figure is divided by. */
export interface Yardstick {
  /** "PostgreSQL TPC-B-like", "PGlite select-only", "bare PGlite start", "Chromium draws 2,000 boxes". */
  name: string;
  /** In the same unit as the figures held to it (transactions or requests a second, seconds, ms). */
  value: number;
  /** As printed ("2,140 tps", "0.81 s"). */
  figure: string;
}

/** A target that is a ratio: of a throughput (higher is better) or of a time (lower is better). */
export interface RatioTarget {
  better: 'higher' | 'lower';
  /** What today's code reaches on a quiet day: the bench's pass line. */
  target: number;
  /** Where FieldDesk means to go, printed beside the target (not judged). */
  goal?: number;
}

/**
 * Every target of the bench that depends on the machine's speed, per row and database (the
 * figures that set them: docs/performance.md). The database yardsticks are pgbench's
 * transactions (databaseYardsticks.ts); the others are named at their parts.
 */
export const RATIO_TARGETS = {
  /** Clock actions a second ÷ TPC-B-like transactions a second, on the same database. */
  clockActions: {
    PGlite: { better: 'higher', target: 0.6 },
    PostgreSQL: { better: 'higher', target: 0.35, goal: 0.75 },
    'PostgreSQL, 2 processes': { better: 'higher', target: 0.35, goal: 0.75 },
  },
  /** validateUser requests a second (8 at once) ÷ select-only transactions a second (8 clients). */
  trivialCall: {
    PGlite: { better: 'higher', target: 0.35 },
    PostgreSQL: { better: 'higher', target: 0.09, goal: 0.2 },
  },
  /** A list's API p99 ÷ its SQL alone's p99, measured in turn. */
  lists: { better: 'lower', target: 1.3 },
  /** `npm start`'s warm start ÷ a bare node process opening the same PGlite data directory. */
  warmStart: { better: 'lower', target: 3 },
  /** Drawing the dispatch week ÷ Chromium drawing the same number of plain boxes in seven columns, in the same page. */
  weekView: { better: 'lower', target: 8 },
  /** A hub event's delivery p99 to 1,000 clients ÷ the JS loop of the machine yardstick, read just before. */
  hubDelivery: { better: 'lower', target: 0.6 },
} satisfies Record<string, RatioTarget | Record<string, RatioTarget>>;

const times = (value: number) => `${value.toFixed(2)}x`;

/**
 * A row held to a ratio: `measured.value` ÷ `yardstick.value` against `rule`. The figure reads
 * "0.52x PostgreSQL TPC-B-like: 1,104 ops/s, p99 0.93 s; PostgreSQL TPC-B-like 2,120 tps".
 */
export function ratioRow(what: string, on: string, measured: { value: number; figure: string }, yardstick: Yardstick, rule: RatioTarget): TargetRow {
  const ratio = measured.value / yardstick.value;
  const sign = rule.better === 'higher' ? '≥' : '≤';
  return {
    what,
    on,
    figure: `${times(ratio)} ${yardstick.name}: ${measured.figure}; ${yardstick.name} ${yardstick.figure}`,
    target: `${sign} ${times(rule.target)} ${yardstick.name}`,
    ...(rule.goal === undefined ? {} : { goal: `${sign} ${times(rule.goal)}` }),
    pass: Number.isFinite(ratio) && (rule.better === 'higher' ? ratio >= rule.target : ratio <= rule.target),
  };
}

export function printTargets(rows: TargetRow[]): void {
  printTable(
    'FieldDesk performance targets (a ratio is to a yardstick of the same run: docs/performance.md)',
    ['what', 'on', 'figure', 'target', 'longer-term goal', ''],
    rows.map((row) => [row.what, row.on, row.figure, row.target, row.goal ?? '', row.pass ? 'PASS' : 'MISS']),
  );
  const missed = rows.filter((row) => !row.pass).length;
  console.log(missed ? `\n${missed} of ${rows.length} targets missed.` : `\nAll ${rows.length} targets met.`);
}

/** "1234.5" → "1,235": figures read at a glance. */
export const whole = (value: number) => Math.round(value).toLocaleString('en-US');
export const ms = (value: number) => `${value.toFixed(1)} ms`;
