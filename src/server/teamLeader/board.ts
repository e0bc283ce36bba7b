/**
 * The team leader board (GET /api/v1/teamLeader/board): every field technician of the caller's
 * subscriber with their status and since when, the order they are clocked in on, today's visits
 * (done or left, double-booked or not), and the orders that need attention. A fixed number of
 * queries whatever the number of technicians: technicians, statuses, open labor, today's
 * schedule, the visits' labor that day, the open orders worth a look and their standing against
 * their NTE.
 */
import { sql, type Kysely } from 'kysely';
import { fromCents } from '../../domain/money';
import { ATTENTION_LIMIT, boardSummary } from '../../domain/teamLeader/board';
import type { AttentionItem, AttentionReason, BoardTechnician, BoardVisit, TeamLeaderBoard } from '../../domain/teamLeader/responses';
import { CLOSED_WORK_ORDER_STATUSES, WORK_ORDER_STATUS } from '../../domain/workOrders/orders';
import { nteStandingText } from '../../domain/workOrders/totals';
import type { Database } from '../db/schema';
import { apiDateTime, apiDateTimeOrNull, instantOf, nextDay, wallClock } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { scheduleEntries } from '../scheduling/entries';
import { visitsDoneOn } from '../scheduling/visitsDone';
import { fieldTechnicians } from '../workOrders/fieldTechnicians';
import { nteStandings } from '../workOrders/nteStandings';
import { displayNumberSql, personName } from '../workOrders/mapping';
import { canSetUpRateSheets, rateSheetMissingDetail } from '../../domain/timeTracking/rateSheetMissing';
import { rateSheetsOfCustomer } from '../../domain/resources/paths';

type Db = Kysely<Database>;

/** Today in the subscriber's wall clock, and its bounds as instants. */
function today(zone: string, now: Date) {
  const date = wallClock(now, zone).date;
  const tomorrow = nextDay(date);
  return { date, start: `${date}T00:00:00`, end: `${tomorrow}T00:00:00`, after: instantOf(date, '00:00', zone), before: instantOf(tomorrow, '00:00', zone) };
}

/** Each technician's status now and when it began (the open status entry). */
function statusesOf(db: Db, subscriberId: number, ids: number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_statuses as s', (j) => j.onRef('s.subscriber_id', '=', 'u.subscriber_id').onRef('s.id', '=', 'u.user_status_id'))
    .leftJoin('user_status_entries as e', (j) => j.onRef('e.user_id', '=', 'u.id').on('e.ended_at', 'is', null))
    .select(['u.id', 'u.user_status_id', 's.name as status_name', 'u.status_description', 'e.started_at'])
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.id', 'in', ids)
    .execute();
}

/** The labor each technician has open (one at most), with its order. */
function openLaborsOf(db: Db, subscriberId: number, ids: number[]) {
  return db
    .selectFrom('work_order_labors as l')
    .innerJoin('work_orders as wo', (j) => j.onRef('wo.subscriber_id', '=', 'l.subscriber_id').onRef('wo.id', '=', 'l.work_order_id'))
    .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .select([
      'l.id',
      'l.technician_id',
      'l.work_order_id',
      displayNumberSql('wo').as('work_order_number'),
      'c.name as customer_name',
      'wo.problem',
      'l.start_time',
      'l.user_status_id',
      'l.is_reached_at_site',
    ])
    .where('l.subscriber_id', '=', subscriberId)
    .where('l.stop_time', 'is', null)
    .where('l.technician_id', 'in', ids)
    .orderBy('l.start_time')
    .execute();
}

