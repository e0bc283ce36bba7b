/**
 * Colour fields answer in the form people use: a colour that is none is refused with
 * "Use a colour like #1E88E5." rather than a pattern message.
 */
import { expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from './helpers';

it('refuses a colour that is not #RRGGBB, saying what to type', async () => {
  const token = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  const answer = await call('POST', '/api/v1/resources/customerFlags', { token, body: { name: `Colour check ${Date.now()}`, color: 'green1' } });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ color: ['Use a colour like #1E88E5.'] });
});
