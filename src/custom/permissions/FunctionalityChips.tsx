import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import { Box, Chip, Typography } from '@mui/material';
import type { RoleGrant } from './grantEditing';

/** A module's named permissions: filled when granted, click to grant or take away. */
export function FunctionalityChips({
  grant,
  readOnly,
  onToggle,
}: {
  grant: RoleGrant;
  readOnly: boolean;
  onToggle: (name: string) => void;
}) {
  if (grant.available.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No named permissions
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {grant.available.map((name) => {
        const granted = grant.functionalities.includes(name);
        return (
          <Chip
            key={name}
            size="small"
            label={name}
            icon={granted ? <Check /> : <Add />}
            color={granted ? 'primary' : 'default'}
            variant={granted ? 'filled' : 'outlined'}
            onClick={readOnly ? undefined : () => onToggle(name)}
            aria-pressed={granted}
            aria-label={`${name} (${grant.moduleName})`}
            sx={{
              height: 'auto',
              minHeight: 24,
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
              ...(readOnly && { cursor: 'default' }),
              ...(!granted && { color: 'text.secondary' }),
            }}
          />
        );
      })}
    </Box>
  );
}
