/**
 * Latitude and longitude typed by people (spec §5): decimal degrees or
 * degrees/minutes/seconds with a direction letter, or a plain signed decimal.
 * South and west are negative.
 */

export type CoordinateAxis = 'latitude' | 'longitude';

const LIMIT: Record<CoordinateAxis, number> = { latitude: 90, longitude: 180 };

const AXIS_OF_LETTER: Record<string, CoordinateAxis> = { N: 'latitude', S: 'latitude', E: 'longitude', W: 'longitude' };

/** Numbers, unit marks (degree, minute, second, including the typographic primes) or any other single character. */
const TOKEN = /\d+(?:\.\d+)?|[°º˚]|['′’]|["″”]|\S/g;
const UNIT_MARKS = [/^[°º˚]$/, /^['′’]$/, /^["″”]$/];
const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * Reads "40", "40°", "40 42", "40°42'", "40 42 46", 40°42'46.5" and the like into
 * degrees. Marks are optional but, when given, must be the right one for their place
 * and follow their number once. Only the last number may have a fraction, and minutes
 * and seconds stay below 60.
 */
function readDegrees(body: string): number | null {
  const tokens = body.replace(/''|′′/g, '"').match(TOKEN) ?? [];
  const parts: string[] = [];
  let marked = false;
  for (const token of tokens) {
    if (NUMBER.test(token)) {
      if (parts.length === 3) return null;
      parts.push(token);
      marked = false;
    } else if (parts.length === 0 || marked || !UNIT_MARKS[parts.length - 1].test(token)) {
      return null;
    } else {
      marked = true;
    }
  }
  if (parts.length === 0) return null;
  if (parts.slice(0, -1).some((p) => p.includes('.'))) return null;
  const [degrees, minutes = 0, seconds = 0] = parts.map(Number);
  if (minutes >= 60 || seconds >= 60) return null;
  return degrees + minutes / 60 + seconds / 3600;
}

/**
 * The coordinate in signed decimal degrees, or null when the text is not a coordinate
 * of this axis or lies outside ±90 (latitude) or ±180 (longitude). N and S only make
 * a latitude, E and W only a longitude; a letter and a sign together are refused.
 */
export function parseCoordinate(text: string, axis: CoordinateAxis): number | null {
  const trimmed = text.trim().toUpperCase();
  const leading = /^([NSEW])\s*([^NSEW]+)$/.exec(trimmed);
  const trailing = /^([^NSEW]+?)\s*([NSEW])$/.exec(trimmed);
  const [letter, body] = leading ? [leading[1], leading[2]] : trailing ? [trailing[2], trailing[1]] : [null, trimmed];
  let value: number | null;
  if (letter !== null) {
    if (AXIS_OF_LETTER[letter] !== axis || /^[+-]/.test(body)) return null;
    const degrees = readDegrees(body);
    value = degrees === null ? null : letter === 'S' || letter === 'W' ? -degrees : degrees;
  } else {
    // Without a letter only a plain signed decimal is accepted: "-40 42 46" is too easy to misread.
    const signed = /^([+-]?)(\d+(?:\.\d+)?|\.\d+)\s*[°º˚]?$/.exec(body);
    value = signed ? Number(signed[1] + signed[2]) : null;
  }
  if (value === null || !Number.isFinite(value) || Math.abs(value) > LIMIT[axis]) return null;
  return value === 0 ? 0 : value;
}

export const parseLatitude = (text: string): number | null => parseCoordinate(text, 'latitude');
export const parseLongitude = (text: string): number | null => parseCoordinate(text, 'longitude');
