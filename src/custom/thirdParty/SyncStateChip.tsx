/** A Service Channel sync state as a chip: nothing sent, pending, delivered or failed. */
import { Chip } from '@mui/material';
import type { ServiceChannelSync } from '../../domain/serviceChannel/wire';

// Pending in the warning Alert's dark amber on light amber: the warning colour itself is too light to read as text.
const STATE_CHIP = {
  none: { label: 'Nothing sent', color: 'default', sx: {} },
  pending: { label: 'Pending', color: 'default', sx: { bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #ffb74d' } },
  delivered: { label: 'Delivered', color: 'success', sx: {} },
  failed: { label: 'Failed', color: 'error', sx: {} },
} as const;

export function SyncStateChip({ state, prefix = '' }: { state: ServiceChannelSync['state']; prefix?: string }) {
  const { label, color, sx } = STATE_CHIP[state];
  return <Chip size="small" color={color} label={`${prefix}${label}`} sx={sx} />;
}
