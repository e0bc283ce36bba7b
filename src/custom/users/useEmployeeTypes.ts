import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { MultiSelectOption } from '../../ui/form/MultiSelect';
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

/** The rate-sheet employee types a user is billed as, and the ones to choose from. */
export function useEmployeeTypes(userId: number): EmployeeTypesState & { setSaved: (ids: number[]) => void } {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<EmployeeTypesState>({ available: false, loading: true, options: [], saved: [] });
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      getEmployeeTypes(userId),
      dataProvider.getList(EMPLOYEE_TYPES_RESOURCE, { pagination: { page: 1, perPage: MAX_OPTIONS }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
    ]).then(
      ([current, { data }]) =>
        !cancelled &&
        setState({
          available: true,
          loading: false,
          saved: current.employeeTypeRateIds ?? [],
          options: data.map((r) => ({ id: Number(r.id), name: r.isActive === false ? `${String(r.name)} (inactive)` : String(r.name) })),
        }),
      // 404: this server keeps no employee types on users; 403: the rate sheet is not readable.
      () => !cancelled && setState({ available: false, loading: false, options: [], saved: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, dataProvider]);
  return { ...state, setSaved: (saved) => setState((s) => ({ ...s, saved })) };
}
