/** Orders and visits that need a look, grouped by why, each with a link to the order. */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeColor } from '../../domain/colors';
import { ATTENTION_REASONS } from '../../domain/teamLeader/board';
import { TEAM_LEADER_PATH } from '../../domain/teamLeader/paths';
import type { AttentionItem, TeamLeaderBoard } from '../../domain/teamLeader/responses';
import { editPath } from '../../domain/workOrders/paths';
import { formatMoney, toCents } from '../../domain/money';
import { NTE_LOOKAHEAD_MINUTES } from '../../domain/timeTracking/clock';
import { SET_UP_RATE_SHEET_LABEL } from '../../domain/timeTracking/rateSheetMissing';

const REASON_COLOR: Record<AttentionItem['reason'], string> = {
  rateSheetMissing: '#ad1457',
  overNte: '#c62828',
  conflict: '#b26a00',
  unassigned: '#5c6bc0',
  flagged: '#00796b',
};

const money = (dollars: number) => formatMoney(toCents(dollars));

/** Over NTE: the running total with the NTE beside it, and where the total is heading in 30 minutes. */
function NteFigures({ item }: { item: AttentionItem & { runningTotal: number; nteAmount: number; amount: number } }) {
  const figures = [
    { label: 'Running total', value: money(item.runningTotal), color: 'text.primary' },
    { label: 'NTE', value: money(item.nteAmount), color: 'text.primary' },
    { label: `In ${NTE_LOOKAHEAD_MINUTES} min`, value: money(item.amount), color: REASON_COLOR.overNte },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5 }} aria-label={item.detail} data-testid="nte-figures">
      {figures.map(({ label, value, color }) => (
        <Box key={label} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, color, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Item({ item }: { item: AttentionItem }) {
  const flagColor = item.reason === 'flagged' ? normalizeColor(item.color) : null;
  return (
    <Box component="li" sx={{ py: 1.1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="attention-item" data-reason={item.reason}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
        {item.workOrderId ? (
          <Link component={RouterLink} to={editPath(item.workOrderId, TEAM_LEADER_PATH)} sx={{ fontWeight: 700, flexShrink: 0 }}>
            {item.workOrderNumber}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 700, flexShrink: 0 }}>
            Visit
          </Typography>
        )}
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {item.customerName ?? item.problem}
        </Typography>
      </Box>
      {item.customerName && item.problem && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap title={item.problem}>
          {item.problem}
        </Typography>
      )}
      {item.reason === 'overNte' && item.runningTotal !== null && item.nteAmount !== null && item.amount !== null ? (
        <NteFigures item={{ ...item, runningTotal: item.runningTotal, nteAmount: item.nteAmount, amount: item.amount }} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
          {flagColor && <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: flagColor, flexShrink: 0 }} />}
          <Typography variant="caption" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {item.detail}
          </Typography>
        </Box>
      )}
      {item.rateSheetsPath && (
        <Link component={RouterLink} to={item.rateSheetsPath} variant="caption" sx={{ fontWeight: 700, display: 'inline-block', mt: 0.25 }}>
          {SET_UP_RATE_SHEET_LABEL}
        </Link>
      )}
    </Box>
  );
}

export function AttentionPanel({ board }: { board: TeamLeaderBoard }) {
  const groups = ATTENTION_REASONS.map((group) => ({ ...group, items: board.attention.filter((item) => item.reason === group.reason), count: board.attentionCounts[group.reason] })).filter(
    (group) => group.count > 0,
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="attention-title" sx={{ p: { xs: 1.75, sm: 2.25 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="attention-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Needs attention
        </Typography>
        <Chip size="small" label={board.summary.attention} color={board.summary.attention ? 'error' : 'success'} sx={{ fontWeight: 700 }} />
      </Box>
      {groups.length === 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark', py: 2 }}>
          <CheckCircleOutline />
          <Typography variant="body2">Nothing needs attention right now.</Typography>
        </Box>
      )}
      {groups.map((group) => (
        <Box key={group.reason} component="section" aria-label={group.title} sx={{ mt: 1.5 }} data-testid={`attention-${group.reason}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 0.5, borderBottom: `2px solid ${REASON_COLOR[group.reason]}` }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {group.title}
            </Typography>
            <Typography variant="caption" sx={{ fontWeight: 700, color: REASON_COLOR[group.reason] }}>
              {group.count}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {group.hint}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.items.map((item, index) => (
              <Item key={`${item.workOrderId ?? 0}-${item.schedulerId ?? 0}-${index}`} item={item} />
            ))}
          </Box>
          {group.count > group.items.length && (
            <Typography variant="caption" color="text.secondary">
              and {group.count - group.items.length} more
            </Typography>
          )}
        </Box>
      ))}
    </Paper>
  );
}
