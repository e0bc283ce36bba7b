import { AddInNewTab } from './AddInNewTab';
import { FieldSection } from './FieldSection';
import type { FormBinding } from './formBinding';
import { OptionSelect } from './OptionSelect';
import { EmployeeTypeSelect, PerDiemTypeSelect, TruckTypeSelect } from './RateSheetSelects';
import type { StartStopLookups } from './startStopLookups';
import { PER_DIEM_TYPES_PATH, RATE_SHEETS_PATH } from '../../domain/resources/paths';

/** Employee, truck, labor and per-diem types, shown when the order is billed by rate sheet (spec §2.3, §6). */
export function RateSheetFields({
  binding: { form, set, errorOf },
  lookups,
  canAddRateSheetItem,
  canAddPerDiemType,
}: {
  binding: FormBinding;
  lookups: StartStopLookups;
  /** The rate-sheet "+" shows only to those who may add to customers' rate sheets. */
  canAddRateSheetItem: boolean;
  canAddPerDiemType: boolean;
}) {
  const perDiem = <PerDiemTypeSelect lookups={lookups} value={form.perDiemTypeId} onChange={(value) => set('perDiemTypeId', value)} />;
  const employeeType = (
    <EmployeeTypeSelect lookups={lookups} value={form.serviceTechnicianId} onChange={(value) => set('serviceTechnicianId', value)} error={errorOf('serviceTechnicianId')} />
  );
  return (
    <FieldSection title="Rate sheet">
      {canAddRateSheetItem ? (
        <AddInNewTab href={RATE_SHEETS_PATH} label="Add to the rate sheet (opens a new tab)">
          {employeeType}
        </AddInNewTab>
      ) : (
        employeeType
      )}
      <TruckTypeSelect lookups={lookups} value={form.rateSheetTruckTypeId} onChange={(value) => set('rateSheetTruckTypeId', value)} />
      <OptionSelect
        label="Labor Type"
        value={form.itemRateTypeId}
        options={lookups.itemRateTypes.map((t) => ({ value: t.itemRateTypeId, label: t.itemRateTypeName }))}
        onChange={(value) => set('itemRateTypeId', value)}
      />
      {canAddPerDiemType ? (
        <AddInNewTab href={PER_DIEM_TYPES_PATH} label="Add per-diem types (opens a new tab)">
          {perDiem}
        </AddInNewTab>
      ) : (
        perDiem
      )}
    </FieldSection>
  );
}
