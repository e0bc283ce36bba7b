/** A quantity as typed: a positive number with at most 2 decimals, or null when it is not one. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(trimmed) && !/^\.\d{1,2}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

export const QUANTITY_MESSAGE = 'Enter a quantity above 0 with at most 2 decimals.';
