/**
 * The sales scheduler (spec §2.1 /sales/scheduler, §3.8 "Sales scheduler action", §7.2
 * "scheduler tasks (get/create/update/copy)", "start/stop/delete of sales tasks"; issue 9).
 * Reading needs read on the Sales Scheduler module and shows every action of the subscriber;
 * changing needs write, and a sales person changes only their own actions unless they may plan
 * for others (src/domain/salesScheduler/access.ts). After each change the FieldDesk hub tells
 * the subscriber's open calendars what changed (`upsert` / `delete`, small: which action).
 * There is no open-labor check: sales actions carry no labor.
 */
import { SALES_SCHEDULER_RULES, mayPlanForOthers } from '../../domain/salesScheduler/access';
import type { DeletedTask, SalesAction } from '../../domain/salesScheduler/actions';
import { DELETED_TASK_SCHEMA, SALES_ACTIONS_SCHEMA, SALES_ACTION_SCHEMA, SCHEDULER_CHOICES_SCHEMA } from '../../domain/salesScheduler/responses';
import { copyTaskBody, createTaskBody, schedulerTasksBody, taskRefBody, updateTaskBody } from '../../domain/salesScheduler/wire';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { customerChoices, salesPersons, schedulerReaders } from './choices';
import colorRoutes from './colors';
import { schedulerTasks } from './read';
import { copyAction, createAction, deleteAction, setStarted, updateAction } from './write';

const PATH = '/api/v1/SalesScheduler';
const read = { requires: SALES_SCHEDULER_RULES.canReadSalesScheduler };
const write = { requires: SALES_SCHEDULER_RULES.canWriteSalesScheduler };
const changed = { 200: SALES_ACTION_SCHEMA, ...refusals(404, 409) };

async function salesSchedulerRoutes(app: AreaApp) {
  const { db } = app;
  /** Tells the subscriber's users who may read the scheduler (and no one else) what changed. */
  const announce = async (subscriberId: number, target: 'upsert' | 'delete', event: Record<string, unknown>) =>
    app.hubs.publish('FieldDeskHub', subscriberId, target, [{ entity: 'salesAction', ...event }], { userIds: await schedulerReaders(db, subscriberId) });
  const upserted = async (subscriberId: number, action: SalesAction) => {
    await announce(subscriberId, 'upsert', { id: action.id, recurrenceId: action.recurrenceId, version: action.version });
    return action;
  };
  const deleted = async (subscriberId: number, task: DeletedTask) => {
    await announce(subscriberId, 'delete', task);
    return task;
  };

  app.get(
    `${PATH}/choices`,
    { config: read, schema: { summary: 'The sales persons (with their colours) and customers the filters and the action dialog offer', response: { 200: SCHEDULER_CHOICES_SCHEMA } } },
    async (request) => ({
      salesPersons: await salesPersons(db, request.principal.subscriberId),
      customers: await customerChoices(db, request.principal.subscriberId),
      mayPlanForOthers: mayPlanForOthers(request.principal),
    }),
  );

  app.post(
    `${PATH}/getSchedulerTasks`,
    {
      config: read,
      schema: {
        summary: 'The actions between start and end, series expanded into their occurrences, filtered by sales persons and customers',
        body: schedulerTasksBody,
        response: { 200: SALES_ACTIONS_SCHEMA },
      },
    },
    async (request) => schedulerTasks(db, request.principal, request.body),
  );

  app.post(
    `${PATH}/createSchedulerTask`,
    { config: write, schema: { summary: 'Creates a sales action (a series when it has a recurrence rule)', body: createTaskBody, response: changed } },
    async (request) => upserted(request.principal.subscriberId, await createAction(db, request.principal, request.body)),
  );

  app.put(
    `${PATH}/updateSchedulerTask`,
    {
      config: write,
      schema: { summary: 'Changes an action or a whole series, or with occurrenceStart one occurrence of a series', body: updateTaskBody, response: changed },
    },
    async (request) => upserted(request.principal.subscriberId, await updateAction(db, request.principal, request.body)),
  );

  app.post(
    `${PATH}/copySchedulerTask`,
    { config: write, schema: { summary: 'Copies an action, a series or one occurrence to a new action', body: copyTaskBody, response: changed } },
    async (request) => upserted(request.principal.subscriberId, await copyAction(db, request.principal, request.body)),
  );

  app.post(
    `${PATH}/startSalesTask`,
    { config: write, schema: { summary: 'Marks an action (or one occurrence) started: isStarted 1', body: taskRefBody, response: changed } },
    async (request) => upserted(request.principal.subscriberId, await setStarted(db, request.principal, request.body, 1)),
  );

  app.post(
    `${PATH}/stopSalesTask`,
    { config: write, schema: { summary: 'Marks an action (or one occurrence) not started: isStarted 0', body: taskRefBody, response: changed } },
    async (request) => upserted(request.principal.subscriberId, await setStarted(db, request.principal, request.body, 0)),
  );

  app.delete(
    `${PATH}/deleteSalesTask`,
    {
      config: write,
      schema: {
        summary: 'Deletes an action (a series with its changed occurrences), or with occurrenceStart one occurrence of a series',
        body: taskRefBody,
        response: { 200: DELETED_TASK_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => deleted(request.principal.subscriberId, await deleteAction(db, request.principal, request.body)),
  );

  await app.register(colorRoutes);
}

export default areaPlugin('salesScheduler', salesSchedulerRoutes);
