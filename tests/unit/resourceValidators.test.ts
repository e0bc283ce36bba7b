import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FORMATS } from '../../src/domain/resources/schemaFormats';
import { COMPILED_DIR, formSchemaOf, generateValidatorModules, SCHEMAS_DIR } from '../../src/resources/validation/codegen';
import { loadFormValidator, serverOnlyValidator } from '../../src/resources/validation/formValidator';

const schemaOf = (name: string) => formSchemaOf(JSON.parse(readFileSync(path.join(SCHEMAS_DIR, `${name}.schema.json`), 'utf8')));

describe('the precompiled form validators', () => {
  it('match schemas/ (run npx tsx src/resources/validation/writeValidators.ts after changing a schema)', () => {
    const modules = generateValidatorModules();
    expect(readdirSync(COMPILED_DIR).sort()).toEqual([...modules.keys()].sort());
    for (const [fileName, code] of modules) expect(readFileSync(path.join(COMPILED_DIR, fileName), 'utf8'), fileName).toBe(code);
  }, 60_000);

  it('judge records as the server’s ajv does', async () => {
    const server = new Ajv({ allErrors: true, strict: false });
    addFormats(server);
    for (const [name, pattern] of Object.entries(CUSTOM_FORMATS)) server.addFormat(name, pattern);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['baseCities', { name: 'Denver', state: 'CO', phone: '303-555-0100' }],
      ['baseCities', { name: 'Denver', phone: '030-555-0100' }],
      ['baseCities', { name: '', state: 'Colorado' }],
      ['baseCities', { state: 'CO' }],
      ['subscriberSettings', { companyName: 'Summit', email: 'office@summit.example', overtimeAfterHours: 40 }],
      ['subscriberSettings', { companyName: 'Summit', email: 'office@', overtimeAfterHours: -1 }],
      ['payPeriodSettings', { frequency: 'Weekly', firstPeriodStartDate: '2026-02-30' }],
      ['payPeriodSettings', { frequency: 'Yearly', firstPeriodStartDate: '2026-02-03' }],
    ];
    for (const [name, record] of cases) {
      const schema = schemaOf(name);
      const validator = await loadFormValidator(name, schema as never);
      expect(validator).not.toBe(serverOnlyValidator);
      const browser = validator.validateFormData(record, schema as never);
      const expected = server.validate(schema, record);
      expect(browser.errors.length === 0, `${name} ${JSON.stringify(record)}`).toBe(expected);
    }
  });

  it('leave a schema without a matching compiled module to the server', async () => {
    const changed = { ...schemaOf('baseCities'), title: 'Changed' };
    expect(await loadFormValidator('baseCities', changed as never)).toBe(serverOnlyValidator);
    expect(await loadFormValidator('noSuchResource', changed as never)).toBe(serverOnlyValidator);
  });
});
