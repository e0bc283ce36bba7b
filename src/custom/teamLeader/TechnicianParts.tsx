/** The pieces a technician's row (desktop) and card (phone) share. */
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Avatar, Box, Chip, LinearProgress, Link, Tooltip, Typography, alpha, darken } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { elapsedText } from '../../domain/teamLeader/board';
import { TEAM_LEADER_PATH } from '../../domain/teamLeader/paths';
import type { BoardTechnician } from '../../domain/teamLeader/responses';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import { editPath } from '../../domain/workOrders/paths';
import { initialsOf } from '../../ui/layout/initials';
import { statusColor } from '../userStatus/statusColors';
import { minutesSince, timeOf } from './boardView';

/** When the board was read: `asOf` (the server's now, wall clock) at `readAt` (browser ms); `now` ticks every minute. */
export interface BoardClock {
  asOf: string;
  readAt: number;
  now: number;
}

export const forHowLong = (since: string, clock: BoardClock) => elapsedText(minutesSince(since, clock.asOf, clock.readAt, clock.now));

export function TechnicianName({ technician }: { technician: BoardTechnician }) {
  const color = statusColor(technician.clockedIn ? technician.clockedIn.userStatusId : technician.userStatusId);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: alpha(color, 0.16), color: darken(color, 0.45), border: `2px solid ${color}` }}>
        {initialsOf(technician.technicianName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {technician.technicianName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {technician.roles.join(', ')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The status as a coloured chip, and since when. */
export function StatusCell({ technician, clock }: { technician: BoardTechnician; clock: BoardClock }) {
  const color = statusColor(technician.userStatusId);
  const label = technician.userStatus ?? 'No status';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        size="small"
        label={label}
        data-testid="technician-status"
        icon={<Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, ml: '8px !important' }} />}
        sx={{ bgcolor: alpha(color, 0.12), color: darken(color, 0.5), fontWeight: 600, border: `1px solid ${alpha(color, 0.35)}` }}
      />
      {technician.statusSince && (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.35 }}>
          since {timeOf(technician.statusSince)}
          {!technician.clockedIn && (
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }} data-testid="status-for">
              for {forHowLong(technician.statusSince, clock)}
            </Box>
          )}
        </Typography>
      )}
      {technician.statusDescription && (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: 220 }}>
          {technician.statusDescription}
        </Typography>
      )}
    </Box>
  );
}

/** The order the technician is clocked in on, with a link to it and for how long. */
export function ClockedInCell({ technician, clock }: { technician: BoardTechnician; clock: BoardClock }) {
  const labor = technician.clockedIn;
  if (!labor) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not clocked in
      </Typography>
    );
  }
  const enRoute = labor.userStatusId === USER_STATUS.EN_ROUTE;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="p">
        <Typography component="span" variant="body2" color="text.secondary">
          {enRoute ? 'En route to ' : 'On '}
        </Typography>
        <Link component={RouterLink} to={editPath(labor.workOrderId, TEAM_LEADER_PATH)} sx={{ fontWeight: 600 }} aria-label={`Work order ${labor.workOrderNumber}`}>
          {labor.workOrderNumber}
        </Link>
        {' · '}
        {labor.customerName}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" noWrap title={labor.problem}>
        {labor.problem}
      </Typography>
      <Typography variant="caption" sx={{ fontWeight: 600, color: enRoute ? '#015a87' : '#1b5e20' }} data-testid="clocked-in-for">
        for {forHowLong(labor.since, clock)} · since {timeOf(labor.since)}
      </Typography>
    </Box>
  );
}

/** "3 / 5 done" with a bar, and the visits in a tooltip. */
export function VisitsCell({ technician }: { technician: BoardTechnician }) {
  const total = technician.visits.length;
  if (total === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No visits today
      </Typography>
    );
  }
  const list = (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {technician.visits.map((visit) => (
        <li key={`${visit.schedulerId}@${visit.start}`}>
          {visit.isAllDay ? 'All day' : `${timeOf(visit.start)}–${timeOf(visit.end)}`} {visit.workOrderNumber ?? visit.task}
          {visit.customerName ? ` · ${visit.customerName}` : ''} {visit.done ? '(done)' : ''}
          {visit.conflict ? ' (double-booked)' : ''}
        </li>
      ))}
    </Box>
  );
  return (
    <Tooltip title={list} placement="left">
      <Box sx={{ minWidth: 110 }} tabIndex={0} aria-label={`${technician.visitsDone} of ${total} visits done today`}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="technician-visits">
          {technician.visitsDone} / {total} done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(technician.visitsDone / total) * 100}
          aria-hidden
          sx={{ height: 6, borderRadius: 3, mt: 0.5, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { borderRadius: 3 } }}
        />
      </Box>
    </Tooltip>
  );
}

export function ConflictMarker({ technician }: { technician: BoardTechnician }) {
  if (!technician.hasConflict) return null;
  const count = technician.visits.filter((v) => v.conflict).length;
  return (
    <Tooltip title={`${count} of today's visits overlap another visit of ${technician.technicianName}.`}>
      <Chip size="small" color="warning" variant="outlined" icon={<EventBusyOutlined />} label="Double-booked" sx={{ fontWeight: 600, color: '#8a4b00', borderColor: '#ed6c02' }} />
    </Tooltip>
  );
}
