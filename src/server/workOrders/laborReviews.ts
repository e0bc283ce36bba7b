/**
 * Approving and correcting marked clock times (issue 33, item 12), with "Approve Clock Times"
 * (Team Leader and Payroll Manager by default):
 * - GET clockMarks: the subscriber's starts, stops and overtime claims waiting for a decision,
 *   oldest first (the team leader board shows them);
 * - POST workOrders/{id}/labors/{laborId}/review: approve one as recorded, or correct it, with
 *   a reason. A correction never overwrites what was recorded: the labor keeps start_time,
 *   stop_time and is_overtime, takes the corrected value beside them (corrected_*, the
 *   effective one from then on), and a row of work_order_labor_reviews keeps both values, the
 *   reason, who decided and when.
 * The labor is found within the caller's subscriber (a payroll manager reads no work orders).
 */
import type { Kysely } from 'kysely';
import { FUTURE_TOLERANCE_MINUTES } from '../../domain/timeTracking/clock';
import { CLOCK_REVIEW_MESSAGES, type ClockMarkSubject } from '../../domain/timeTracking/evidence';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { CLOCK_MARK_SCHEMA, LABOR_SCHEMA } from '../../domain/workOrders/responses';
import { laborParams, laborReviewBody, type LaborReviewRequest } from '../../domain/workOrders/wire';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../errors';
import { type AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { apiDateTime, apiDateTimeOrNull, instantOfApiDateTime } from '../http/timeZone';
import { isInFuture } from '../timeTracking/time';
import { answeredLabors, laborRows } from './labors';
import { displayNumberSql, personName } from './mapping';

const MARKS_LIMIT = 200;
const WALL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function refuse(errors: FieldErrors): never {
  const first = Object.values(errors)[0]![0];
  throw badRequest(first, errors);
}

/** The subscriber's marks waiting for a decision, one row per labor and subject. */
async function pendingMarks(db: Kysely<Database>, subscriberId: number, zone: string) {
  const rows = await db
    .selectFrom('work_order_labors as l')
    .innerJoin('work_orders as wo', (j) => j.onRef('wo.subscriber_id', '=', 'l.subscriber_id').onRef('wo.id', '=', 'l.work_order_id'))
    .innerJoin('users as u', (j) => j.onRef('u.subscriber_id', '=', 'l.subscriber_id').onRef('u.id', '=', 'l.technician_id'))
    .leftJoin('users as se', (j) => j.onRef('se.subscriber_id', '=', 'l.subscriber_id').onRef('se.id', '=', 'l.start_entered_by'))
    .leftJoin('users as pe', (j) => j.onRef('pe.subscriber_id', '=', 'l.subscriber_id').onRef('pe.id', '=', 'l.stop_entered_by'))
    .select([
      'l.id',
      'l.work_order_id',
      displayNumberSql('wo').as('work_order_number'),
      'l.technician_id',
      personName('u').as('technician_name'),
      'l.start_time',
      'l.stop_time',
      'l.start_set_by',
      'l.start_received_at',
      personName('se').as('start_entered_by'),
      'l.stop_set_by',
      'l.stop_received_at',
      personName('pe').as('stop_entered_by'),
      'l.start_review',
      'l.stop_review',
      'l.overtime_review',
      'l.is_overtime',
    ])
    .where('l.subscriber_id', '=', subscriberId)
    .where((eb) => eb.or([eb('l.start_review', '=', 'pending'), eb('l.stop_review', '=', 'pending'), eb('l.overtime_review', '=', 'pending')]))
    .orderBy('l.start_time')
    .orderBy('l.id')
    .limit(MARKS_LIMIT)
    .execute();
  return rows.flatMap((l) => {
    const base = {
      workOrderLaborId: l.id,
      workOrderId: l.work_order_id,
      workOrderNumber: l.work_order_number,
      technicianId: l.technician_id,
      technicianName: l.technician_name,
      isOvertime: l.is_overtime,
      startTime: apiDateTime(l.start_time, zone),
      stopTime: apiDateTimeOrNull(l.stop_time, zone),
    };
    const marks = [];
    if (l.start_review === 'pending') {
      marks.push({ ...base, subject: 'start', setBy: l.start_set_by, recordedTime: base.startTime, receivedAt: apiDateTimeOrNull(l.start_received_at, zone), enteredBy: l.start_entered_by || null });
    }
    if (l.stop_review === 'pending') {
      marks.push({ ...base, subject: 'stop', setBy: l.stop_set_by, recordedTime: base.stopTime, receivedAt: apiDateTimeOrNull(l.stop_received_at, zone), enteredBy: l.stop_entered_by || null });
    }
    if (l.overtime_review === 'pending') {
      const enteredBy = (l.stop_entered_by || l.start_entered_by) ?? null;
      marks.push({ ...base, subject: 'overtime', setBy: null, recordedTime: null, receivedAt: apiDateTimeOrNull(l.stop_received_at ?? l.start_received_at, zone), enteredBy: enteredBy || null });
    }
    return marks;
  });
}

export default async function laborReviewRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/clockMarks',
    {
      config: { requires: WORK_ORDER_RULES.canApproveClockTimes },
      schema: {
        summary: `Clock times and overtime claims waiting for approval, oldest first (at most ${MARKS_LIMIT} labors)`,
        response: { 200: { type: 'array', items: CLOCK_MARK_SCHEMA } },
      },
    },
    async (request) => pendingMarks(db, request.principal.subscriberId, request.principal.timeZone),
  );

  app.post(
    '/api/v1/workOrders/:id/labors/:laborId/review',
    {
      config: { requires: WORK_ORDER_RULES.canApproveClockTimes },
      schema: {
        summary: "Approves a labor's marked start, stop or overtime claim, or corrects it beside the recorded value, with a reason (answers the labor)",
        params: laborParams,
        body: laborReviewBody,
        response: { 200: LABOR_SCHEMA, ...refusals(400, 404, 409) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id: workOrderId, laborId } = request.params;
      const body = request.body as LaborReviewRequest;
      const zone = principal.timeZone;
      const reason = body.reason.trim();
      if (!reason) refuse({ reason: [CLOCK_REVIEW_MESSAGES.reasonRequired] });
      if (reason.length > 500) refuse({ reason: [CLOCK_REVIEW_MESSAGES.reasonTooLong] });
      const correcting = body.decision === 'correct';
      if (correcting && body.subject !== 'overtime' && !body.time) refuse({ time: [CLOCK_REVIEW_MESSAGES.timeRequired] });
      if (correcting && body.subject === 'overtime' && body.isOvertime === undefined) refuse({ isOvertime: ['Choose whether the hours are overtime.'] });
      const now = new Date();
      let corrected: Date | null = null;
      if (correcting && body.subject !== 'overtime') {
        corrected = WALL_MINUTE.test(body.time!) ? instantOfApiDateTime(body.time!, zone) : null;
        if (!corrected) refuse({ time: ['Enter the corrected time as YYYY-MM-DDTHH:mm.'] });
        if (isInFuture(corrected, now, FUTURE_TOLERANCE_MINUTES)) refuse({ time: [CLOCK_REVIEW_MESSAGES.inFuture] });
      }

      return db.transaction().execute(async (trx) => {
        const labor = await trx
          .selectFrom('work_order_labors')
          .selectAll()
          .where('subscriber_id', '=', principal.subscriberId)
          .where('work_order_id', '=', workOrderId)
          .where('id', '=', laborId)
          .forUpdate()
          .executeTakeFirst();
        if (!labor) throw notFound(`Labor ${laborId} was not found on work order ${workOrderId}.`);
        const subject: ClockMarkSubject = body.subject;
        const review = subject === 'start' ? labor.start_review : subject === 'stop' ? labor.stop_review : labor.overtime_review;
        if (review === null) throw conflict(CLOCK_REVIEW_MESSAGES.notMarked(subject));
        if (subject === 'stop' && labor.stop_time === null) throw conflict(CLOCK_REVIEW_MESSAGES.stillOpen);
        const recordedTime = subject === 'start' ? new Date(labor.start_time) : subject === 'stop' ? new Date(labor.stop_time!) : null;
        if (corrected) {
          const effectiveStart = new Date(labor.corrected_start_time ?? labor.start_time);
          const stopAt = labor.corrected_stop_time ?? labor.stop_time;
          if (subject === 'stop' && corrected < effectiveStart) refuse({ time: [CLOCK_REVIEW_MESSAGES.stopBeforeStart] });
          if (subject === 'start' && stopAt !== null && corrected > new Date(stopAt)) refuse({ time: [CLOCK_REVIEW_MESSAGES.startAfterStop] });
        }
        await trx
          .insertInto('work_order_labor_reviews')
          .values({
            subscriber_id: principal.subscriberId,
            work_order_id: workOrderId,
            labor_id: laborId,
            subject,
            decision: correcting ? 'corrected' : 'approved',
            recorded_time: recordedTime,
            recorded_set_by: subject === 'start' ? labor.start_set_by : subject === 'stop' ? labor.stop_set_by : null,
            recorded_is_overtime: subject === 'overtime' ? labor.is_overtime : null,
            corrected_time: corrected,
            corrected_is_overtime: correcting && subject === 'overtime' ? body.isOvertime! : null,
            reason,
            decided_by: principal.userId,
          })
          .execute();
        const decision = correcting ? ('corrected' as const) : ('approved' as const);
        await trx
          .updateTable('work_order_labors')
          .set((eb) => ({
            ...(subject === 'start' && { start_review: decision, ...(corrected && { corrected_start_time: corrected }) }),
            ...(subject === 'stop' && { stop_review: decision, ...(corrected && { corrected_stop_time: corrected }) }),
            ...(subject === 'overtime' && { overtime_review: decision, ...(correcting && { corrected_is_overtime: body.isOvertime! }) }),
            version: eb('version', '+', 1),
            modified_by: principal.userId,
            modified_date: now,
          }))
          .where('subscriber_id', '=', principal.subscriberId)
          .where('id', '=', laborId)
          .execute();
        const rows = await laborRows(trx, principal.subscriberId, workOrderId).where('l.id', '=', laborId).execute();
        const [answer] = await answeredLabors(trx, principal.subscriberId, rows, zone);
        return answer;
      });
    },
  );
}
