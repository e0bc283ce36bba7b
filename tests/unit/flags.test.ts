import { describe, expect, it } from 'vitest';
import { USER_FLAG_NAMES, hasFlag, isSetupMissing, parseFlagsClaim } from '../../src/domain/flags';

/** A `Flags` claim as a token carries it (spec §3.1) for a subscriber with every setup step done. */
const EVERY_STEP_DONE =
  '{"hasCustomer":true,"hasDropboxAccount":true,"hasPurchaseOrder":true,"hasRefrigerant":true,"hasSalesParts":true,' +
  '"hasServiceChannelAccount":true,"hasVendorSetup":true,"hasVoltage":true,"hasWarehouseSetup":true,"hasWorkOrder":true,' +
  '"hasIntacctAccount":true,"isShowWaterFilter":true,"hasRateSheetSetUp":true}';

describe('the flags of the session user (spec §3.1)', () => {
  it('are the thirteen booleans of the claim, each read under its spec name', () => {
    const flags = parseFlagsClaim(EVERY_STEP_DONE);
    expect(USER_FLAG_NAMES).toHaveLength(13);
    expect(Object.keys(flags).sort()).toEqual([...USER_FLAG_NAMES].sort());
    for (const name of USER_FLAG_NAMES) expect(hasFlag(flags, name), name).toBe(true);
  });
});

describe('hasFlag', () => {
  it('is true only when the flag is present and true', () => {
    expect(hasFlag({ hasCustomer: true }, 'hasCustomer')).toBe(true);
    expect(hasFlag({ hasCustomer: false }, 'hasCustomer')).toBe(false);
    expect(hasFlag({}, 'hasCustomer')).toBe(false);
    expect(hasFlag({ hasVoltage: true }, 'hasCustomer')).toBe(false);
    expect(hasFlag(null, 'hasCustomer')).toBe(false);
    expect(hasFlag(undefined, 'hasCustomer')).toBe(false);
  });
});

describe('isSetupMissing: the user-flag check of spec §6, true when the flag exists and is false', () => {
  it('is true when the flag is present and false', () => {
    expect(isSetupMissing({ hasRateSheetSetUp: false }, 'hasRateSheetSetUp')).toBe(true);
  });

  it('is false when the flag is true', () => {
    expect(isSetupMissing({ hasRateSheetSetUp: true }, 'hasRateSheetSetUp')).toBe(false);
  });

  it('is false when the flag is absent (unknown is not missing), or there are no flags', () => {
    expect(isSetupMissing({}, 'hasRateSheetSetUp')).toBe(false);
    expect(isSetupMissing({ hasCustomer: false }, 'hasRateSheetSetUp')).toBe(false);
    expect(isSetupMissing(null, 'hasRateSheetSetUp')).toBe(false);
    expect(isSetupMissing(undefined, 'hasRateSheetSetUp')).toBe(false);
  });

  it('does not count a flag inherited from a prototype', () => {
    const inherited = Object.create({ hasRateSheetSetUp: false });
    expect(isSetupMissing(inherited, 'hasRateSheetSetUp')).toBe(false);
  });
});

describe('parseFlagsClaim', () => {
  it('reads a JSON object of named booleans', () => {
    expect(parseFlagsClaim('{"hasCustomer":true,"hasDropboxAccount":false}')).toEqual({
      hasCustomer: true,
      hasDropboxAccount: false,
    });
  });

  it('drops unknown names and values that are not booleans', () => {
    expect(
      parseFlagsClaim('{"hasCustomer":"true","hasVoltage":1,"hasVendorSetup":null,"isAdmin":true,"hasWorkOrder":true}'),
    ).toEqual({ hasWorkOrder: true });
  });

  it.each([
    ['not JSON', '{hasCustomer:true'],
    ['an empty string', ''],
    ['a JSON array', '[true,false]'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"hasCustomer"'],
    ['JSON true', 'true'],
  ])('gives no flags for %s', (_label, claim) => {
    expect(parseFlagsClaim(claim)).toEqual({});
  });

  it.each([undefined, null, 42, true, { hasCustomer: true }, ['hasCustomer']])('gives no flags for a claim that is not text (%j)', (claim) => {
    expect(parseFlagsClaim(claim)).toEqual({});
  });

  it('is not fooled by a __proto__ key', () => {
    const flags = parseFlagsClaim('{"__proto__":{"hasCustomer":true}}');
    expect(flags).toEqual({});
    expect(hasFlag(flags, 'hasCustomer')).toBe(false);
    expect(({} as Record<string, unknown>).hasCustomer).toBeUndefined();
  });
});
