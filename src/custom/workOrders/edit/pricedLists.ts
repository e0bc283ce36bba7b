/** The order's priced lists, each shown by PricedItemsTab. */
import { canDeleteWorkOrderItems } from '../../../domain/workOrders/access';
import { materialsApi, rateSheetItemsApi, standardItemsApi, type MaterialRow, type RateSheetItemRow, type StandardItemRow } from '../childrenApi';
import type { PricedList } from '../items/PricedItemsTab';
import { priceColumn, quantityColumn, totalColumn } from '../items/pricedLines';

const materialPrice = (m: MaterialRow) => m.unitPrice;

/** Parts used or proposed on the order, with their material status (spec §3.10). */
export const MATERIALS: PricedList<MaterialRow> = {
  list: 'materials',
  api: materialsApi,
  title: 'Materials',
  singular: 'Material',
  columns: [
    { title: 'Part Number', value: (m) => m.partNumber, nowrap: true },
    { title: 'Description', value: (m) => m.description },
    { title: 'Material Status', value: (m) => m.materialStatus },
    quantityColumn(),
    priceColumn('Unit Cost', (m) => m.unitCost),
    priceColumn('Unit Price', materialPrice),
    totalColumn(materialPrice),
  ],
  priceOf: materialPrice,
  one: 'material',
  intro: () => 'Parts used, ordered or proposed for this work order.',
  addRoute: 'addMaterial',
  nameOf: (m) => m.description,
};

const standardItemPrice = (s: StandardItemRow) => s.unitPrice;

/** Priced items from the subscriber's standard item list (tolls, trip charges, ...). */
export const STANDARD_ITEMS: PricedList<StandardItemRow> = {
  list: 'standardItems',
  api: standardItemsApi,
  title: 'Standard Items',
  singular: 'Standard Item',
  columns: [
    { title: 'Standard Item', value: (s) => s.standardItemName },
    { title: 'Description', value: (s) => s.description },
    quantityColumn(),
    priceColumn('Unit Price', standardItemPrice),
    totalColumn(standardItemPrice),
  ],
  priceOf: standardItemPrice,
  one: 'item',
  intro: () => 'Items of your standard item list billed on this work order.',
  addRoute: 'addStandardItem',
  nameOf: (s) => s.standardItemName,
  mayDelete: canDeleteWorkOrderItems,
};

const rateSheetPrice = (r: RateSheetItemRow) => r.rate;

/** Lines billed from the billing customer's rate sheet (spec §3.6). */
export const RATE_SHEET_ITEMS: PricedList<RateSheetItemRow> = {
  list: 'rateSheetItems',
  api: rateSheetItemsApi,
  title: 'Rate Sheet Items',
  singular: 'Rate Sheet Item',
  columns: [
    { title: 'Rate Sheet Item', value: (r) => r.rateSheetName },
    { title: 'Rate Type', value: (r) => r.itemRateTypeName, nowrap: true },
    { title: 'Description', value: (r) => r.description },
    quantityColumn(),
    priceColumn('Rate', rateSheetPrice),
    totalColumn(rateSheetPrice),
  ],
  priceOf: rateSheetPrice,
  one: 'item',
  intro: (order) => `Labor and trucks billed at the rates of ${order.billingCustomerName}'s rate sheet.`,
  addRoute: 'addRateSheetItem',
  nameOf: (r) => r.rateSheetName,
};
