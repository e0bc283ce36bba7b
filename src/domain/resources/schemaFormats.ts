/**
 * String formats FieldDesk adds to JSON Schema, checked alike by the server's validator and
 * the browser's forms.
 */
export const CUSTOM_FORMATS: Record<string, RegExp> = {
  /** 3-3-4 digits with hyphens, first digit not 0 (spec §5). */
  phone: /^[1-9]\d{2}-\d{3}-\d{4}$/,
};
