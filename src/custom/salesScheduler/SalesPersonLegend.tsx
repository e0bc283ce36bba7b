/**
 * The colour legend of the sales scheduler: one dot and name per sales person shown. Someone who
 * may change users (the server's rule for PUT SalesScheduler/salesPersonColor) picks a sales
 * person's colour here from the six of spec §3.8; the calendar redraws in it at once.
 */
import { Box, ButtonBase, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SALES_COLORS, SALES_COLOR_HEX, type SalesColor } from '../../domain/salesScheduler/colors';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { salesSchedulerKeys } from './queryKeys';
import { salesSchedulerApi } from './salesSchedulerApi';

export interface LegendPerson {
  id: number;
  name: string;
  color: SalesColor;
}

const capitalised = (colour: string) => colour[0].toUpperCase() + colour.slice(1);

function Dot({ colour }: { colour: SalesColor }) {
  return <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: SALES_COLOR_HEX[colour], flexShrink: 0 }} />;
}

export function SalesPersonLegend({ people, mayChangeColours }: { people: readonly LegendPerson[]; mayChangeColours: boolean }) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState<{ person: LegendPerson; anchor: HTMLElement } | null>(null);

  const choose = async (color: SalesColor) => {
    if (!picking) return;
    const { person } = picking;
    setPicking(null);
    if (color === person.color) return;
    try {
      await salesSchedulerApi.setColor({ userId: person.id, color });
      await queryClient.invalidateQueries({ queryKey: salesSchedulerKeys.all });
      toast.success(`${person.name} now shows in ${color}.`);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Box component="ul" aria-label="Sales person colours" sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {people.map((person) => {
        const label = (
          <>
            <Dot colour={person.color} />
            <Typography variant="caption" color="text.secondary">
              {person.name}
            </Typography>
          </>
        );
        return (
          <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {mayChangeColours ? (
              <ButtonBase
                aria-label={`Colour of ${person.name}: ${person.color}`}
                title="Choose the colour"
                onClick={(event) => setPicking({ person, anchor: event.currentTarget })}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75, borderRadius: 1, px: 0.5, py: 0.25, '&:hover': { bgcolor: 'action.hover' } }}
              >
                {label}
              </ButtonBase>
            ) : (
              label
            )}
          </Box>
        );
      })}
      <Menu anchorEl={picking?.anchor} open={Boolean(picking)} onClose={() => setPicking(null)} slotProps={{ list: { 'aria-label': `Colour of ${picking?.person.name ?? ''}` } }}>
        {SALES_COLORS.map((color) => (
          <MenuItem key={color} selected={picking?.person.color === color} onClick={() => void choose(color)}>
            <ListItemIcon>
              <Dot colour={color} />
            </ListItemIcon>
            {capitalised(color)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
