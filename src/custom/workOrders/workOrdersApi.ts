/**
 * The work-order calls (/api/v1/workOrders..., spec §7.1) through the app's HTTP client.
 */
import { http } from '../../ui/http/httpClient';
import type { RateSheetItem } from '../../domain/timeTracking/clock';
import type { ClockMarkSubject, ClockReview, TimeSetBy } from '../../domain/timeTracking/evidence';
import type { WorkOrder, WorkOrderLookups } from '../../domain/workOrders/orders';
import type { SignOffRecord, SignOffSummary } from '../../domain/workOrders/signOff';
import type { SignatureRequest, WorkOrderInput, WorkOrderUpdate, WorkPerformedRequest } from '../../domain/workOrders/wire';

export const getWorkOrder = (key: string | number) => http.get<WorkOrder>(`workOrders/${encodeURIComponent(String(key))}`);
export const createWorkOrder = (input: WorkOrderInput) => http.post<WorkOrder>('workOrders', input);
export const updateWorkOrder = (id: number, input: WorkOrderUpdate) => http.put<WorkOrder>(`workOrders/${id}`, input);

export const getWorkOrderLookups = () => http.get<WorkOrderLookups>('workOrders/lookups');

export interface StatusHistoryEntry {
  id: number;
  statusId: number;
  status: string;
  flagId: number | null;
  flag: string | null;
  note: string | null;
  changedBy: number | null;
  changedByName: string | null;
  changedDate: string;
}

export const getStatusHistory = (id: number) => http.get<StatusHistoryEntry[]>(`workOrders/${id}/statusHistory`);

export interface LaborRow {
  workOrderLaborId: number;
  technicianId: number;
  technicianName: string;
  startTime: string;
  stopTime: string | null;
  hours: number | null;
  userStatus: string | null;
  isOvertime: boolean;
  isApprenticeRateApplied: boolean;
  description: string | null;
  flag: string | null;
  status: string | null;
  rateSheetName: string | null;
  truckName: string | null;
  perDiemType: string | null;
  /** Clock-time evidence: startTime, stopTime, hours and isOvertime are effective; the recorded values stay beside them. */
  startSetBy: TimeSetBy | null;
  startRecordedTime: string;
  startReceivedAt: string | null;
  startEnteredBy: string | null;
  startReview: ClockReview | null;
  stopSetBy: TimeSetBy | null;
  stopRecordedTime: string | null;
  stopReceivedAt: string | null;
  stopEnteredBy: string | null;
  stopReview: ClockReview | null;
  overtimeClaimed: boolean;
  overtimeReview: ClockReview | null;
  reviews: LaborReviewEntry[];
}

/** A decision taken on a labor's marked time or overtime claim. */
export interface LaborReviewEntry {
  subject: ClockMarkSubject;
  decision: 'approved' | 'corrected';
  recordedTime: string | null;
  recordedSetBy: TimeSetBy | null;
  recordedIsOvertime: boolean | null;
  correctedTime: string | null;
  correctedIsOvertime: boolean | null;
  reason: string;
  decidedBy: string;
  decidedAt: string;
}

export type DeletedLaborRow = LaborRow & { deletedAt: string; deletedBy: string };

/** A start, stop or overtime claim waiting for approval (GET clockMarks). */
export interface ClockMark {
  workOrderLaborId: number;
  workOrderId: number;
  workOrderNumber: string;
  technicianId: number;
  technicianName: string;
  subject: ClockMarkSubject;
  setBy: TimeSetBy | null;
  recordedTime: string | null;
  receivedAt: string | null;
  enteredBy: string | null;
  isOvertime: boolean;
  startTime: string;
  stopTime: string | null;
}

export interface LaborReviewBody {
  subject: ClockMarkSubject;
  decision: 'approve' | 'correct';
  time?: string;
  isOvertime?: boolean;
  reason: string;
}

export const getLabors = (id: number) => http.get<LaborRow[]>(`workOrders/${id}/labors`);
export const deleteLabor = (id: number, laborId: number) => http.delete(`workOrders/${id}/labors/${laborId}`);
export const getDeletedLabors = (id: number) => http.get<DeletedLaborRow[]>(`workOrders/${id}/labors/deleted`);
export const restoreLabor = (id: number, laborId: number) => http.post<LaborRow>(`workOrders/${id}/labors/${laborId}/restore`, {});
export const reviewLabor = (id: number, laborId: number, body: LaborReviewBody) => http.post<LaborRow>(`workOrders/${id}/labors/${laborId}/review`, body);
export const getClockMarks = () => http.get<ClockMark[]>('clockMarks');

export interface SignatureState {
  isSigned: boolean;
  signedBy: string | null;
  signedDate: string | null;
}

export const saveSignature = (id: number, signature: SignatureRequest) => http.put<SignatureState & { signOff: SignOffRecord }>(`workOrders/${id}/signature`, signature);
export const getSignatureImage = (id: number) => http.get<Blob>(`workOrders/${id}/signature`, { responseType: 'blob', headers: { Accept: 'image/png' } });
export const deleteSignature = (id: number) => http.delete<SignatureState>(`workOrders/${id}/signature`);

/** What the customer signs for, and the signed PDFs kept with the order (newest first). */
export const getSignOffSummary = (id: number) => http.get<SignOffSummary>(`workOrders/${id}/signOff`);
/** The work performed on this visit, written before the customer signs: answers the summary as it now reads. */
export const saveWorkPerformed = (id: number, body: WorkPerformedRequest) => http.put<SignOffSummary>(`workOrders/${id}/signOff/workPerformed`, body);
export const getSignOffs = (id: number) => http.get<SignOffRecord[]>(`workOrders/${id}/signOffs`);
export const getSignOffPdf = (id: number, signOffId: number) =>
  http.get<Blob>(`workOrders/${id}/signOffs/${signOffId}/pdf`, { responseType: 'blob', headers: { Accept: 'application/pdf' } });

/** The billing customer's active rate-sheet lines, labor items then trucks (spec §3.6). */
export async function getRateSheetLines(customerId: number): Promise<Array<RateSheetItem & { kind: 'Labor' | 'Truck' }>> {
  const [labor, trucks] = await Promise.all([
    http.get<RateSheetItem[]>(`WorkOrder/rateSheetLaborItems/${customerId}`),
    http.get<RateSheetItem[]>(`WorkOrder/rateSheetTrucks/${customerId}`),
  ]);
  return [...labor.map((item) => ({ ...item, kind: 'Labor' as const })), ...trucks.map((item) => ({ ...item, kind: 'Truck' as const }))];
}
