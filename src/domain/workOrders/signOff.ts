/**
 * The customer's sign-off on the work done (issue 11): what the sign-off page shows and the
 * signed PDF keeps, built by the server from the order's labor, materials, items and photos.
 * Both sides format it with the same helpers, so the page and the PDF say the same thing.
 */
import { parseApiDateTime, formatDisplayDateTime } from '../dateFormats';
import { formatDuration } from '../durations';
import { boolean, complete, integer, nullable, number, string } from '../answerSchemas';
import { idSchema, type Wire } from '../wire';

/** One labor record: who worked, when, and what they wrote they did. */
export const SIGN_OFF_LABOR_SCHEMA = complete({
  workOrderLaborId: integer,
  technicianName: string,
  startTime: string,
  /** Null while the technician is still clocked in: the time so far counts. */
  stopTime: nullable('string'),
  minutes: integer,
  /** On Site time; travel (En Route) is listed but not counted as time on site. */
  onSite: boolean,
  description: nullable('string'),
});

/** A material, standard item or rate-sheet item used on the order, with its quantity (no prices: the customer signs for the work, the invoice prices it). */
export const SIGN_OFF_ITEM_SCHEMA = complete({
  kind: { type: 'string', enum: ['material', 'standardItem', 'rateSheetItem'] },
  name: string,
  detail: nullable('string'),
  quantity: number,
});

/** A photo of the order tagged "after" (the finished work); the thumbnail link is made for the caller and short-lived. */
export const SIGN_OFF_PHOTO_SCHEMA = complete({ fileId: string, name: string, thumbnailUrl: nullable('string') });

/** GET workOrders/{id}/signOff: what the customer signs for. */
export const SIGN_OFF_SUMMARY_SCHEMA = complete({
  workOrderId: integer,
  displayNumber: string,
  companyName: string,
  customerName: string,
  siteAddress: string,
  problem: string,
  labors: { type: 'array', items: SIGN_OFF_LABOR_SCHEMA },
  onSiteMinutes: integer,
  items: { type: 'array', items: SIGN_OFF_ITEM_SCHEMA },
  afterPhotos: { type: 'array', items: SIGN_OFF_PHOTO_SCHEMA },
  /** Fingerprint of the summary: a signature sent with an older one is refused (409), the work changed meanwhile. */
  digest: string,
});
export type SignOffSummary = Wire<typeof SIGN_OFF_SUMMARY_SCHEMA>;
export type SignOffLabor = SignOffSummary['labors'][number];
export type SignOffItem = SignOffSummary['items'][number];
export type SignOffPhoto = SignOffSummary['afterPhotos'][number];

/** One signed PDF of the order (GET workOrders/{id}/signOffs lists them, newest first). */
export const SIGN_OFF_RECORD_SCHEMA = complete({
  id: integer,
  /** 1 for the first signature, 2 for the next: re-signing keeps every earlier PDF. */
  version: integer,
  signedBy: string,
  signedDate: string,
  /** The FieldDesk user who collected the signature (the signed-in user of the signing device). */
  collectedBy: nullable('string'),
  byteSize: integer,
  fileName: string,
});
export type SignOffRecord = Wire<typeof SIGN_OFF_RECORD_SCHEMA>;
export const SIGN_OFF_RECORDS_SCHEMA = { type: 'array', items: SIGN_OFF_RECORD_SCHEMA } as const;

export const SIGN_OFF_ID_PARAMS = {
  type: 'object',
  required: ['id', 'signOffId'],
  properties: { id: idSchema, signOffId: idSchema },
} as const;

/** The messages both sides show. */
export const SIGN_OFF_MESSAGES = {
  nameRequired: 'Please enter the name of the person signing.',
  signatureRequired: 'Please sign in the box before saving.',
  summaryChanged: 'The work on this order changed while the customer was reading it. Review the updated summary and sign again.',
  noWork: 'No labor has been recorded on this work order yet.',
  noItems: 'No materials or items were used.',
  noPhotos: 'No photos of the finished work. Tag photos "After" in the order\'s files to show them here.',
} as const;

/** "03/05/2024, 2:30 PM" of an API wall-clock time. */
export const signOffDateTime = (apiDateTime: string): string => {
  const date = parseApiDateTime(apiDateTime.slice(0, 19));
  return date ? formatDisplayDateTime(date) : apiDateTime;
};

/** "2 Hours 5 Mins" (spec §9 durations). */
export const signOffDuration = (minutes: number): string => formatDuration(minutes);

/** What one labor line says about its time: "On site 2 Hours", "Travel 25 Mins", "On site since 9:10 AM (1 Hour so far)". */
export function laborTimeText(labor: SignOffLabor): string {
  const kind = labor.onSite ? 'On site' : 'Travel';
  if (labor.stopTime === null) return `${kind} since ${signOffDateTime(labor.startTime).split(', ')[1]} (${signOffDuration(labor.minutes)} so far)`;
  return `${kind} ${signOffDuration(labor.minutes)}`;
}

/** "2 × Contactor 40A", quantities without needless decimals. */
export const itemQuantityText = (quantity: number): string => (Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2).replace(/0$/, ''));

export const ITEM_KIND_LABELS: Record<SignOffItem['kind'], string> = { material: 'Material', standardItem: 'Item', rateSheetItem: 'Rate sheet item' };

/** The PDF's file name: "sign-off-WO-1042-v2.pdf". */
export const signOffFileName = (displayNumber: string, version: number): string => `sign-off-WO-${displayNumber.replace(/[^A-Za-z0-9-]+/g, '-')}-v${version}.pdf`;