/** Open orders over their NTE, flagged, or with nobody assigned: the candidates, with what pricing needs. */
function attentionOrders(db: Db, subscriberId: number) {
  return db
    .selectFrom('work_orders as wo')
    .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .innerJoin('customers as bc', (j) => j.onRef('bc.subscriber_id', '=', 'wo.subscriber_id').onRef('bc.id', '=', 'wo.billing_customer_id'))
    .leftJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'wo.subscriber_id').onRef('st.id', '=', 'wo.status_id'))
    .leftJoin('work_order_flags as fl', (j) => j.onRef('fl.subscriber_id', '=', 'wo.subscriber_id').onRef('fl.id', '=', 'wo.flag_id'))
    .select((eb) => [
      'wo.id',
      'wo.work_order_number',
      'wo.sub_number',
      displayNumberSql('wo').as('display_number'),
      'c.name as customer_name',
      'wo.problem',
      'st.name as status_name',
      'wo.flag_id',
      'fl.name as flag_name',
      'fl.color as flag_color',
      'wo.nte_amount',
      'bc.labor_rate as billing_labor_rate',
      eb
        .exists(eb.selectFrom('work_order_technicians as wt').select('wt.technician_id').whereRef('wt.work_order_id', '=', 'wo.id'))
        .as('has_technicians'),
    ])
    .where('wo.subscriber_id', '=', subscriberId)
    .where('wo.status_id', 'not in', [...CLOSED_WORK_ORDER_STATUSES])
    .where((eb) =>
      eb.or([
        eb.and([eb('wo.flag_id', 'is not', null), eb('wo.flag_id', '<>', WORK_ORDER_STATUS.N_A)]),
        eb('wo.nte_amount', 'is not', null),
        eb.not(eb.exists(eb.selectFrom('work_order_technicians as wt').select('wt.technician_id').whereRef('wt.work_order_id', '=', 'wo.id'))),
      ]),
    )
    .orderBy('wo.work_order_number')
    .orderBy(sql`coalesce(${sql.ref('wo.sub_number')}, 0)`)
    .execute();
}

type AttentionOrder = Awaited<ReturnType<typeof attentionOrders>>[number];

/**
 * Technicians refused a start on an open order whose billing customer is still billed by rate
 * sheet without an active labor item (timeTracking/rateSheetMissing.ts), latest first.
 */
async function rateSheetRefusals(db: Db, subscriberId: number) {
  const rows = await db
    .selectFrom('rate_sheet_blocks as b')
    .innerJoin('work_orders as wo', (j) => j.onRef('wo.subscriber_id', '=', 'b.subscriber_id').onRef('wo.id', '=', 'b.work_order_id'))
    .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .innerJoin('customers as bc', (j) => j.onRef('bc.subscriber_id', '=', 'wo.subscriber_id').onRef('bc.id', '=', 'wo.billing_customer_id'))
    .innerJoin('users as u', (j) => j.onRef('u.subscriber_id', '=', 'b.subscriber_id').onRef('u.id', '=', 'b.technician_id'))
    .innerJoin('subscribers as s', 's.id', 'b.subscriber_id')
    .leftJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'wo.subscriber_id').onRef('st.id', '=', 'wo.status_id'))
    .select([
      'wo.id as work_order_id',
      displayNumberSql('wo').as('display_number'),
      'c.name as customer_name',
      'wo.problem',
      'st.name as status_name',
      'bc.id as billing_customer_id',
      'bc.name as billing_customer_name',
      'b.technician_id',
      personName('u').as('technician_name'),
      'b.blocked_at',
      's.setup_flags',
    ])
    .where('b.subscriber_id', '=', subscriberId)
    .where('wo.status_id', 'not in', [...CLOSED_WORK_ORDER_STATUSES])
    .where('bc.bill_by_rate_sheet', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('customer_rate_sheet_items as i')
            .select('i.id')
            .whereRef('i.subscriber_id', '=', 'bc.subscriber_id')
            .whereRef('i.customer_id', '=', 'bc.id')
            .where('i.kind', '=', 'Labor')
            .where('i.is_active', '=', true),
        ),
      ),
    )
    .orderBy('b.blocked_at', 'desc')
    .orderBy('b.work_order_id')
    .orderBy('b.technician_id')
    .execute();
  // The rate sheet applies only where the subscriber has it set up (timeTracking/clockOrder.ts).
  return rows.filter((row) => row.setup_flags.hasRateSheetSetUp === true);
}

