import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, NO_CONNECTION_MESSAGES, UNAUTHORIZED_MESSAGE, errorMessageFor } from '../../src/ui/http/errorCatalogue';

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

  it("reads a third-party network's message from FieldDesk's 502 and 504, not a proxy's error page", () => {
    expect(errorMessageFor(502, { message: 'Corrigo cannot be reached. Nothing was changed; try again later.' })).toBe('Corrigo cannot be reached. Nothing was changed; try again later.');
    expect(errorMessageFor(504, { message: 'Corrigo did not answer within 10 seconds.' })).toBe('Corrigo did not answer within 10 seconds.');
    expect(errorMessageFor(502, '<html>Bad gateway</html>')).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('says the phone is offline, not Error Occurred., when no answer came at all', () => {
    expect(errorMessageFor(0, undefined)).toBe(NO_CONNECTION_MESSAGES.notSaved);
  });

  it('answers Error Occurred. for any other status', () => {
    expect(errorMessageFor(403, { message: 'Forbidden.' })).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessageFor(503, { message: 'Service unavailable.' })).toBe(GENERIC_ERROR_MESSAGE);
  });
});
