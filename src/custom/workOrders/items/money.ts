import { formatMoney, toCents } from '../../../domain/money';
import { lineCents } from '../../../domain/workOrders/totals';

/** "$1,234.50" of an amount in dollars. */
export const money = (dollars: number) => formatMoney(toCents(dollars));

/** quantity × price as "$1,234.50", computed in cents. */
export const lineTotal = (quantity: number, unitPrice: number) => formatMoney(lineCents({ quantity, unitPrice }));

/** The sum of the lines as "$1,234.50". */
export const linesTotal = (lines: ReadonlyArray<{ quantity: number; price: number }>) =>
  formatMoney(lines.reduce((sum, line) => sum + lineCents({ quantity: line.quantity, unitPrice: line.price }), 0));

/** A quantity as typed: up to 2 decimals, no trailing zeros ("1.5", "4"). */
export const quantity = (value: number) => String(Number(value.toFixed(2)));
