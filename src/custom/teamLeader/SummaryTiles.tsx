/** The day at a glance: where the technicians are, the visits done and left, and what needs a look. */
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import FreeBreakfastOutlined from '@mui/icons-material/FreeBreakfastOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Paper, Typography, alpha } from '@mui/material';
import type { BoardSummary } from '../../domain/teamLeader/responses';
import { THEME_PRIMARY_COLOUR } from '../../domain/constants';

interface Tile {
  key: string;
  label: string;
  value: string;
  caption: string;
  icon: SvgIconComponent;
  color: string;
}

function tilesOf(summary: BoardSummary): Tile[] {
  const visits = summary.visitsDone + summary.visitsLeft;
  return [
    { key: 'onSite', label: 'On site', value: String(summary.onSite), caption: `of ${summary.technicians} technicians`, icon: EngineeringOutlined, color: '#2e7d32' },
    { key: 'enRoute', label: 'En route', value: String(summary.enRoute), caption: 'travelling to an order', icon: DirectionsCarOutlined, color: '#0277bd' },
    { key: 'onBreak', label: 'Lunch / break', value: String(summary.onBreak), caption: `${summary.elsewhere} available or at the shop`, icon: FreeBreakfastOutlined, color: '#b26a00' },
    { key: 'off', label: 'Off', value: String(summary.off), caption: 'off duty, sick, on vacation or no status', icon: BedtimeOutlined, color: '#616161' },
    {
      key: 'visits',
      label: 'Visits today',
      value: `${summary.visitsDone} / ${visits}`,
      caption: visits ? `${summary.visitsLeft} left to do` : 'nothing scheduled',
      icon: AssignmentTurnedInOutlined,
      color: THEME_PRIMARY_COLOUR,
    },
    {
      key: 'attention',
      label: 'Need attention',
      value: String(summary.attention),
      caption: summary.attention ? 'orders and visits to look at' : 'all clear',
      icon: ReportProblemOutlined,
      color: summary.attention ? '#c62828' : '#2e7d32',
    },
  ];
}

/** `onAttention` makes the attention tile a button that shows the attention list (far down on a phone). */
export function SummaryTiles({ summary, onAttention }: { summary: BoardSummary; onAttention?: () => void }) {
  return (
    <Box
      component="section"
      aria-label="Today at a glance"
      sx={{ display: 'grid', gap: { xs: 1.25, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, mb: 3 }}
    >
      {tilesOf(summary).map(({ key, label, value, caption, icon: Icon, color }) => (
        <Paper
          key={key}
          variant="outlined"
          data-testid={`tile-${key}`}
          {...(key === 'attention' && onAttention
            ? { component: 'button', type: 'button', onClick: onAttention, title: 'Show the list' }
            : {})}
          sx={{
            p: { xs: 1.5, sm: 2 },
            borderTop: `3px solid ${color}`,
            minWidth: 0,
            textAlign: 'left',
            font: 'inherit',
            color: 'inherit',
            ...(key === 'attention' && onAttention ? { display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', alignItems: 'stretch', cursor: 'pointer', '&:hover': { boxShadow: 2 }, '&:focus-visible': { outline: `2px solid ${color}` } } : {}),
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }} noWrap>
              {label}
            </Typography>
            <Box sx={{ display: 'flex', p: 0.6, borderRadius: 1.5, bgcolor: alpha(color, 0.1), color }}>
              <Icon fontSize="small" />
            </Box>
          </Box>
          <Typography component="p" sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 700, lineHeight: 1.2, mt: 0.5 }} data-testid={`tile-${key}-value`}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.35 }}>
            {caption}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
