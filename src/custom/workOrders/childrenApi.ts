/**
 * An order's child records (workOrders/{id}/materials, standardItems, rateSheetStandardItems,
 * equipmentTasks, jobs): list, add, change with the version read, delete.
 */
import { http } from '../../ui/http/httpClient';

interface ChildRecord {
  id: number;
  version: number;
}

function childApi<Row extends ChildRecord, Body>(path: string) {
  const base = (workOrderId: number) => `workOrders/${workOrderId}/${path}`;
  return {
    list: (workOrderId: number) => http.get<Row[]>(base(workOrderId)),
    create: (workOrderId: number, body: Body) => http.post<Row>(base(workOrderId), body),
    update: (workOrderId: number, row: Row, body: Body) => http.put<Row>(`${base(workOrderId)}/${row.id}`, { ...body, version: row.version }),
    remove: (workOrderId: number, row: Row) => http.delete<Row>(`${base(workOrderId)}/${row.id}`),
  };
}

export interface MaterialBody {
  partNumber: string | null;
  description: string;
  quantity: number;
  unitCost: number;
  unitPrice: number;
  materialStatusId: number;
}
export interface MaterialRow extends ChildRecord, MaterialBody {
  materialStatus: string;
}
export const materialsApi = childApi<MaterialRow, MaterialBody>('materials');

export interface StandardItemBody {
  standardItemId: number;
  quantity: number;
  /** Left out: the standard item's own price. */
  unitPrice?: number;
  description: string | null;
}
export interface StandardItemRow extends ChildRecord, Required<StandardItemBody> {
  standardItemName: string;
}
export const standardItemsApi = childApi<StandardItemRow, StandardItemBody>('standardItems');

export interface RateSheetItemBody {
  rateSheetItemId: number;
  itemRateTypeId: number;
  quantity: number;
  /** Left out: the item's hourly or overtime rate, by the item rate type. */
  rate?: number;
  description: string | null;
}
export interface RateSheetItemRow extends ChildRecord, Required<RateSheetItemBody> {
  rateSheetName: string;
  itemRateTypeName: string;
}
export const rateSheetItemsApi = childApi<RateSheetItemRow, RateSheetItemBody>('rateSheetStandardItems');

export interface EquipmentTaskBody {
  equipment: string;
  task: string;
  isDone: boolean;
  comment: string | null;
}
export interface EquipmentTaskRow extends ChildRecord, EquipmentTaskBody {
  doneBy: number | null;
  doneByName: string | null;
  doneDate: string | null;
}
export const equipmentTasksApi = childApi<EquipmentTaskRow, EquipmentTaskBody>('equipmentTasks');

export interface JobBody {
  jobAreaId: number | null;
  jobStatusId: number | null;
  crewMemberId: number | null;
  description: string;
  scheduledDate: string | null;
}
export interface JobRow extends ChildRecord, JobBody {
  jobArea: string | null;
  jobStatus: string | null;
  crewMember: string | null;
}
export const jobsApi = childApi<JobRow, JobBody>('jobs');
