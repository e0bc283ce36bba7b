/** The scheduler's filters: which sales persons' and which customers' actions show (null: all), and the colour legend. */
import { Box, Typography } from '@mui/material';
import type { SchedulerChoices } from '../../domain/salesScheduler/actions';
import { SALES_COLOR_HEX, type SalesColor } from '../../domain/salesScheduler/colors';
import { FilterSelect } from './FilterSelect';

interface Props {
  choices: SchedulerChoices | undefined;
  salesPersonIds: number[] | null;
  customerIds: number[] | null;
  onSalesPersons: (ids: number[] | null) => void;
  onCustomers: (ids: number[] | null) => void;
}

/** Every option chosen is "all", sent as no filter, so new sales persons and customers show too. */
const allOrSome = (ids: number[], total: number) => (ids.length === total ? null : ids);

export function SchedulerFilters({ choices, salesPersonIds, customerIds, onSalesPersons, onCustomers }: Props) {
  const people = (choices?.salesPersons ?? []).map((person) => ({ ...person, color: SALES_COLOR_HEX[person.color as SalesColor] }));
  const customers = choices?.customers ?? [];
  const shownPeople = people.filter((person) => salesPersonIds === null || salesPersonIds.includes(person.id));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
      <FilterSelect
        label="Sales Persons"
        options={people}
        value={salesPersonIds ?? people.map((person) => person.id)}
        onChange={(ids) => onSalesPersons(allOrSome(ids, people.length))}
      />
      <FilterSelect
        label="Customers"
        options={customers}
        value={customerIds ?? customers.map((customer) => customer.id)}
        onChange={(ids) => onCustomers(allOrSome(ids, customers.length))}
      />
      <Box component="ul" aria-label="Sales person colours" sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {shownPeople.map((person) => (
          <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: person.color }} />
            <Typography variant="caption" color="text.secondary">
              {person.name}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
