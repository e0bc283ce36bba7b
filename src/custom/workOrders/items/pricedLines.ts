import type { ItemColumn } from './ItemList';
import { count } from './count';
import { lineTotal, linesTotal, money, quantity } from './money';

interface PricedLine {
  quantity: number;
}
type PriceOf<T> = (row: T) => number;

export const quantityColumn = <T extends PricedLine>(): ItemColumn<T> => ({ title: 'Quantity', value: (row) => quantity(row.quantity), align: 'right', nowrap: true });

export const priceColumn = <T>(title: string, priceOf: PriceOf<T>): ItemColumn<T> => ({ title, value: (row) => money(priceOf(row)), align: 'right', nowrap: true });

/** Quantity × price of each line. */
export const totalColumn = <T extends PricedLine>(priceOf: PriceOf<T>): ItemColumn<T> => ({ title: 'Total', value: (row) => lineTotal(row.quantity, priceOf(row)), align: 'right', nowrap: true });

/** A priced tab's subtitle: "3 items, $1,234.50 in all." */
export const pricedSummary = <T extends PricedLine>(rows: readonly T[], one: string, priceOf: PriceOf<T>) =>
  `${count(rows.length, one)}, ${linesTotal(rows.map((row) => ({ quantity: row.quantity, price: priceOf(row) })))} in all.`;
