import { Box, CircularProgress, ListItemText, MenuItem, Select, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';
import { canWorkOnWorkOrders } from '../../domain/workOrders/access';
import { useSession } from '../../ui/session/sessionStore';
import { loadChunk } from '../../ui/lazy/loadChunk';
import { useShownUserStatusId } from '../timeTracking/shownClock';
import { CompanyDescriptionDialog } from './CompanyDescriptionDialog';
import { StatusDot } from './StatusDot';
import { useStatusChange } from './useStatusChange';

const ClockOutFirst = lazy(() => loadChunk('clockOutFirst', () => import('./ClockOutFirst')));

/** Statuses are for users who clock in on work orders (write on Work Orders); others see no picker. */
export function UserStatusSelect({ variant = 'appBar' }: { variant?: 'appBar' | 'standard' }) {
  const session = useSession();
  if (!session || !canWorkOnWorkOrders(session.subject)) return null;
  return <StatusPicker variant={variant} />;
}

/**
 * The signed-in user's status, changeable from the list of statuses (spec §4). While a clock
 * action waits on the phone (offline), the status it will set.
 */
function StatusPicker({ variant }: { variant: 'appBar' | 'standard' }) {
  const session = useSession();
  const { statuses, busy, change, describing, answerDescription, clockingOut, closeClockOut } = useStatusChange();
  const userStatusId = useShownUserStatusId(session?.user.userStatusId ?? null);
  if (!session) return null;
  const userStatus =
    userStatusId === session.user.userStatusId ? session.user.userStatus : (statuses.find((s) => s.userStatusId === userStatusId)?.userStatus ?? session.user.userStatus);
  const known = statuses.some((s) => s.userStatusId === userStatusId);
  const onAppBar = variant === 'appBar';

  return (
    <>
      <Select
        size="small"
        value={known && userStatusId != null ? String(userStatusId) : ''}
        displayEmpty
        disabled={busy || statuses.length === 0}
        onChange={(event) => void change(Number(event.target.value))}
        inputProps={{ 'aria-label': 'My status' }}
        renderValue={() => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {busy ? <CircularProgress size={10} color="inherit" /> : <StatusDot statusId={userStatusId} />}
            <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {userStatus || 'No status'}
            </Typography>
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 420, minWidth: 200 } } } }}
        sx={
          onAppBar
            ? {
                color: 'inherit',
                bgcolor: 'rgba(255,255,255,0.14)',
                borderRadius: 5,
                maxWidth: { xs: 150, sm: 220 },
                minWidth: { xs: 0, sm: 160 },
                '& .MuiSelect-select': { py: 0.75, pl: 1.5 },
                '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.35)' },
                '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.7)' },
                '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'common.white' },
                '& .MuiSvgIcon-root': { color: 'inherit' },
                '&.Mui-disabled': { color: 'inherit', opacity: 0.8 },
                '& .MuiSelect-select.Mui-disabled': { WebkitTextFillColor: 'inherit' },
              }
            : { minWidth: 220 }
        }
      >
        {statuses.map((s) => (
          <MenuItem key={s.userStatusId} value={String(s.userStatusId)} disabled={s.isDisabled}>
            <Box sx={{ mr: 1.5, display: 'flex' }}>
              <StatusDot statusId={s.userStatusId} />
            </Box>
            <ListItemText primary={s.userStatus} secondary={s.isPayable ? null : 'Unpaid'} />
          </MenuItem>
        ))}
      </Select>
      <CompanyDescriptionDialog
        open={describing !== null}
        statusName={describing?.userStatus ?? ''}
        onSubmit={answerDescription}
        onCancel={() => answerDescription(null)}
      />
      {clockingOut && (
        <Suspense fallback={null}>
          <ClockOutFirst order={clockingOut.order} userStatusId={clockingOut.userStatusId} onClose={closeClockOut} />
        </Suspense>
      )}
    </>
  );
}
