/**
 * Links a technician taps on a phone: call the site, open its address in the map app.
 *
 * The map link is Google's documented cross-platform Maps URL
 * (https://www.google.com/maps/search/?api=1&query=...): Android opens it in the Maps app,
 * iOS in Google Maps when installed and otherwise in the browser's Google Maps, and a desktop
 * in a new tab. `geo:` works on Android only and `maps:` on iOS only, so neither serves both.
 */
import { PHONE_DIGITS } from './constants';
import { normalisePhone } from './phone';

/** A search of the address in the map app, or null when there is no address. */
export function mapSearchUrl(address: string | null | undefined): string | null {
  const place = address?.replace(/\s+/g, ' ').trim();
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}

/**
 * A tel: link for a stored phone (10 digits, North American numbering as spec §5 enters
 * them: dialled with +1); another value is dialled as its digits. Null when it has none.
 */
export function telHref(phone: string | null | undefined): string | null {
  const digits = normalisePhone(phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.length === PHONE_DIGITS ? `tel:+1${digits}` : `tel:${digits}`;
}
