/**
 * Colours of statuses and flags: stored as "#RRGGBB". Older rows may hold a CSS colour name
 * ("green") or the short "#RGB" form; they are read as the same colour.
 */

export const COLOR_HINT = 'Use a colour like #1E88E5.';

const HEX = /^#([0-9a-f]{6})$/i;
const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The CSS colour names such rows hold, with their CSS values. */
const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  silver: '#C0C0C0',
  gray: '#808080',
  grey: '#808080',
  white: '#FFFFFF',
  maroon: '#800000',
  red: '#FF0000',
  purple: '#800080',
  fuchsia: '#FF00FF',
  magenta: '#FF00FF',
  green: '#008000',
  lime: '#00FF00',
  olive: '#808000',
  yellow: '#FFFF00',
  navy: '#000080',
  blue: '#0000FF',
  teal: '#008080',
  aqua: '#00FFFF',
  cyan: '#00FFFF',
  orange: '#FFA500',
  pink: '#FFC0CB',
  brown: '#A52A2A',
  gold: '#FFD700',
  indigo: '#4B0082',
  violet: '#EE82EE',
};

/** "#RRGGBB" (upper case) for a stored colour, or null when it is none. */
export function normalizeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) return `#${hex[1].toUpperCase()}`;
  const short = SHORT_HEX.exec(text);
  if (short) return `#${short.slice(1, 4).map((d) => d + d).join('').toUpperCase()}`;
  return NAMED_COLORS[text.toLowerCase()] ?? null;
}

/** Relative luminance (WCAG 2) of "#RRGGBB". */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio of two "#RRGGBB" colours, from 1 to 21 (text needs 4.5 for AA). */
export function contrastRatio(a: string, b: string): number {
  const [darker, lighter] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white, whichever reads better on the colour (the higher WCAG contrast). */
export function readableTextOn(color: string): '#000000' | '#FFFFFF' {
  const hex = normalizeColor(color) ?? '#FFFFFF';
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#FFFFFF') ? '#000000' : '#FFFFFF';
}
