import {
  Box,
  Checkbox,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Fragment } from 'react';
import { FunctionalityChips } from './FunctionalityChips';
import { withFunctionalityToggled, withRead, withWrite, type RoleGrant } from './grantEditing';

/** A module's Read or Write checkbox. */
function AccessCell({ label, checked, readOnly, onChange }: { label: string; checked: boolean; readOnly: boolean; onChange: (checked: boolean) => void }) {
  return (
    <TableCell align="center" padding="checkbox">
      <Checkbox checked={checked} disabled={readOnly} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}

export const NO_SCREEN_YET = 'No screen yet';

/** The module's name, marked when no screen of this release opens with it. */
function ModuleName({ name, noScreen }: { name: string; noScreen: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {noScreen && (
        <Tooltip describeChild title={`No screen opens with ${name} in this release. What you grant is saved and opens its screens when they arrive.`}>
          <Chip size="small" variant="outlined" label={NO_SCREEN_YET} sx={{ color: 'text.secondary', height: 22 }} />
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * Every module with Read and Write checkboxes and its named permissions; on phones the
 * named permissions take a row of their own under the module.
 */
export function GrantsTable({
  grants,
  noScreen,
  readOnly,
  onChange,
}: {
  grants: RoleGrant[];
  /** The modules no screen of this release opens with. */
  noScreen: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (grant: RoleGrant) => void;
}) {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Table size="small" aria-label="Module permissions">
      <TableHead>
        <TableRow>
          <TableCell>Module</TableCell>
          <TableCell align="center" sx={{ width: 72 }}>
            Read
          </TableCell>
          <TableCell align="center" sx={{ width: 72 }}>
            Write
          </TableCell>
          {!narrow && <TableCell>Named permissions</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {grants.map((grant) => {
          const chips = (
            <FunctionalityChips grant={grant} readOnly={readOnly} onToggle={(name) => onChange(withFunctionalityToggled(grant, name))} />
          );
          const chipsBelow = narrow && grant.available.length > 0;
          return (
            <Fragment key={grant.moduleId}>
              <TableRow hover={!narrow} sx={chipsBelow ? { '& > *': { borderBottom: 'none' } } : undefined}>
                <TableCell component="th" scope="row" sx={{ width: { sm: 200, lg: 230 } }}>
                  <ModuleName name={grant.moduleName} noScreen={noScreen.has(grant.moduleName)} />
                </TableCell>
                <AccessCell label={`Read ${grant.moduleName}`} checked={grant.canRead} readOnly={readOnly} onChange={(checked) => onChange(withRead(grant, checked))} />
                <AccessCell label={`Write ${grant.moduleName}`} checked={grant.canWrite} readOnly={readOnly} onChange={(checked) => onChange(withWrite(grant, checked))} />
                {!narrow && <TableCell sx={{ py: 1 }}>{chips}</TableCell>}
              </TableRow>
              {chipsBelow && (
                <TableRow>
                  <TableCell colSpan={3} sx={{ pt: 0, pb: 1.5 }}>
                    {chips}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
