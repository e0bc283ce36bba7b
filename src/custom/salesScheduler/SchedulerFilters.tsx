/** The scheduler's filters: which sales persons' and which customers' actions show (null: all), and the colour legend. */
import { Box } from '@mui/material';
import type { SchedulerChoices } from '../../domain/salesScheduler/actions';
import { SALES_COLOR_HEX, type SalesColor } from '../../domain/salesScheduler/colors';
import { FilterSelect } from './FilterSelect';
import { SalesPersonLegend } from './SalesPersonLegend';

interface Props {
  choices: SchedulerChoices | undefined;
  salesPersonIds: number[] | null;
  customerIds: number[] | null;
  onSalesPersons: (ids: number[] | null) => void;
  onCustomers: (ids: number[] | null) => void;
  /** The legend lets the user choose sales persons' colours. */
  mayChangeColours: boolean;
}

/** Every option chosen is "all", sent as no filter, so new sales persons and customers show too. */
const allOrSome = (ids: number[], total: number) => (ids.length === total ? null : ids);

export function SchedulerFilters({ choices, salesPersonIds, customerIds, onSalesPersons, onCustomers, mayChangeColours }: Props) {
  const people = (choices?.salesPersons ?? []).map((person) => ({ ...person, color: person.color as SalesColor }));
  const peopleOptions = people.map((person) => ({ ...person, color: SALES_COLOR_HEX[person.color] }));
  const customers = choices?.customers ?? [];
  const shownPeople = people.filter((person) => salesPersonIds === null || salesPersonIds.includes(person.id));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
      <FilterSelect
        label="Sales Persons"
        options={peopleOptions}
        value={salesPersonIds ?? people.map((person) => person.id)}
        onChange={(ids) => onSalesPersons(allOrSome(ids, people.length))}
      />
      <FilterSelect
        label="Customers"
        options={customers}
        value={customerIds ?? customers.map((customer) => customer.id)}
        onChange={(ids) => onCustomers(allOrSome(ids, customers.length))}
      />
      <SalesPersonLegend people={shownPeople} mayChangeColours={mayChangeColours} />
    </Box>
  );
}
