/** The user-status calls of spec §7.2. */
import { HttpError } from 'react-admin';
import type { StatusUpdateQuery } from '../../domain/userStatus/wire';
import type { CurrentStatus } from '../../ui/session/sessionTypes';
import { http } from '../../ui/http/httpClient';

export interface UserStatusOption {
  userStatusId: number;
  userStatus: string;
  isDisabled: boolean;
  isPayable: boolean;
}

/** The statuses to choose from (useStatusChange reads them once per user and page load). */
export const getUserStatuses = () => http.get<UserStatusOption[]>('user/userStatuses');

export const hadStatusToday = (statusId: number) => http.get<boolean>(`user/isTimeSheetEntryAlreadyExists/${statusId}`);

export const updateUserStatus = (statusId: number, description?: string) =>
  http.get<CurrentStatus>(`user/updatestatus/${statusId}`, { query: { description: description || undefined } satisfies StatusUpdateQuery });

/** The order a status change was refused for: the user is clocked in on it (409 of updatestatus). */
export interface ClockedInOrder {
  workOrderId: number;
  workOrderNumber: string;
}

export function clockedInOrderOf(error: unknown): ClockedInOrder | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as Partial<ClockedInOrder> | undefined;
  return typeof body?.workOrderId === 'number' && typeof body.workOrderNumber === 'string'
    ? { workOrderId: body.workOrderId, workOrderNumber: body.workOrderNumber }
    : null;
}
