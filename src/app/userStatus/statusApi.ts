/** The user-status calls of spec §7.2. */
import type { CurrentStatus } from '../auth/sessionTypes';
import { http } from '../http/httpClient';

export interface UserStatusOption {
  userStatusId: number;
  userStatus: string;
  isDisabled: boolean;
  isPayable: boolean;
}

let statuses: Promise<UserStatusOption[]> | null = null;

/** The statuses to choose from; loaded once per page load. */
export function loadUserStatuses(): Promise<UserStatusOption[]> {
  statuses ??= http.get<UserStatusOption[]>('user/userStatuses').catch((error: unknown) => {
    statuses = null;
    throw error;
  });
  return statuses;
}

export const hadStatusToday = (statusId: number) => http.get<boolean>(`user/isTimeSheetEntryAlreadyExists/${statusId}`);

export const updateUserStatus = (statusId: number, description?: string) =>
  http.get<CurrentStatus>(`user/updatestatus/${statusId}`, { query: { description: description || undefined } });
