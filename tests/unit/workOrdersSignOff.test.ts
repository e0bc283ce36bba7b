/** How the sign-off page and its PDF word the work: labor times, quantities, the PDF's name. */
import { describe, expect, it } from 'vitest';
import { itemQuantityText, laborTimeText, signOffDateTime, signOffFileName, type SignOffLabor } from '../../src/domain/workOrders/signOff';

const labor = (changes: Partial<SignOffLabor>): SignOffLabor => ({
  workOrderLaborId: 1,
  technicianName: 'Dana Plumber',
  startTime: '2026-11-26T14:05:00',
  stopTime: '2026-11-26T15:35:00',
  minutes: 90,
  onSite: true,
  description: null,
  ...changes,
});

describe('the sign-off wording', () => {
  it('says how long a labor was on site or travelling, and since when one still runs', () => {
    expect(laborTimeText(labor({}))).toBe('On site 1 Hour 30 Mins');
    expect(laborTimeText(labor({ onSite: false, minutes: 25 }))).toBe('Travel 25 Mins');
    expect(laborTimeText(labor({ stopTime: null, minutes: 61 }))).toBe('On site since 2:05 PM (1 Hour 1 Min so far)');
  });

  it('writes quantities without needless decimals', () => {
    expect([1, 2, 1.5, 2.25, 0.1, 1.05].map(itemQuantityText)).toEqual(['1', '2', '1.5', '2.25', '0.1', '1.05']);
  });

  it('shows wall-clock times as the app does, and names the PDF by order number and version', () => {
    expect(signOffDateTime('2026-03-05T09:07:00')).toBe('03/05/2026, 9:07 AM');
    expect(signOffFileName('10042', 1)).toBe('sign-off-WO-10042-v1.pdf');
    expect(signOffFileName('10042-2', 3)).toBe('sign-off-WO-10042-2-v3.pdf');
  });
});
