/**
 * The signed-in user's working status (spec §4 "User status change", §7.2); the change itself
 * is userStatusChange.ts, shared with the clock requests.
 */
import {
  USER_STATUS_MESSAGES,
  choosableWhileClockedIn,
  requiresCompanyDescription,
} from '../../domain/userStatus/statuses';
import { CLOCKED_IN_CONFLICT_SCHEMA, CURRENT_USER_STATUS_SCHEMA, USER_STATUS_CHOICES_SCHEMA } from '../../domain/userStatus/responses';
import { statusIdParams, statusUpdateQuery } from '../../domain/userStatus/wire';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { ApiError, badRequest } from '../errors';
import { instantOf, wallClock } from '../http/timeZone';
import { workOrderNumberOf } from '../timeTracking/clockOrder';
import { openLaborOf } from '../timeTracking/labors';
import { announceUserStatus, recordUserStatus } from '../users/userStatusChange';
import { areaPlugin, type AreaApp } from '../http/areaApp';

async function userStatusRoutes(app: AreaApp) {
  const { db } = app;

  const currentStatus = (userId: number) =>
    db
      .selectFrom('users as u')
      .leftJoin('user_statuses as st', (join) => join.onRef('st.id', '=', 'u.user_status_id').onRef('st.subscriber_id', '=', 'u.subscriber_id'))
      .select(['u.user_status_id as userStatusId', 'st.name as userStatus', 'u.status_description as description'])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();

  const userStatusesSchema = {
    summary: 'The user statuses to choose from',
    response: { 200: USER_STATUS_CHOICES_SCHEMA },
  };
  app.get('/api/v1/user/userStatuses', { schema: userStatusesSchema }, async (request) =>
    db
      .selectFrom('user_statuses')
      .select(['id as userStatusId', 'name as userStatus', 'is_disabled as isDisabled', 'is_payable as isPayable'])
      .where('subscriber_id', '=', request.principal.subscriberId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  );

  const userStatusSchema = { summary: "The signed-in user's status", response: { 200: CURRENT_USER_STATUS_SCHEMA } };
  app.get('/api/v1/user/getUserStatus', { schema: userStatusSchema }, async (request) =>
    currentStatus(request.principal.userId),
  );

  app.get(
    '/api/v1/user/updatestatus/:statusId',
    {
      config: { requires: WORK_ORDER_RULES.canWorkOnWorkOrders, refusal: USER_STATUS_MESSAGES.notClockUser },
      schema: {
        summary:
          "Changes the signed-in user's status, with an optional description (403 for users who do not clock in; 409 for an unpaid status while clocked in)",
        params: statusIdParams,
        querystring: statusUpdateQuery,
        response: { 200: CURRENT_USER_STATUS_SCHEMA, 409: CLOCKED_IN_CONFLICT_SCHEMA },
      },
    },
    async (request) => {
      const { statusId } = request.params;
      const description = request.query.description?.trim() || null;
      const status = await db
        .selectFrom('user_statuses')
        .selectAll()
        .where('subscriber_id', '=', request.principal.subscriberId)
        .where('id', '=', statusId)
        .executeTakeFirst();
      if (!status) throw badRequest('This user status does not exist.', { statusId: ['Choose one of the listed statuses.'] });
      if (status.is_disabled) throw badRequest(`The status ${status.name} cannot be chosen.`);
      if (requiresCompanyDescription(statusId) && !description) {
        throw badRequest('The Company Description field is required.', {
          description: ['The Company Description field is required.'],
        });
      }
      const { userId, subscriberId } = request.principal;
      const open = await openLaborOf(db, userId);
      if (open && !choosableWhileClockedIn({ isPayable: status.is_payable })) {
        // The order is named so the browser can offer to clock out of it first.
        const workOrderNumber = await workOrderNumberOf(db, subscriberId, open.work_order_id);
        throw new ApiError(409, {
          message: USER_STATUS_MESSAGES.clockOutFirst(workOrderNumber, status.name),
          workOrderId: open.work_order_id,
          workOrderNumber,
        });
      }
      await db.transaction().execute((trx) => recordUserStatus(trx, { subscriberId, userId, statusId, description }));
      await announceUserStatus(app, subscriberId, userId);
      return currentStatus(userId);
    },
  );

  app.get(
    '/api/v1/user/isTimeSheetEntryAlreadyExists/:statusId',
    {
      schema: {
        summary: "Whether the signed-in user already has a time-sheet entry with this status today (the subscriber's day)",
        params: statusIdParams,
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request) => {
      const { userId, timeZone } = request.principal;
      const today = wallClock(new Date(), timeZone).date;
      const entry = await db
        .selectFrom('user_status_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('user_status_id', '=', request.params.statusId)
        .where('started_at', '>=', instantOf(today, '00:00', timeZone))
        .executeTakeFirst();
      return Boolean(entry);
    },
  );
}

export default areaPlugin('userStatus', userStatusRoutes);
