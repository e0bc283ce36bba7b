/**
 * The demo company's colours (issue 34): its work-order statuses and flags and its sales persons
 * each wear a colour of their own, one a person tells from the others, and the text drawn on each
 * (black or white, whichever reads better) reads at 4.5:1 or better (WCAG AA).
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '../../src/domain/colors';
import { SALES_COLOR_HEX, type SalesColor } from '../../src/domain/salesScheduler/colors';
import { call, tokenFor } from '../support/api';

/** CIE L*a*b* of "#RRGGBB" (sRGB, D65). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [x, y, z] = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883].map(f);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** How far apart two colours look (CIE76 ΔE: about 2 is just noticeable, 10 plainly different). */
const difference = (a: string, b: string) => Math.hypot(...lab(a).map((value, i) => value - lab(b)[i]));

/** "A and B" for each two colours that look closer than `least`. */
function lookAlike(colours: ReadonlyArray<[name: string, colour: string]>, least: number): string[] {
  return colours.flatMap(([name, colour], i) =>
    colours.slice(i + 1).filter(([, other]) => difference(colour, other) < least).map(([otherName]) => `${name} and ${otherName}`),
  );
}

const unreadable = (colours: ReadonlyArray<[name: string, colour: string]>) =>
  colours.filter(([, colour]) => contrastRatio(colour, readableTextOn(colour)) < 4.5).map(([name, colour]) => `${name} ${colour}`);

describe("the demo company's colours", () => {
  it('gives every work-order status and flag a colour of its own, which its text reads on', async () => {
    const { status, body } = await call('GET', '/api/v1/workOrders/lookups', { token: await tokenFor('admin') });
    expect(status).toBe(200);
    for (const [list, colourOf] of [['statuses', body.statusColors], ['flags', body.flagColors]] as const) {
      const entries: Array<{ id: number; name: string }> = body[list];
      expect(entries.length, list).toBeGreaterThan(40);
      expect(entries.filter((entry) => !colourOf[entry.id]).map((entry) => entry.name), `${list} without a colour`).toEqual([]);
      const colours = entries.map((entry): [string, string] => [entry.name, colourOf[entry.id]]);
      // Side by side in a list of 54, kin statuses share a family of colours but not a colour.
      expect(lookAlike(colours, 8), `${list} that look alike`).toEqual([]);
      expect(unreadable(colours), `${list} whose text does not read`).toEqual([]);
    }
  });

  it('gives each of its sales persons a colour no colleague has, which white text reads on', async () => {
    const { status, body } = await call('GET', '/api/v1/SalesScheduler/choices', { token: await tokenFor('salesmanager') });
    expect(status).toBe(200);
    const persons: Array<{ name: string; color: SalesColor }> = body.salesPersons;
    expect(persons.length).toBeGreaterThanOrEqual(8);
    const colours = persons.map((person): [string, string] => [person.name, SALES_COLOR_HEX[person.color]]);
    expect(new Set(persons.map((person) => person.color)).size, persons.map((p) => `${p.name}: ${p.color}`).join(', ')).toBe(persons.length);
    expect(lookAlike(colours, 20), 'sales persons that look alike').toEqual([]);
    expect(unreadable(colours), 'sales persons whose text does not read').toEqual([]);
    expect(colours.filter(([, colour]) => readableTextOn(colour) !== '#FFFFFF').map(([name]) => name)).toEqual([]);
  });
});
