import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES, readCurrencyInput } from '../../src/domain/money';
import { friendlyMessage } from '../../src/resources/form/errorMessages';
import type { RecordSchema } from '../../src/domain/resources/meta';

describe('readCurrencyInput (what a currency field makes of what was typed)', () => {
  it('reads amounts and an empty field', () => {
    expect(readCurrencyInput('600')).toEqual({ cents: 60000, problem: null });
    expect(readCurrencyInput('$50,750.00')).toEqual({ cents: 5075000, problem: null });
    expect(readCurrencyInput('.5')).toEqual({ cents: 50, problem: null });
    expect(readCurrencyInput('')).toEqual({ cents: null, problem: null });
    expect(readCurrencyInput('$ ')).toEqual({ cents: null, problem: null });
  });

  it('refuses a negative amount instead of dropping the minus sign', () => {
    for (const text of ['-50', '-', '-0.5', '$-12']) expect(readCurrencyInput(text).problem, text).toBe(text === '-' ? CURRENCY_MESSAGES.notAnAmount : CURRENCY_MESSAGES.negative);
  });

  it('refuses text that is not an amount', () => {
    for (const text of ['abc', '12a', '1.2.3', '1e3', '.']) expect(readCurrencyInput(text), text).toEqual({ cents: null, problem: CURRENCY_MESSAGES.notAnAmount });
  });
});

describe("a generated form's currency field errors", () => {
  const schema: RecordSchema = { type: 'object', properties: { unitPrice: { type: 'number', title: 'Price', minimum: 0, 'x-ui': { widget: 'currency' } } } };
  it('say what to type', () => {
    expect(friendlyMessage({ name: 'minimum', property: '.unitPrice', params: { limit: 0 }, stack: '' }, schema)).toBe(CURRENCY_MESSAGES.negative);
    expect(friendlyMessage({ name: 'type', property: '.unitPrice', params: { type: 'number' }, stack: '' }, schema)).toBe(CURRENCY_MESSAGES.notAnAmount);
  });
});