const orderItem = (order: AttentionOrder, reason: AttentionReason, detail: string, extra: Partial<AttentionItem> = {}): AttentionItem => ({
  reason,
  workOrderId: order.id,
  workOrderNumber: order.display_number,
  customerName: order.customer_name,
  problem: order.problem,
  status: order.status_name,
  color: null,
  detail,
  amount: null,
  nteAmount: null,
  runningTotal: null,
  schedulerId: null,
  technicianIds: [],
  rateSheetsPath: null,
  ...extra,
});

const hhmm = (dateTime: string) => dateTime.slice(11, 16);

export async function teamLeaderBoard(db: Db, principal: Principal, now = new Date()): Promise<TeamLeaderBoard> {
  const { subscriberId, timeZone: zone } = principal;
  const day = today(zone, now);
  const [technicians, entries, orders, refusals] = await Promise.all([
    fieldTechnicians(db, subscriberId),
    scheduleEntries(db, principal, { start: day.start, end: day.end, after: day.after, before: day.before }, {}),
    attentionOrders(db, subscriberId),
    rateSheetRefusals(db, subscriberId),
  ]);
  const ids = technicians.map((t) => t.id);
  const visits = entries.filter((entry) => !entry.noVisitRequired);
  const [statuses, openLabors, isDone, standings] = await Promise.all([
    ids.length ? statusesOf(db, subscriberId, ids) : [],
    ids.length ? openLaborsOf(db, subscriberId, ids) : [],
    visitsDoneOn(db, subscriberId, visits.map((v) => ({ workOrderId: v.workOrderId || null, technicianIds: v.technicians.map((t) => t.technicianId) })), day),
    nteStandings(db, subscriberId, orders.flatMap((o) => (o.nte_amount === null ? [] : [{ id: o.id, nteAmount: o.nte_amount, billingLaborRate: o.billing_labor_rate }])), now),
  ]);

  const statusOf = new Map(statuses.map((s) => [s.id, s]));
  const laborOf = new Map(openLabors.map((l) => [l.technician_id, l]));
  const boardTechnicians: BoardTechnician[] = technicians.map((technician) => {
    const status = statusOf.get(technician.id);
    const labor = laborOf.get(technician.id);
    const own: BoardVisit[] = visits
      .filter((entry) => entry.technicians.some((t) => t.technicianId === technician.id))
      .sort((a, b) => Number(b.isAllDay) - Number(a.isAllDay) || a.start.localeCompare(b.start))
      .map((entry) => ({
        schedulerId: entry.schedulerId,
        start: entry.start,
        end: entry.end,
        isAllDay: entry.isAllDay,
        task: entry.task,
        workOrderId: entry.workOrderId || null,
        workOrderNumber: entry.workOrderNumber,
        customerName: entry.workOrderCustomer,
        done: isDone(entry.workOrderId || null, technician.id),
        conflict: entry.conflictTechnicianIds.includes(technician.id),
      }));
    const visitsDone = own.filter((v) => v.done).length;
    return {
      technicianId: technician.id,
      technicianName: technician.name,
      roles: technician.roles,
      userStatusId: status?.user_status_id ?? null,
      userStatus: status?.status_name ?? null,
      statusDescription: status?.status_description ?? null,
      statusSince: apiDateTimeOrNull(status?.started_at ?? null, zone),
      clockedIn: labor
        ? {
            workOrderLaborId: labor.id,
            workOrderId: labor.work_order_id,
            workOrderNumber: labor.work_order_number,
            customerName: labor.customer_name,
            problem: labor.problem,
            since: apiDateTime(labor.start_time, zone),
            userStatusId: labor.user_status_id,
            isReachedAtSite: labor.is_reached_at_site,
          }
        : null,
      visits: own,
      visitsDone,
      visitsLeft: own.length - visitsDone,
      hasConflict: own.some((v) => v.conflict),
    };
  });

  const nameOf = new Map(technicians.map((t) => [t.id, t.name]));
  const maySetUpRateSheets = canSetUpRateSheets(principal);
  const reasons: Record<AttentionReason, AttentionItem[]> = {
    rateSheetMissing: refusals.map((row) => ({
      reason: 'rateSheetMissing' as const,
      workOrderId: row.work_order_id,
      workOrderNumber: row.display_number,
      customerName: row.customer_name,
      problem: row.problem,
      status: row.status_name,
      color: null,
      detail: rateSheetMissingDetail(row.technician_name, hhmm(apiDateTime(row.blocked_at, zone)), row.billing_customer_name),
      amount: null,
      nteAmount: null,
      runningTotal: null,
      schedulerId: null,
      technicianIds: [row.technician_id],
      rateSheetsPath: maySetUpRateSheets ? rateSheetsOfCustomer(row.billing_customer_id) : null,
    })),
    overNte: orders
      .flatMap((order) => {
        const standing = standings.get(order.id);
        if (!standing?.isOver) return [];
        return [
          orderItem(order, 'overNte', nteStandingText(standing), {
            amount: fromCents(standing.projectedTotalCents),
            nteAmount: fromCents(standing.nteCents),
            runningTotal: fromCents(standing.runningTotalCents),
          }),
        ];
      })
      .sort((a, b) => b.amount! - b.nteAmount! - (a.amount! - a.nteAmount!)),
    conflict: visits
      .filter((entry) => entry.conflictTechnicianIds.length > 0)
      .map((entry) => ({
        reason: 'conflict' as const,
        workOrderId: entry.workOrderId || null,
        workOrderNumber: entry.workOrderNumber,
        customerName: entry.workOrderCustomer,
        problem: entry.workOrderProblem ?? entry.task,
        status: entry.workOrderStatus,
        color: null,
        detail: `${entry.conflictTechnicianIds.map((id) => nameOf.get(id) ?? entry.technicians.find((t) => t.technicianId === id)?.technicianName ?? `#${id}`).join(', ')} booked twice at ${entry.isAllDay ? 'all day' : `${hhmm(entry.start)}–${hhmm(entry.end)}`}`,
        amount: null,
        nteAmount: null,
        runningTotal: null,
        schedulerId: entry.schedulerId,
        technicianIds: entry.conflictTechnicianIds,
        rateSheetsPath: null,
      })),
    unassigned: orders
      .filter((order) => !order.has_technicians)
      .map((order) => orderItem(order, 'unassigned', `No technician assigned${order.status_name ? ` · ${order.status_name}` : ''}`)),
    flagged: orders
      .filter((order) => order.flag_id !== null && order.flag_id !== WORK_ORDER_STATUS.N_A)
      .map((order) => orderItem(order, 'flagged', `Flag: ${order.flag_name ?? `#${order.flag_id}`}`, { color: order.flag_color })),
  };
  const attentionCounts = {
    rateSheetMissing: reasons.rateSheetMissing.length,
    overNte: reasons.overNte.length,
    flagged: reasons.flagged.length,
    unassigned: reasons.unassigned.length,
    conflict: reasons.conflict.length,
  };
  const attention = (['rateSheetMissing', 'overNte', 'conflict', 'unassigned', 'flagged'] as const).flatMap((reason) => reasons[reason].slice(0, ATTENTION_LIMIT));

  return {
    asOf: apiDateTime(now, zone),
    date: day.date,
    timeZone: zone,
    technicians: boardTechnicians,
    summary: boardSummary(boardTechnicians, attentionCounts),
    attention,
    attentionCounts,
  };
}
