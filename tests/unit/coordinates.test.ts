import { describe, expect, it } from 'vitest';
import { parseCoordinate, parseLatitude, parseLongitude } from '../../src/domain/coordinates';

// 40°42'46"N, 74°0'21.6"W
const NYC_LAT = 40 + 42 / 60 + 46 / 3600;
const NYC_LNG = -(74 + 0 / 60 + 21.6 / 3600);

describe('coordinates: decimal degrees with a direction letter (spec §5)', () => {
  it('reads north and east as positive, south and west as negative', () => {
    expect(parseLatitude('40.7128 N')).toBe(40.7128);
    expect(parseLatitude('33.8688 S')).toBe(-33.8688);
    expect(parseLongitude('151.2093 E')).toBe(151.2093);
    expect(parseLongitude('74.0060W')).toBe(-74.006);
  });

  it('takes the letter before or after, in either case, with or without a degree sign', () => {
    expect(parseLatitude('N 40.7128')).toBe(40.7128);
    expect(parseLatitude('s33.5')).toBe(-33.5);
    expect(parseLongitude('74.0060° w')).toBe(-74.006);
    expect(parseLatitude('  40.7128N  ')).toBe(40.7128);
  });

  it('refuses a letter of the other axis', () => {
    expect(parseLatitude('74.0060 W')).toBeNull();
    expect(parseLongitude('40.7128 N')).toBeNull();
    expect(parseCoordinate('10 E', 'latitude')).toBeNull();
  });

  it('refuses a sign together with a letter, two letters, or a letter alone', () => {
    expect(parseLatitude('-40.7 N')).toBeNull();
    expect(parseLatitude('+40.7 N')).toBeNull();
    expect(parseLatitude('N 40.7 S')).toBeNull();
    expect(parseLatitude('N')).toBeNull();
  });
});

describe('coordinates: degrees, minutes and seconds with a direction letter', () => {
  it('reads the symbol form', () => {
    expect(parseLatitude('40°42\'46"N')).toBeCloseTo(NYC_LAT, 12);
    expect(parseLongitude('74°0\'21.6"W')).toBeCloseTo(NYC_LNG, 12);
  });

  it('reads the space-separated form', () => {
    expect(parseLatitude('40 42 46 N')).toBeCloseTo(NYC_LAT, 12);
    expect(parseLongitude('W 74 0 21.6')).toBeCloseTo(NYC_LNG, 12);
  });

  it('reads typographic primes, two apostrophes for seconds, and spaces around marks', () => {
    expect(parseLatitude('40° 42′ 46″ N')).toBeCloseTo(NYC_LAT, 12);
    expect(parseLatitude("40°42'46''N")).toBeCloseTo(NYC_LAT, 12);
  });

  it('reads degrees and decimal minutes', () => {
    expect(parseLatitude("40°42.5'N")).toBeCloseTo(40 + 42.5 / 60, 12);
    expect(parseLatitude('40 42.5 S')).toBeCloseTo(-(40 + 42.5 / 60), 12);
  });

  it('reads south as negative', () => {
    expect(parseLatitude('33°52\'4"S')).toBeCloseTo(-(33 + 52 / 60 + 4 / 3600), 12);
  });

  it('refuses minutes or seconds of 60 or more', () => {
    expect(parseLatitude('40 60 0 N')).toBeNull();
    expect(parseLatitude('40 59 60 N')).toBeNull();
    expect(parseLatitude('40 59 59.9 N')).toBeCloseTo(40 + 59 / 60 + 59.9 / 3600, 12);
  });

  it('refuses a fraction before the last number', () => {
    expect(parseLatitude('40.5 30 N')).toBeNull();
    expect(parseLatitude('40 30.5 10 N')).toBeNull();
  });

  it('refuses marks in the wrong place, too many numbers and stray characters', () => {
    expect(parseLatitude('40\'42°N')).toBeNull();
    expect(parseLatitude('40°°N')).toBeNull();
    expect(parseLatitude('40 42 46 10 N')).toBeNull();
    expect(parseLatitude('40-42-46 N')).toBeNull();
    expect(parseLatitude('40.5.3 N')).toBeNull();
    expect(parseLatitude('°N')).toBeNull();
  });

  it('refuses degrees/minutes/seconds without a letter', () => {
    expect(parseLatitude('40 42 46')).toBeNull();
    expect(parseLatitude('-40°42\'46"')).toBeNull();
  });
});

describe('coordinates: plain signed decimals', () => {
  it('reads signed and unsigned decimals', () => {
    expect(parseLatitude('40.7128')).toBe(40.7128);
    expect(parseLatitude('-33.8688')).toBe(-33.8688);
    expect(parseLongitude('+151.2093')).toBe(151.2093);
    expect(parseLongitude('-74.006°')).toBe(-74.006);
    expect(parseLatitude('.5')).toBe(0.5);
    expect(parseLatitude('0')).toBe(0);
  });

  it('gives 0, not -0, for zero', () => {
    expect(Object.is(parseLatitude('-0'), 0)).toBe(true);
    expect(Object.is(parseLongitude('0 W'), 0)).toBe(true);
  });

  it('refuses empty and non-numeric text', () => {
    for (const text of ['', '   ', 'abc', '40,7', '1e2', '--40', '40.', 'NaN', 'Infinity']) {
      expect(parseLatitude(text), text).toBeNull();
    }
  });
});

describe('coordinates: ranges', () => {
  it('accepts the limits themselves', () => {
    expect(parseLatitude('90')).toBe(90);
    expect(parseLatitude('90 S')).toBe(-90);
    expect(parseLongitude('180')).toBe(180);
    expect(parseLongitude('180 W')).toBe(-180);
  });

  it('refuses anything past them', () => {
    expect(parseLatitude('90.0001')).toBeNull();
    expect(parseLatitude('-90.5')).toBeNull();
    expect(parseLatitude('90 0 1 N')).toBeNull();
    expect(parseLongitude('180.0001 E')).toBeNull();
    expect(parseLongitude('-181')).toBeNull();
    expect(parseLongitude('120')).toBe(120);
    expect(parseLatitude('120')).toBeNull();
  });
});
