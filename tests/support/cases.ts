import { expect, it } from 'vitest';

/** A case's input or answer as a test title shows it: strings quoted, so '' and ' x ' stay visible. */
export function show(value: unknown): string {
  if (typeof value === 'string' || (typeof value === 'object' && value !== null && !(value instanceof Date))) return JSON.stringify(value);
  if (Object.is(value, -0)) return '-0';
  return String(value);
}

/**
 * One test per case that `f(input)` answers `expected`, titled with both, so a failure names its
 * case. Plain values are compared with toBe (so -0 is not 0), objects with toEqual.
 */
export function eachCase<Input, Answer>(f: (input: Input) => Answer, cases: ReadonlyArray<readonly [Input, Answer]>): void {
  for (const [input, expected] of cases) {
    it(`${show(input)} gives ${show(expected)}`, () => {
      if (typeof expected === 'object' && expected !== null) expect(f(input)).toEqual(expected);
      else expect(f(input)).toBe(expected);
    });
  }
}
