/**
 * Clock times waiting for approval (issue 33): typed or sent late beyond the subscriber's
 * tolerance, and overtime claims, oldest first, each with the recorded time, how it was set,
 * when it was received and who entered it, and a Review button (approve or correct, with a
 * reason). Shown to users with "Approve Clock Times"; read again whenever the board is.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TEAM_LEADER_PATH } from '../../domain/teamLeader/paths';
import { editPath } from '../../domain/workOrders/paths';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { formatCell } from '../../ui/list/cellFormat';
import { ClockReviewDialog, SET_BY_LABELS, subjectLabel, type ClockReviewTarget } from '../workOrders/edit/ClockReviewDialog';
import { getClockMarks, type ClockMark } from '../workOrders/workOrdersApi';
import { teamLeaderKeys } from './queryKeys';

const when = (value: string | null) => (value ? formatCell('dateTime', value) : '—');

function markDetail(mark: ClockMark): string {
  if (mark.subject === 'overtime') return `Claimed overtime · ${when(mark.startTime)} – ${mark.stopTime ? when(mark.stopTime) : 'still clocked in'}`;
  return `${SET_BY_LABELS[mark.setBy ?? 'typed']} ${when(mark.recordedTime)} · received ${when(mark.receivedAt)}${mark.enteredBy ? ` · by ${mark.enteredBy}` : ''}`;
}

const targetOf = (mark: ClockMark): ClockReviewTarget => ({
  workOrderId: mark.workOrderId,
  workOrderLaborId: mark.workOrderLaborId,
  technicianName: mark.technicianName,
  subject: mark.subject,
  setBy: mark.setBy,
  recordedTime: mark.recordedTime,
  receivedAt: mark.receivedAt,
  enteredBy: mark.enteredBy,
  isOvertime: mark.isOvertime,
});

export function ClockMarksPanel({ userId, boardReadAt }: { userId: number | undefined; boardReadAt: number }) {
  const queryClient = useQueryClient();
  const queryKey = [...teamLeaderKeys.all, 'clockMarks', userId, boardReadAt];
  const { data: marks } = useQuery({ queryKey, queryFn: getClockMarks, meta: TOAST_ERRORS, placeholderData: (previous) => previous });
  const [reviewing, setReviewing] = useState<ClockReviewTarget | null>(null);
  if (!marks) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="clock-marks-title" sx={{ p: { xs: 1.75, sm: 2.25 }, mt: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id="clock-marks-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Clock times to approve
        </Typography>
        <Chip size="small" label={marks.length} color={marks.length ? 'warning' : 'default'} sx={{ fontWeight: 700 }} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Times typed or sent late beyond the tolerance, and overtime claims. A correction is kept beside the recorded time.
      </Typography>
      {marks.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5, color: 'text.secondary' }}>
          <CheckCircleOutline fontSize="small" color="success" />
          <Typography variant="body2">Nothing waits for approval.</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {marks.map((mark) => (
            <Box
              component="li"
              key={`${mark.workOrderLaborId}-${mark.subject}`}
              data-testid="clock-mark"
              data-subject={mark.subject}
              sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1.5, py: 1.1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {mark.technicianName}
                  </Typography>
                  <Chip size="small" variant="outlined" color="warning" label={subjectLabel(mark.subject)} sx={{ height: 20, fontSize: 11 }} />
                  <Link component={RouterLink} to={editPath(mark.workOrderId, TEAM_LEADER_PATH)} variant="body2" sx={{ fontWeight: 600 }}>
                    {mark.workOrderNumber}
                  </Link>
                </Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {markDetail(mark)}
                </Typography>
              </Box>
              <Button size="small" variant="contained" color="warning" disableElevation onClick={() => setReviewing(targetOf(mark))} sx={{ flexShrink: 0 }}>
                Review
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <ClockReviewDialog
        target={reviewing}
        onClose={() => setReviewing(null)}
        onDecided={() => {
          setReviewing(null);
          void queryClient.invalidateQueries({ queryKey: [...teamLeaderKeys.all, 'clockMarks'] });
        }}
      />
    </Paper>
  );
}
