import { Box } from '@mui/material';
import { statusColor } from './statusColors';

export function StatusDot({ statusId, size = 10 }: { statusId: number | null | undefined; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: statusColor(statusId),
      }}
    />
  );
}
