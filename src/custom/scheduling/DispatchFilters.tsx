/** The board's filters (issue 9): technicians, base city, work order status and class. */
import { Stack } from '@mui/material';
import type { ScheduleTechnician } from '../../domain/scheduling/responses';
import type { LookupOption } from '../../domain/workOrders/orders';
import { MultiSelect } from '../../ui/form/MultiSelect';

export interface DispatchFilter {
  technicianIds: number[];
  baseCityIds: number[];
  workOrderStatusIds: number[];
  workOrderClassIds: number[];
}

export const NO_FILTER: DispatchFilter = { technicianIds: [], baseCityIds: [], workOrderStatusIds: [], workOrderClassIds: [] };

export function DispatchFilters({
  filter,
  onChange,
  technicians,
  baseCities,
  statuses,
  classes,
}: {
  filter: DispatchFilter;
  onChange: (filter: DispatchFilter) => void;
  technicians: readonly ScheduleTechnician[];
  baseCities: readonly LookupOption[];
  statuses: readonly LookupOption[];
  classes: readonly LookupOption[];
}) {
  const select = (label: string, field: keyof DispatchFilter, options: readonly { id: number; name: string }[]) => (
    <MultiSelect label={label} options={options} value={filter[field]} onChange={(ids) => onChange({ ...filter, [field]: ids })} placeholder="All" />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, '& > *': { flex: 1, minWidth: 0 } }} data-testid="dispatch-filters">
      {select('Technicians', 'technicianIds', technicians.map((t) => ({ id: t.technicianId, name: t.technicianName })))}
      {select('Base city', 'baseCityIds', baseCities)}
      {select('Order status', 'workOrderStatusIds', statuses)}
      {select('Order class', 'workOrderClassIds', classes)}
    </Stack>
  );
}
