import { Box, Chip, Paper, Typography } from '@mui/material';
import type { Session } from '../../ui/session/sessionTypes';
import { subscriberNow, subscriberToday } from '../../ui/session/subscriberClock';
import { dateOfWallClock } from '../../ui/calendar/wallClockDates';
import { initialsOf } from '../../ui/layout/initials';
import { StatusDot } from '../userStatus/StatusDot';
import { UserStatusSelect } from '../userStatus/UserStatusSelect';
import { canWorkOnWorkOrders } from '../../domain/workOrders/access';
import { firstNameOf, greetingFor } from './greeting';

/** The subscriber's date, in the browser's words. */
const today = () => dateOfWallClock(subscriberToday()).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** Greeting, roles and, for those who clock in, the user's current status. */
export function HomeHero({ session }: { session: Session }) {
  const { user } = session;
  const clocksIn = canWorkOnWorkOrders(session.subject);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        mb: 3,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
        alignItems: { md: 'center' },
        background: 'linear-gradient(120deg, #ffffff 0%, #ffffff 55%, rgba(51,122,183,0.08) 100%)',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        <Box
          sx={{
            width: { xs: 52, sm: 64 },
            height: { xs: 52, sm: 64 },
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 700,
            fontSize: { xs: 18, sm: 22 },
          }}
        >
          {initialsOf(user.name)}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {today()}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 30 }, my: 0.5 }}>
            {greetingFor(dateOfWallClock(subscriberNow()))}, {firstNameOf(user.name)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
            {user.userRoles.map((role) => (
              <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
            ))}
            <Typography variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
              {user.email || user.userName}
            </Typography>
          </Box>
        </Box>
      </Box>
      {clocksIn && (
        <Paper
          variant="outlined"
          sx={{ p: 2, minWidth: { md: 300 }, bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 1.25 }}
        >
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            Your status
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <StatusDot statusId={user.userStatusId} size={12} />
            <Typography variant="h6" component="p" data-testid="home-status">
              {user.userStatus || 'No status'}
            </Typography>
          </Box>
          {user.statusDescription && (
            <Typography variant="body2" color="text.secondary">
              {user.statusDescription}
            </Typography>
          )}
          <UserStatusSelect variant="standard" />
        </Paper>
      )}
    </Paper>
  );
}
