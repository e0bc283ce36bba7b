import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { MultiSelectOption } from '../../ui/form/MultiSelect';
import { userKeys } from './queryKeys';
import { getEmployeeTypes } from './usersApi';

export const EMPLOYEE_TYPES_RESOURCE = 'employeeTypeRates';
const MAX_OPTIONS = 1000;

export interface EmployeeTypesState {
  /** False when the server has no employee types for users, or the user may not read the rate sheet. */
  available: boolean;
  loading: boolean;
  options: MultiSelectOption[];
  saved: number[];
}

const NONE: number[] = [];

/**
 * The rate-sheet employee types a user is billed as, and the ones to choose from. A failure is no
 * toast: a 404 means this server keeps no employee types on users, a 403 that the rate sheet is not readable.
 */
export function useEmployeeTypes(userId: number): EmployeeTypesState & { setSaved: (ids: number[]) => void } {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: userKeys.employeeTypes(userId), queryFn: () => getEmployeeTypes(userId) });
  const choices = useGetList(EMPLOYEE_TYPES_RESOURCE, { pagination: { page: 1, perPage: MAX_OPTIONS }, sort: { field: 'name', order: 'ASC' }, filter: {} });
  const options = useMemo(
    () => (choices.data ?? []).map((r) => ({ id: Number(r.id), name: r.isActive === false ? `${String(r.name)} (inactive)` : String(r.name) })),
    [choices.data],
  );
  const available = current.isSuccess && choices.isSuccess;
  return {
    available,
    loading: current.isPending || choices.isPending,
    options: available ? options : [],
    saved: (available && current.data.employeeTypeRateIds) || NONE,
    setSaved: (saved) => queryClient.setQueryData(userKeys.employeeTypes(userId), { employeeTypeRateIds: saved }),
  };
}
