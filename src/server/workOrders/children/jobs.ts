/** Jobs of an order (spec §2.1 workOrderJobs): area, status, crew member, description, scheduled date. */
import { canWorkOnWorkOrders } from '../../../domain/workOrderAccess';
import { nullableIdSchema, orStored, requiredText } from '../fields';
import { assertReferences } from '../references';
import { childRows, type ChildCollection } from './collection';

interface JobBody {
  jobAreaId?: number | null;
  jobStatusId?: number | null;
  crewMemberId?: number | null;
  description: string;
  scheduledDate?: string | null;
}

export const jobs: ChildCollection<JobBody> = {
  path: 'jobs',
  table: 'work_order_jobs',
  label: 'Job',
  properties: {
    jobAreaId: nullableIdSchema,
    jobStatusId: nullableIdSchema,
    crewMemberId: nullableIdSchema,
    description: { type: 'string', minLength: 1, maxLength: 1500 },
    scheduledDate: { type: ['string', 'null'], format: 'date' },
  },
  required: ['description'],
  async values(body, { db, workOrder, current }) {
    const description = requiredText(body.description, 'description');
    await assertReferences(db, workOrder.subscriber_id, [
      { field: 'jobAreaId', table: 'work_order_job_areas', id: body.jobAreaId, label: 'job area' },
      { field: 'jobStatusId', table: 'job_statuses', id: body.jobStatusId, label: 'job status' },
      { field: 'crewMemberId', table: 'crew_members', id: body.crewMemberId, label: 'crew member' },
    ]);
    return {
      job_area_id: orStored(body.jobAreaId, current?.job_area_id),
      job_status_id: orStored(body.jobStatusId, current?.job_status_id),
      crew_member_id: orStored(body.crewMemberId, current?.crew_member_id),
      description,
      scheduled_date: orStored(body.scheduledDate, current?.scheduled_date),
    };
  },
  rows: (db, subscriberId, workOrderId, childId) =>
    childRows(
      db
        .selectFrom('work_order_jobs as x')
        .leftJoin('work_order_job_areas as ja', (j) => j.onRef('ja.subscriber_id', '=', 'x.subscriber_id').onRef('ja.id', '=', 'x.job_area_id'))
        .leftJoin('job_statuses as js', (j) => j.onRef('js.subscriber_id', '=', 'x.subscriber_id').onRef('js.id', '=', 'x.job_status_id'))
        .leftJoin('crew_members as cm', (j) => j.onRef('cm.subscriber_id', '=', 'x.subscriber_id').onRef('cm.id', '=', 'x.crew_member_id'))
        .select([
          'x.id',
          'x.work_order_id as workOrderId',
          'x.job_area_id as jobAreaId',
          'ja.name as jobArea',
          'x.job_status_id as jobStatusId',
          'js.name as jobStatus',
          'x.crew_member_id as crewMemberId',
          'cm.name as crewMember',
          'x.description',
          'x.scheduled_date as scheduledDate',
          'x.version',
          'x.created_date as createdDate',
          'x.modified_date as modifiedDate',
        ]),
      subscriberId,
      workOrderId,
      childId,
    ),
  mayDelete: canWorkOnWorkOrders,
};
