/** The rate-sheet choices the start-stop dialog and the next-order step both ask for (spec §2.3). */
import { PER_DIEM_NONE } from '../../domain/timeTracking/clock';
import { OptionSelect } from './OptionSelect';
import { itemOptions, perDiemOptions, type StartStopLookups } from './startStopLookups';

interface RateSheetSelectProps<V> {
  lookups: StartStopLookups;
  value: V;
  onChange: (value: V) => void;
}

/** The employee type the labor is billed as: required. */
export function EmployeeTypeSelect({ lookups, value, onChange, error }: RateSheetSelectProps<number | null> & { error?: string }) {
  return (
    <OptionSelect
      label="Employee Type"
      required
      value={value}
      options={itemOptions(lookups.laborItems)}
      emptyLabel="Select employee type"
      onChange={onChange}
      error={error}
    />
  );
}

export function TruckTypeSelect({ lookups, value, onChange }: RateSheetSelectProps<number | null>) {
  return <OptionSelect label="Truck Type" value={value} options={itemOptions(lookups.trucks)} emptyLabel="No truck" onChange={onChange} />;
}

/** The per-diem type; the empty choice is the "none" type. */
export function PerDiemTypeSelect({ lookups, value, onChange }: RateSheetSelectProps<number>) {
  return <OptionSelect label="Per Diem Type" value={value} options={perDiemOptions(lookups.perDiemTypes)} onChange={(next) => onChange(next ?? PER_DIEM_NONE.id)} />;
}
