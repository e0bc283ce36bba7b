/**
 * An order's child records (workOrders/{id}/materials, standardItems, rateSheetStandardItems,
 * equipmentTasks, jobs): list, add, change with the version read, delete.
 */
import type { EquipmentTaskBody, JobBody, MaterialBody, RateSheetItemBody, StandardItemBody } from '../../domain/workOrders/wire';
import { http } from '../../ui/http/httpClient';

export type { EquipmentTaskBody, JobBody, MaterialBody, RateSheetItemBody, StandardItemBody };

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

export interface MaterialRow extends ChildRecord, Required<MaterialBody> {
  materialStatus: string;
}
export const materialsApi = childApi<MaterialRow, MaterialBody>('materials');

export interface StandardItemRow extends ChildRecord, Required<StandardItemBody> {
  standardItemName: string;
}
export const standardItemsApi = childApi<StandardItemRow, StandardItemBody>('standardItems');

export interface RateSheetItemRow extends ChildRecord, Required<RateSheetItemBody> {
  rateSheetName: string;
  itemRateTypeName: string;
}
export const rateSheetItemsApi = childApi<RateSheetItemRow, RateSheetItemBody>('rateSheetStandardItems');

export interface EquipmentTaskRow extends ChildRecord, Required<EquipmentTaskBody> {
  doneBy: number | null;
  doneByName: string | null;
  doneDate: string | null;
}
export const equipmentTasksApi = childApi<EquipmentTaskRow, EquipmentTaskBody>('equipmentTasks');

export interface JobRow extends ChildRecord, Required<JobBody> {
  jobArea: string | null;
  jobStatus: string | null;
  crewMember: string | null;
}
export const jobsApi = childApi<JobRow, JobBody>('jobs');
