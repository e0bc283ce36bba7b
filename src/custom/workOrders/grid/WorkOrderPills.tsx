import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { Chip, type ChipProps } from '@mui/material';
import { normalizeColor, readableTextOn } from '../../../domain/colors';
import { WORK_ORDER_STATUS } from '../../../domain/workOrders/orders';

/** The flag N/A means "no flag": it gets no pill. */
export const showsFlag = (flagId: number | null | undefined): flagId is number => typeof flagId === 'number' && flagId !== WORK_ORDER_STATUS.N_A;

/** A flag with no colour of its own: a dark amber outline and text, 6:1 on white (MUI's warning orange is 3.1:1). */
const UNCOLOURED_FLAG = '#9a4d00';

/** The colour set on the status or flag as the pill's fill, with black or white text, whichever reads better. */
function filledWith(color: string | undefined): ChipProps['sx'] {
  const fill = normalizeColor(color);
  if (!fill) return {};
  const text = readableTextOn(fill);
  return { bgcolor: fill, color: text, borderColor: fill, '& .MuiChip-icon': { color: text } };
}

interface PillProps {
  name: string;
  /** The status's or flag's colour (lookups' statusColors / flagColors), if it has one. */
  color: string | undefined;
  size?: 'small' | 'medium';
  /** Draws a ring round the pill (the order the user is clocked in on). */
  highlighted?: boolean;
}

export function StatusPill({ name, color, size = 'small', highlighted = false }: PillProps) {
  return (
    <Chip
      size={size}
      label={name}
      title={name}
      aria-label={`Status ${name}`}
      variant={normalizeColor(color) ? 'filled' : 'outlined'}
      color={highlighted && !normalizeColor(color) ? 'primary' : 'default'}
      sx={{ maxWidth: '100%', height: 24, fontWeight: 500, ...filledWith(color), ...(highlighted ? { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 } : {}) }}
    />
  );
}

export function FlagPill({ name, color, size = 'small' }: PillProps) {
  return (
    <Chip
      size={size}
      icon={<FlagOutlined />}
      label={name}
      title={name}
      aria-label={`Flag ${name}`}
      variant={normalizeColor(color) ? 'filled' : 'outlined'}
      sx={{
        maxWidth: '100%',
        height: 24,
        fontWeight: 500,
        ...(normalizeColor(color) ? filledWith(color) : { color: UNCOLOURED_FLAG, borderColor: UNCOLOURED_FLAG, '& .MuiChip-icon': { color: UNCOLOURED_FLAG } }),
      }}
    />
  );
}
