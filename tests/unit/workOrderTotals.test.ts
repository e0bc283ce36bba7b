import { describe, expect, it } from 'vitest';
import { hourlyRateCents, laborLineCents, lineCents, nteStanding, nteStandingText, nteWarningCents, workOrderTotal, type LaborLine } from '../../src/domain/workOrders/totals';

const HOUR = 3_600_000;
const labor = (hours: number, extra: Partial<LaborLine> = {}): LaborLine => ({
  startMs: 0,
  stopMs: hours * HOUR,
  isOvertime: false,
  rateSheetHourlyRate: null,
  rateSheetOtHourlyRate: null,
  ...extra,
});

describe('priced lines', () => {
  it('multiply quantity and price in cents, rounding half up to the cent', () => {
    expect(lineCents({ quantity: 2, unitPrice: 45 })).toBe(9000);
    expect(lineCents({ quantity: 2.5, unitPrice: 19.99 })).toBe(4998); // 49.975
    expect(lineCents({ quantity: 0.1, unitPrice: 0.3 })).toBe(3);
    expect(lineCents({ quantity: 3, unitPrice: 1.1 })).toBe(330); // not 330.00000000000006
  });
});

describe('labor', () => {
  it("uses the labor's rate-sheet item: hourly, or its overtime rate", () => {
    const item = { rateSheetHourlyRate: 90, rateSheetOtHourlyRate: 135 };
    expect(hourlyRateCents(labor(1, item), 100)).toBe(9000);
    expect(hourlyRateCents(labor(1, { ...item, isOvertime: true }), 100)).toBe(13500);
  });

  it("without an item, the billing customer's labor rate, 1.5 times for overtime", () => {
    expect(hourlyRateCents(labor(1), 95.55)).toBe(9555);
    expect(hourlyRateCents(labor(1, { isOvertime: true }), 95.55)).toBe(14333); // 143.325
  });

  it('costs duration times rate; open labor runs to the moment asked, and never below zero', () => {
    expect(laborLineCents(labor(1.5), 100, 0)).toBe(15000);
    expect(laborLineCents(labor(0, { stopMs: null }), 100, 0.5 * HOUR)).toBe(5000);
    expect(laborLineCents(labor(0, { startMs: HOUR, stopMs: null }), 100, 0)).toBe(0);
    expect(laborLineCents(labor(1 / 3), 100, 0)).toBe(3333);
  });
});

describe('the work order total', () => {
  it('adds materials, standard items, rate-sheet items and labor', () => {
    const total = workOrderTotal({
      materials: [{ quantity: 2, unitPrice: 45 }],
      standardItems: [{ quantity: 1, unitPrice: 25.5 }],
      rateSheetItems: [{ quantity: 3, unitPrice: 10 }],
      labors: [labor(1), labor(0, { stopMs: null, isOvertime: true })],
      customerLaborRate: 100,
      asOfMs: 0.5 * HOUR,
    });
    expect(total).toEqual({
      materialsCents: 9000,
      standardItemsCents: 2550,
      rateSheetItemsCents: 3000,
      laborCents: 10000 + 7500,
      totalCents: 9000 + 2550 + 3000 + 17500,
    });
  });

  it('is zero for an empty order', () => {
    const empty = workOrderTotal({ materials: [], standardItems: [], rateSheetItems: [], labors: [], customerLaborRate: 100, asOfMs: 0 });
    expect(empty.totalCents).toBe(0);
  });
});

describe('the over-NTE warning (spec §8)', () => {
  it('gives the projected total only when it exceeds the NTE', () => {
    expect(nteWarningCents(14000, 100)).toBe(14000);
    expect(nteWarningCents(10000, 100)).toBeNull();
    expect(nteWarningCents(9999, 100)).toBeNull();
    expect(nteWarningCents(14000, null)).toBeNull();
    expect(nteWarningCents(1, 0)).toBe(1);
  });
});

describe('the standing against the NTE: running total and projection from one function', () => {
  const MINUTE = 60_000;
  const now = 10 * HOUR;
  // Materials 90.27, a closed hour at 110, and labor open for 20 minutes at 110 an hour.
  const lines = {
    materials: [{ quantity: 1, unitPrice: 90.27 }],
    standardItems: [],
    rateSheetItems: [],
    labors: [labor(1, { startMs: 7 * HOUR, stopMs: 8 * HOUR }), labor(0, { startMs: now - 20 * MINUTE, stopMs: null })],
    customerLaborRate: 110,
  };

  it('gives the total now and 30 minutes ahead, exact to the cent, with the NTE beside them', () => {
    expect(nteStanding(lines, 150, now)).toEqual({
      nteCents: 15000,
      runningTotalCents: 9027 + 11000 + 3667, // 20 minutes at 110: 36.666...
      projectedTotalCents: 9027 + 11000 + 9167, // 50 minutes at 110: 91.666...
      isOver: true,
    });
  });

  it('counts labor about to start as nothing now and 30 minutes ahead, so the running total matches an order without it', () => {
    const starting = { ...lines, labors: [...lines.labors, labor(0, { startMs: now, stopMs: null })] };
    const without = nteStanding(lines, 150, now);
    const with_ = nteStanding(starting, 150, now);
    expect(with_.runningTotalCents).toBe(without.runningTotalCents);
    expect(with_.projectedTotalCents - without.projectedTotalCents).toBe(5500);
  });

  it('is not over while the projection stays within the NTE', () => {
    expect(nteStanding(lines, 1000, now).isOver).toBe(false);
    expect(nteStanding({ ...lines, labors: [] }, 90.27, now)).toMatchObject({ runningTotalCents: 9027, projectedTotalCents: 9027, isOver: false });
  });

  it('reads as running total, projection and NTE side by side', () => {
    expect(nteStandingText({ nteCents: 15000, runningTotalCents: 14627, projectedTotalCents: 20127 })).toBe('Running total $146.27 · in 30 minutes $201.27 · NTE $150.00');
  });
});
