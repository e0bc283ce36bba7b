/**
 * What the customer signs for (issue 11), read from the order's records: each labor's
 * technician, time and description (time on site is the On Site labor; travel is listed, not
 * counted), the materials, standard items and rate-sheet items with their quantities, and the
 * photos tagged "after" (signOffPhotos.ts). The digest fingerprints everything but the minutes still running, so a
 * signature given on an older reading of the work is told apart from one on the current reading.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import type { SignOffItem, SignOffLabor, SignOffSummary } from '../../domain/workOrders/signOff';
import type { Database } from '../db/schema';
import { apiDateTime, apiDateTimeOrNull } from '../http/timeZone';
import type { VisibleWorkOrder } from './visibility';
import type { Principal } from '../plugins/auth';
import { personName } from './mapping';
import { afterPhotoRows, afterPhotosOf } from './signOffPhotos';

async function laborsOf(db: Kysely<Database>, order: VisibleWorkOrder, timeZone: string): Promise<SignOffLabor[]> {
  const rows = await db
    .selectFrom('work_order_labors as l')
    .innerJoin('users as u', 'u.id', 'l.technician_id')
    .select([
      'l.id',
      personName('u').as('technicianName'),
      'l.start_time',
      'l.stop_time',
      sql<number>`round(extract(epoch from (coalesce(l.stop_time, now()) - l.start_time)) / 60)::integer`.as('minutes'),
      'l.user_status_id',
      'l.description',
    ])
    .where('l.subscriber_id', '=', order.subscriber_id)
    .where('l.work_order_id', '=', order.id)
    .orderBy('l.start_time')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    workOrderLaborId: row.id,
    technicianName: row.technicianName,
    startTime: apiDateTime(row.start_time, timeZone),
    stopTime: apiDateTimeOrNull(row.stop_time, timeZone),
    minutes: Math.max(0, Number(row.minutes)),
    onSite: row.user_status_id === USER_STATUS.ON_SITE,
    description: row.description?.trim() || null,
  }));
}

const joined = (...parts: Array<string | null | undefined>) => parts.map((part) => part?.trim()).filter(Boolean).join(' · ') || null;

async function itemsOf(db: Kysely<Database>, order: VisibleWorkOrder): Promise<SignOffItem[]> {
  const scope = { subscriber: order.subscriber_id, order: order.id };
  const [materials, standardItems, rateSheetItems] = await Promise.all([
    db
      .selectFrom('work_order_materials as x')
      .select(['x.part_number', 'x.description', 'x.quantity'])
      .where('x.subscriber_id', '=', scope.subscriber)
      .where('x.work_order_id', '=', scope.order)
      .orderBy('x.id')
      .execute(),
    db
      .selectFrom('work_order_standard_items as x')
      .innerJoin('standard_items as si', (j) => j.onRef('si.subscriber_id', '=', 'x.subscriber_id').onRef('si.id', '=', 'x.standard_item_id'))
      .select(['si.name', 'x.description', 'x.quantity'])
      .where('x.subscriber_id', '=', scope.subscriber)
      .where('x.work_order_id', '=', scope.order)
      .orderBy('x.id')
      .execute(),
    db
      .selectFrom('work_order_rate_sheet_items as x')
      .innerJoin('customer_rate_sheet_items as rs', (j) => j.onRef('rs.subscriber_id', '=', 'x.subscriber_id').onRef('rs.id', '=', 'x.rate_sheet_item_id'))
      .innerJoin('item_rate_types as rt', (j) => j.onRef('rt.subscriber_id', '=', 'x.subscriber_id').onRef('rt.id', '=', 'x.item_rate_type_id'))
      .select(['rs.name', 'rt.name as rateType', 'x.description', 'x.quantity'])
      .where('x.subscriber_id', '=', scope.subscriber)
      .where('x.work_order_id', '=', scope.order)
      .orderBy('x.id')
      .execute(),
  ]);
  return [
    ...materials.map((m): SignOffItem => ({ kind: 'material', name: m.description, detail: m.part_number ? `Part ${m.part_number}` : null, quantity: Number(m.quantity) })),
    ...standardItems.map((s): SignOffItem => ({ kind: 'standardItem', name: s.name, detail: joined(s.description), quantity: Number(s.quantity) })),
    ...rateSheetItems.map((r): SignOffItem => ({ kind: 'rateSheetItem', name: r.name, detail: joined(r.rateType, r.description), quantity: Number(r.quantity) })),
  ];
}

/** The summary as kept with a signature: the photos' links are the reader's and short-lived, so left out. */
export const keptSummary = (summary: SignOffSummary) => ({ ...summary, afterPhotos: summary.afterPhotos.map((photo) => ({ ...photo, thumbnailUrl: null })) });

/** The fingerprint of a summary: what the customer read, minus the minutes of a labor still running and the photos' links. */
export function summaryDigest(summary: Omit<SignOffSummary, 'digest'>): string {
  const stable = {
    ...summary,
    labors: summary.labors.map((labor) => (labor.stopTime === null ? { ...labor, minutes: null } : labor)),
    onSiteMinutes: null,
    afterPhotos: summary.afterPhotos.map(({ fileId, name }) => ({ fileId, name })),
  };
  return createHash('sha256').update(JSON.stringify(stable)).digest('base64url');
}

/** The summary for `principal` (its times in their zone, photo links made for them), and the after photos' file rows. */
export async function signOffSummaryOf(db: Kysely<Database>, order: VisibleWorkOrder, principal: Principal, secret: string) {
  const [labors, items, photoRows, header] = await Promise.all([
    laborsOf(db, order, principal.timeZone),
    itemsOf(db, order),
    afterPhotoRows(db, order),
    db
      .selectFrom('subscribers as s')
      .innerJoin('customers as c', (j) => j.on('c.subscriber_id', '=', order.subscriber_id).on('c.id', '=', order.customer_id))
      .select(['s.name as companyName', 'c.name as customerName'])
      .where('s.id', '=', order.subscriber_id)
      .executeTakeFirstOrThrow(),
  ]);
  const summary = {
    workOrderId: order.id,
    displayNumber: displayWorkOrderNumber(order.work_order_number, order.sub_number),
    companyName: header.companyName,
    customerName: header.customerName,
    siteAddress: order.site_address,
    problem: order.problem,
    labors,
    onSiteMinutes: labors.filter((labor) => labor.onSite).reduce((sum, labor) => sum + labor.minutes, 0),
    items,
    afterPhotos: afterPhotosOf(photoRows, principal, secret),
  };
  return { summary: { ...summary, digest: summaryDigest(summary) } satisfies SignOffSummary, photoRows };
}
