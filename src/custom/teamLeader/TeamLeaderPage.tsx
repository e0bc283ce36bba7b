/**
 * The team leader board (/management/teamLeader): the day at a glance, every technician with
 * their status, the order they are on and their visits, and what needs attention. It reads
 * again by itself when a technician's day changes (useTeamLeaderBoard), keeping the page as it
 * is meanwhile; the times count on every minute.
 */
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  LinearProgress,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { statusGroupOf } from '../../domain/teamLeader/board';
import { PageHeader } from '../../ui/layout/PageHeader';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { TECHNICIAN_FILTERS, dayTitle, timeOf, visibleTechnicians, type TechnicianFilter } from './boardView';
import { AttentionPanel } from './AttentionPanel';
import { ClockMarksPanel } from './ClockMarksPanel';
import { canApproveClockTimes } from '../../domain/workOrders/access';
import { useSession } from '../../ui/session/sessionStore';
import { SummaryTiles } from './SummaryTiles';
import { TechnicianCards } from './TechnicianCards';
import { TechnicianTable } from './TechnicianTable';
import { useMinuteTick } from './useMinuteTick';
import { useTeamLeaderBoard } from './useTeamLeaderBoard';

export const TEAM_LEADER_TITLE = 'Team Leader';

function LiveChip({ state }: { state: 'connected' | 'reconnecting' | 'disconnected' }) {
  const live = state === 'connected';
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="board-live"
      label={live ? 'Live' : 'Reconnecting…'}
      icon={<Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: live ? '#2e7d32' : '#b26a00', ml: '8px !important' }} />}
      sx={{ fontWeight: 600, color: live ? '#1b5e20' : '#8a4b00', borderColor: live ? '#81c784' : '#ffb74d' }}
    />
  );
}

export default function TeamLeaderPage() {
  usePageTitle(TEAM_LEADER_TITLE);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data: board, isPending, isError, isFetching, dataUpdatedAt, hubState, refetch } = useTeamLeaderBoard();
  const now = useMinuteTick();
  const session = useSession();
  const mayApprove = session ? canApproveClockTimes(session.subject) : false;
  const [filter, setFilter] = useState<TechnicianFilter>('all');
  const [search, setSearch] = useState('');
  const technicians = useMemo(() => (board ? visibleTechnicians(board.technicians, filter, search) : []), [board, filter, search]);
  const counts = useMemo(() => {
    const byGroup: Record<string, number> = { all: board?.technicians.length ?? 0 };
    for (const t of board?.technicians ?? []) byGroup[statusGroupOf(t)] = (byGroup[statusGroupOf(t)] ?? 0) + 1;
    return byGroup;
  }, [board]);

  const clock = board ? { asOf: board.asOf, readAt: dataUpdatedAt, now: Math.max(now, dataUpdatedAt) } : null;

  return (
    <Box sx={{ maxWidth: 1560, width: '100%', mx: 'auto' }}>
      <PageHeader
        title={TEAM_LEADER_TITLE}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <span>
              {board && dayTitle(board.date)}
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {board ? ' · w' : 'W'}here your technicians are and what needs a look
              </Box>
            </span>
            <LiveChip state={hubState} />
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {board && (
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                Updated {timeOf(board.asOf)}
              </Typography>
            )}
            <Button
              variant="outlined"
              size="small"
              startIcon={<RefreshOutlined />}
              onClick={() => void refetch()}
              disabled={isFetching}
              sx={{ color: 'primary.dark', borderColor: 'primary.dark', bgcolor: 'background.paper' }}
            >
              Refresh
            </Button>
          </Box>
        }
      />
      <Box sx={{ height: 4, mt: -2, mb: 2 }}>{isFetching && <LinearProgress aria-label="Updating the board" sx={{ borderRadius: 2 }} />}</Box>

      {isPending && !board && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          Loading the board…
        </Typography>
      )}
      {isError && !board && <Alert severity="error">The board could not be read. It is tried again every minute; Refresh tries now.</Alert>}

      {board && clock && (
        <>
          <SummaryTiles summary={board.summary} onAttention={() => document.getElementById('attention-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' })} />
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px', xl: 'minmax(0, 1fr) 400px' }, alignItems: 'start' }}>
            <Paper variant="outlined" component="section" aria-labelledby="technicians-title" sx={{ p: { xs: 1.5, sm: 2.25 }, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                <Typography id="technicians-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
                  Technicians
                </Typography>
                <TextField
                  size="small"
                  placeholder="Find a technician or order"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  slotProps={{
                    htmlInput: { 'aria-label': 'Find a technician or order' },
                    input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> },
                  }}
                  sx={{ width: { xs: '100%', sm: 260 } }}
                />
              </Box>
              <Box sx={{ overflowX: 'auto', mb: 1.5, mx: { xs: -0.5, sm: 0 } }}>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={filter}
                  onChange={(_event, value: TechnicianFilter | null) => value && setFilter(value)}
                  aria-label="Show technicians"
                  sx={{ '& .MuiToggleButton-root': { px: 1.25, py: 0.4, whiteSpace: 'nowrap', textTransform: 'none' } }}
                >
                  {TECHNICIAN_FILTERS.map(({ value, label }) => (
                    <ToggleButton key={value} value={value}>
                      {label} ({counts[value] ?? 0})
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              {technicians.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                  {board.technicians.length ? 'No technician matches.' : 'There are no field technicians yet.'}
                </Typography>
              ) : phone ? (
                <TechnicianCards technicians={technicians} clock={clock} />
              ) : (
                <TechnicianTable technicians={technicians} clock={clock} />
              )}
            </Paper>
            <AttentionPanel board={board} />
          </Box>
          {mayApprove && <ClockMarksPanel userId={session?.user.userId} boardReadAt={dataUpdatedAt} />}
        </>
      )}
    </Box>
  );
}
