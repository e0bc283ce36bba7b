import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Paper,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { ROLE_ID } from '../../domain/permissions/roles';

export interface RoleOption {
  id: number;
  name: string;
}

export const isSuperAdminRole = (id: number) => id === ROLE_ID['Super Admin'];

/** The roles to choose from: a list beside the table on wide screens, a drop-down on phones. */
export function RolePicker({
  roles,
  selected,
  onSelect,
}: {
  roles: RoleOption[];
  selected: number;
  onSelect: (roleId: number) => void;
}) {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (narrow) {
    return (
      <TextField
        select
        label="Role"
        variant="outlined"
        size="medium"
        fullWidth
        value={String(selected)}
        onChange={(event) => onSelect(Number(event.target.value))}
        sx={{ mb: 2, bgcolor: 'background.paper' }}
      >
        {roles.map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Paper variant="outlined" sx={{ width: 260, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 72 }}>
      <List
        dense
        aria-label="Roles"
        subheader={<ListSubheader sx={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>Roles</ListSubheader>}
        sx={{ py: 0, maxHeight: 'calc(100vh - 110px)', overflowY: 'auto' }}
      >
        {roles.map((role) => (
          <ListItem key={role.id} disablePadding>
            <ListItemButton
              selected={role.id === selected}
              onClick={() => onSelect(role.id)}
              aria-current={role.id === selected ? 'true' : undefined}
              sx={{ mx: 1, borderRadius: 1.5, '&.Mui-selected': { color: 'primary.main', fontWeight: 600 } }}
            >
              <ListItemText primary={role.name} slotProps={{ primary: { sx: { fontWeight: role.id === selected ? 600 : 400 } } }} />
              {isSuperAdminRole(role.id) && (
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <LockOutlined fontSize="small" aria-hidden />
                </ListItemIcon>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
