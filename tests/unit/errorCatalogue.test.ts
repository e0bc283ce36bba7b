import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE, errorMessageFor } from '../../src/ui/http/errorCatalogue';

describe('the error catalogue (spec §8)', () => {
  it('reads the title of a 400', () => {
    expect(errorMessageFor(400, { title: 'Invalid user name or password.', errors: {} })).toBe('Invalid user name or password.');
    expect(errorMessageFor(400, { message: 'not read for 400' })).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('answers the Unauthorized Access text for a 401', () => {
    expect(errorMessageFor(401, { message: 'Your session is not valid.' })).toBe(UNAUTHORIZED_MESSAGE);
  });

  it('reads message, or messages joined with commas, from 404 to 500', () => {
    expect(errorMessageFor(404, { message: 'User not found.' })).toBe('User not found.');
    expect(errorMessageFor(409, { messages: ['First.', 'Second.'] })).toBe('First., Second.');
    expect(errorMessageFor(429, { message: 'Too many requests.' })).toBe('Too many requests.');
    expect(errorMessageFor(500, 'Plain text from the server')).toBe('Plain text from the server');
    expect(errorMessageFor(500, '<html>proxy error</html>')).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessageFor(500, {})).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('answers Error Occurred. for any other status', () => {
    expect(errorMessageFor(0, undefined)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessageFor(403, { message: 'Forbidden.' })).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessageFor(502, { message: 'Bad gateway.' })).toBe(GENERIC_ERROR_MESSAGE);
  });
});
