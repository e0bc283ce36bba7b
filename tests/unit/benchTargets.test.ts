/**
 * The bench's targets that depend on the machine's speed are ratios to a yardstick of the same
 * run (scripts/bench/targets.ts): the same code passes on a day when the machine runs at half
 * speed as on a fast one, and each row prints the ratio beside the absolute figures.
 */
import { describe, expect, it } from 'vitest';
import { RATIO_TARGETS, ratioRow, type RatioTarget, type Yardstick } from '../../scripts/bench/targets';

const rules = Object.entries(RATIO_TARGETS).flatMap(([row, rule]) =>
  'better' in rule ? [[row, rule as RatioTarget] as const] : Object.entries(rule as Record<string, RatioTarget>).map(([on, r]) => [`${row} on ${on}`, r] as const),
);

/** The figure and its yardstick as a machine at `speed` (1 fast, 0.5 half as fast) reads them, for code that sits `margin` on the good side of the target. */
function day(rule: RatioTarget, speed: number, margin: number) {
  const ratio = rule.better === 'higher' ? rule.target * margin : rule.target / margin;
  // A throughput falls with the machine's speed; a time grows.
  const yardstickValue = rule.better === 'higher' ? 2000 * speed : 100 / speed;
  const yardstick: Yardstick = { name: 'yardstick', value: yardstickValue, figure: String(yardstickValue) };
  return ratioRow('row', 'PostgreSQL', { value: ratio * yardstickValue, figure: `absolute ${ratio * yardstickValue}` }, yardstick, rule);
}

describe('bench targets', () => {
  it.each(rules)('%s: the same code passes on a day the machine runs at half speed as on a fast day, and misses on both when it falls behind', (_, rule) => {
    expect(day(rule, 1, 1.05).pass).toBe(true);
    expect(day(rule, 0.5, 1.05).pass).toBe(true);
    expect(day(rule, 1, 0.8).pass).toBe(false);
    expect(day(rule, 0.5, 0.8).pass).toBe(false);
  });

  it('holds clock actions on PostgreSQL to a share of TPC-B-like transactions, printing the ratio, the absolute figure and the longer-term goal', () => {
    const tpcb: Yardstick = { name: 'PostgreSQL TPC-B-like', value: 2120, figure: '2,120 tps' };
    const row = ratioRow('clock actions', 'PostgreSQL', { value: 1060, figure: '1,060 ops/s, p99 0.97 s' }, tpcb, RATIO_TARGETS.clockActions.PostgreSQL);
    expect(row.figure).toBe('0.50x PostgreSQL TPC-B-like: 1,060 ops/s, p99 0.97 s; PostgreSQL TPC-B-like 2,120 tps');
    expect(row.target).toBe(`≥ ${RATIO_TARGETS.clockActions.PostgreSQL.target.toFixed(2)}x PostgreSQL TPC-B-like`);
    expect(row.goal).toBe('≥ 0.75x');
    expect(row.pass).toBe(true);
  });

  it('holds the trivial call on PostgreSQL to a share of select-only transactions, with 0.2 as its goal', () => {
    const selectOnly: Yardstick = { name: 'PostgreSQL select-only', value: 30000, figure: '30,000 tps' };
    const row = ratioRow('trivial call', 'PostgreSQL', { value: 1500, figure: '1,500 req/s' }, selectOnly, RATIO_TARGETS.trivialCall.PostgreSQL);
    expect(row.goal).toBe('≥ 0.20x');
    expect(row.figure).toContain('0.05x PostgreSQL select-only');
    expect(row.pass).toBe(false);
  });

  it('holds the lists to at most 1.3 times their SQL alone', () => {
    const sqlAlone: Yardstick = { name: 'SQL alone', value: 10, figure: 'p99 10.0 ms' };
    expect(ratioRow('list', 'PGlite', { value: 13, figure: 'p99 13.0 ms' }, sqlAlone, RATIO_TARGETS.lists).pass).toBe(true);
    expect(ratioRow('list', 'PGlite', { value: 13.5, figure: 'p99 13.5 ms' }, sqlAlone, RATIO_TARGETS.lists).pass).toBe(false);
  });
});
