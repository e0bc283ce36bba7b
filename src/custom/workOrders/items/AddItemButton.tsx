import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A tab's "Add ..." button: a link to the add page, or an action on the tab (a dialog). */
export function AddItemButton({ label, to, onClick }: { label: string } & ({ to: string; onClick?: never } | { to?: never; onClick: () => void })) {
  return to === undefined ? (
    <Button variant="contained" startIcon={<Add />} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<Add />}>
      {label}
    </Button>
  );
}
