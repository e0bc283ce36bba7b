import { describe, expect, it } from 'vitest';
import { mapSearchUrl, telHref } from '../../src/domain/contactLinks';
import { formatElapsed, spokenElapsed } from '../../src/domain/timeTracking/elapsed';

describe('the elapsed time of the current job', () => {
  it('reads H:MM:SS, never negative', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(425.9)).toBe('0:07:05');
    expect(formatElapsed(3 * 3600 + 59 * 60 + 59)).toBe('3:59:59');
    expect(formatElapsed(45_000)).toBe('12:30:00');
    expect(formatElapsed(-30)).toBe('0:00:00');
  });

  it('is spoken in hours and minutes', () => {
    expect(spokenElapsed(20)).toBe('less than a minute');
    expect(spokenElapsed(60)).toBe('1 minute');
    expect(spokenElapsed(3600 + 5 * 60)).toBe('1 hour 5 minutes');
    expect(spokenElapsed(2 * 3600)).toBe('2 hours');
  });
});

describe('links a technician taps', () => {
  it('dials a stored 10-digit phone with +1, any other as its digits, nothing without one', () => {
    expect(telHref('8055550100')).toBe('tel:+18055550100');
    expect(telHref('805-555-0100')).toBe('tel:+18055550100');
    expect(telHref('+1 (805) 555-0100')).toBe('tel:+18055550100');
    expect(telHref('5550100')).toBe('tel:5550100');
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('searches the address in the map app, encoded, nothing without one', () => {
    expect(mapSearchUrl('1200 Harbor Blvd, Oxnard, CA 93035')).toBe('https://www.google.com/maps/search/?api=1&query=1200%20Harbor%20Blvd%2C%20Oxnard%2C%20CA%2093035');
    expect(mapSearchUrl('  12 Main St\n Suite #4 ')).toBe('https://www.google.com/maps/search/?api=1&query=12%20Main%20St%20Suite%20%234');
    expect(mapSearchUrl('   ')).toBeNull();
    expect(mapSearchUrl(null)).toBeNull();
  });
});
