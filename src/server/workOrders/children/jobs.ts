/** Jobs of an order (spec §2.1 workOrderJobs): area, status, crew member, description, scheduled date. */
import { WORK_ORDER_RULES } from '../../../domain/workOrders/access';
import { jobBody, type JobBody } from '../../../domain/workOrders/wire';
import { orStored, requiredText } from '../fields';
import { assertReferences } from '../references';
import { lookupOf, type ChildCollection } from './collection';

export const jobs: ChildCollection<JobBody> = {
  path: 'jobs',
  table: 'work_order_jobs',
  label: 'Job',
  body: jobBody,
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
  from: (db) =>
    db
      .selectFrom('work_order_jobs as x')
      .leftJoin('work_order_job_areas as ja', lookupOf('ja', 'job_area_id'))
      .leftJoin('job_statuses as js', lookupOf('js', 'job_status_id'))
      .leftJoin('crew_members as cm', lookupOf('cm', 'crew_member_id')),
  columns: [
    'x.job_area_id as jobAreaId',
    'ja.name as jobArea',
    'x.job_status_id as jobStatusId',
    'js.name as jobStatus',
    'x.crew_member_id as crewMemberId',
    'cm.name as crewMember',
    'x.description',
    'x.scheduled_date as scheduledDate',
  ],
  deleteRequires: WORK_ORDER_RULES.canWorkOnWorkOrders,
};
