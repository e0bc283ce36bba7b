import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../src/domain/validationMessages';
import { fieldErrorsOf } from '../../src/server/plugins/errors';

describe('validation messages, worded once for the API and the forms', () => {
  const both = (keyword: string, params: Record<string, unknown>) => [
    validationMessage({ keyword, params }, 'The Name field', 'api'),
    validationMessage({ keyword, params }, 'Name', 'form'),
  ];

  it('say the same of lengths, bounds, patterns and missing values', () => {
    expect(both('required', { missingProperty: 'name' })).toEqual(['The Name field is required.', 'Name is required.']);
    expect(both('minLength', { limit: 1 })).toEqual(['The Name field is required.', 'Name is required.']);
    expect(both('minLength', { limit: 5 })).toEqual(['The Name field must be at least 5 characters.', 'Name must be at least 5 characters.']);
    expect(both('maxLength', { limit: 100 })).toEqual(['The Name field must be at most 100 characters.', 'Name must be at most 100 characters.']);
    expect(both('minimum', { limit: 0 })).toEqual(['The Name field must be at least 0.', 'Name must be at least 0.']);
    expect(both('maximum', { limit: 32 })).toEqual(['The Name field must be at most 32.', 'Name must be at most 32.']);
    expect(both('pattern', { pattern: '^[A-Z]{2}$' })).toEqual(['The Name field is not in the expected form.', 'Name is not in the expected form.']);
    expect(both('uniqueItems', { i: 1, j: 0 })).toEqual(['The Name field lists the same value twice.', 'Choose each name value once.']);
  });

  it('describe a format to the API and ask for it in a form', () => {
    expect(both('format', { format: 'phone' })).toEqual(['The Name field must be a phone number like 555-555-0100.', 'Enter a phone number like 555-555-0100.']);
    expect(both('format', { format: 'email' })).toEqual(['The Name field must be an e-mail address.', 'Enter an e-mail address like name@example.com.']);
    expect(both('format', { format: 'date' })).toEqual(['The Name field must be a date (YYYY-MM-DD).', 'Enter a date.']);
    expect(both('format', { format: 'uri' })).toEqual(['The Name field must be in the uri format.', 'Name is not in the expected form.']);
  });

  it('name types and choices for each reader', () => {
    expect(both('type', { type: 'integer' })).toEqual(['The Name field must be an integer.', 'Name must be a whole number.']);
    expect(both('type', { type: 'number' })).toEqual(['The Name field must be a number.', 'Name must be a number.']);
    expect(both('type', { type: 'string' })).toEqual(['The Name field must be a string.', 'Name is not valid.']);
    expect(both('enum', { allowedValues: ['A'] })).toEqual(['The Name field must be one of the listed values.', 'Choose one of the listed name values.']);
  });

  it('put each API message on its field, named by its label when it has one', () => {
    const errors = fieldErrorsOf(
      [
        { instancePath: '', keyword: 'required', params: { missingProperty: 'name' } },
        { instancePath: '/phone', keyword: 'format', params: { format: 'phone' } },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'colour' } },
        { instancePath: '/toString', keyword: 'type', params: { type: 'boolean' } },
      ],
      'body',
      { name: 'Name', phone: 'Office Phone' },
    );
    expect(errors).toEqual({
      name: ['The Name field is required.'],
      phone: ['The Office Phone field must be a phone number like 555-555-0100.'],
      colour: ['The colour field is not allowed.'],
      toString: ['The toString field must be a boolean.'],
    });
  });
});
