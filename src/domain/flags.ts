/**
 * Subscriber setup flags carried in the token's `Flags` claim (spec §3.1).
 */
export const USER_FLAG_NAMES = [
  'hasCustomer',
  'hasDropboxAccount',
  'hasPurchaseOrder',
  'hasRefrigerant',
  'hasSalesParts',
  'hasServiceChannelAccount',
  'hasVendorSetup',
  'hasVoltage',
  'hasWarehouseSetup',
  'hasWorkOrder',
  'hasIntacctAccount',
  'isShowWaterFilter',
  'hasRateSheetSetUp',
] as const;

export type UserFlagName = (typeof USER_FLAG_NAMES)[number];
export type UserFlags = Partial<Record<UserFlagName, boolean>>;

/** True when the flag is present and set. */
export const hasFlag = (flags: UserFlags | null | undefined, name: UserFlagName): boolean => flags?.[name] === true;

/**
 * The user-flag check of spec §6: true when the flag exists and is false ("sic" in the spec).
 * The old product named this check as if it asked "has the flag"; what it really tells is
 * that a setup step is known to be missing, so FieldDesk names it for that and keeps its
 * answer: an absent flag is "unknown", not "missing".
 */
export const isSetupMissing = (flags: UserFlags | null | undefined, name: UserFlagName): boolean =>
  flags != null && Object.prototype.hasOwnProperty.call(flags, name) && flags[name] === false;

/** Parses the `Flags` claim; anything that is not a JSON object of booleans gives {}. */
export function parseFlagsClaim(claim: unknown): UserFlags {
  if (typeof claim !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(claim);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const flags: UserFlags = {};
    for (const name of USER_FLAG_NAMES) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'boolean') flags[name] = value;
    }
    return flags;
  } catch {
    return {};
  }
}
