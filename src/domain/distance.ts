/**
 * Distances are shown in kilometres (spec §9).
 */
import { KILOMETRES_PER_MILE } from './constants';

/** Miles to kilometres by the exact international mile, unrounded: round when displaying. */
export const milesToKilometres = (miles: number): number => miles * KILOMETRES_PER_MILE;

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle kilometres between two points (haversine), the straight line between two stops. */
export function kilometresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
