import { describe, expect, it } from 'vitest';
import { hourlyRateCents, laborLineCents, lineCents, nteWarningCents, workOrderTotal, type LaborLine } from '../../src/domain/workOrders/totals';

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
