/**
 * Sales persons' colours (spec §3.8 "color (from the sales person's css class: blue, red, gray,
 * green, orange, purple)", and teal and magenta, so that a team of eight shows no colour twice):
 * each user may have one stored; without one, the colour follows the user id round the list, so
 * colleagues next to each other differ.
 */
export const SALES_COLORS = ['blue', 'red', 'gray', 'green', 'orange', 'purple', 'teal', 'magenta'] as const;
export type SalesColor = (typeof SALES_COLORS)[number];

export const defaultSalesColorOf = (userId: number): SalesColor => SALES_COLORS[(userId - 1) % SALES_COLORS.length];

export const salesColorOf = (userId: number, stored: string | null): SalesColor =>
  (SALES_COLORS as readonly string[]).includes(stored ?? '') ? (stored as SalesColor) : defaultSalesColorOf(userId);

/** The shade the calendar draws each colour in: dark enough that white text reads on it (WCAG AA). */
export const SALES_COLOR_HEX: Record<SalesColor, string> = {
  blue: '#2A6496',
  red: '#B03A2E',
  gray: '#5F6B7A',
  green: '#2E7D32',
  orange: '#A64B00',
  purple: '#7B3FA0',
  teal: '#00796B',
  magenta: '#A0306E',
};
