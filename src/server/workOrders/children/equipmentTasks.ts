/** The equipment task list of an order: ticking a task done records who and when. */
import { WORK_ORDER_RULES } from '../../../domain/workOrders/access';
import { equipmentTaskBody, type EquipmentTaskBody } from '../../../domain/workOrders/wire';
import { orStored, requiredText } from '../fields';
import { personName } from '../mapping';
import type { ChildCollection } from './collection';

export const equipmentTasks: ChildCollection<EquipmentTaskBody> = {
  path: 'equipmentTasks',
  table: 'work_order_equipment_tasks',
  label: 'Equipment task',
  body: equipmentTaskBody,
  async values(body, { principal, current }) {
    const isDone = body.isDone ?? current?.is_done ?? false;
    const stillDone = isDone && current?.is_done === true;
    return {
      equipment: requiredText(body.equipment, 'equipment'),
      task: requiredText(body.task, 'task'),
      is_done: isDone,
      comment: orStored(body.comment?.trim(), current?.comment) || null,
      done_by: stillDone ? current!.done_by : isDone ? principal.userId : null,
      done_date: stillDone ? current!.done_date : isDone ? new Date() : null,
    };
  },
  from: (db) =>
    db
      .selectFrom('work_order_equipment_tasks as x')
      .leftJoin('users as u', 'u.id', 'x.done_by'),
  columns: [
    'x.equipment',
    'x.task',
    'x.is_done as isDone',
    'x.comment',
    'x.done_by as doneBy',
    (eb) => eb.case().when('x.done_by', 'is', null).then(null).else(personName('u')).end().as('doneByName'),
    'x.done_date as doneDate',
  ],
  deleteRequires: WORK_ORDER_RULES.canDeleteWorkOrderItems,
};
