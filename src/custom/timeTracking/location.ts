/**
 * The device location sent with clock requests (spec §8, §9): high accuracy, 5 s timeout,
 * 60 s maximum age; a failure gives null.
 */
import { LOCATION_OPTIONS, type LatLong } from '../../domain/timeTracking/clock';

export interface LocationReading {
  position: LatLong | null;
  /** The user (or the browser's settings) refused access to the location. */
  denied: boolean;
}

const PERMISSION_DENIED = 1;

export function readLocation(): Promise<LocationReading> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve({ position: null, denied: false });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ position: { latitude: coords.latitude, longitude: coords.longitude }, denied: false }),
      (error) => resolve({ position: null, denied: error.code === PERMISSION_DENIED }),
      LOCATION_OPTIONS,
    );
  });
}

/** The location, or null when it cannot be had for any reason. */
export const currentLatLong = async (): Promise<LatLong | null> => (await readLocation()).position;
