import LockOutlined from '@mui/icons-material/LockOutlined';
import { Chip, Tooltip } from '@mui/material';

export const SYSTEM_ROW_HINT = "FieldDesk's rules depend on this row: it can be edited, but not deleted or deactivated.";

/** The mark of a system row (schemas/README.md, `x-system-rows`) in lists and on its edit page. */
export function SystemRowChip() {
  return (
    <Tooltip title={SYSTEM_ROW_HINT}>
      <Chip
        icon={<LockOutlined />}
        label="System"
        size="small"
        variant="outlined"
        sx={{ height: 22, flexShrink: 0, color: 'text.secondary', '& .MuiChip-icon': { fontSize: 14 } }}
      />
    </Tooltip>
  );
}
