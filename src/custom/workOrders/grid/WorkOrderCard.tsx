/**
 * One of My Work Orders on a phone: number, status (its colour down the card's edge), the
 * customer, the problem and the site address whole, today's visit time, and what a
 * technician does from the truck: call the site, open the address in the map app, Start or
 * Stop. The upper part opens the order. The order they are clocked in on is marked. Clock
 * actions waiting offline show as done (useShownWorkOrder).
 */
import DirectionsIcon from '@mui/icons-material/Directions';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Card, CardActionArea, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { normalizeColor } from '../../../domain/colors';
import { mapSearchUrl, telHref } from '../../../domain/contactLinks';
import { formatPhone } from '../../../domain/phone';
import type { WorkOrderListRow } from '../../../domain/workOrders/orders';
import { useShownWorkOrder } from '../useShownWorkOrder';
import { FlagPill, showsFlag, StatusPill } from './WorkOrderPills';
import { visitTimeOf, type TodaysVisit } from './useTodaysVisits';

const NO_STATUS_COLOUR = '#9ca3af';
const wrapWhole = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

function Line({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', mt: '1px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="p" aria-label={label} sx={{ ...wrapWhole, color: 'text.primary', m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  row: WorkOrderListRow;
  statusColors: Record<number, string> | undefined;
  flagColors: Record<number, string> | undefined;
  visit: TodaysVisit | undefined;
  onOpen: () => void;
  /** Start or Stop. */
  action: ReactNode;
}

export function WorkOrderCard({ row, statusColors, flagColors, visit, onOpen, action }: Props) {
  const shown = useShownWorkOrder(row, { clockedIn: row.isOpenLaborMine, enRoute: false });
  const current = shown.clockedIn;
  const statusColor = statusColors?.[shown.statusId];
  const tel = telHref(row.sitePhone);
  const map = mapSearchUrl(row.siteAddress);
  return (
    <Card
      variant="outlined"
      aria-current={current ? 'true' : undefined}
      sx={{
        borderLeft: 6,
        borderLeftColor: normalizeColor(statusColor) ?? NO_STATUS_COLOUR,
        ...(current ? { borderColor: 'success.main', borderLeftColor: normalizeColor(statusColor) ?? NO_STATUS_COLOUR, boxShadow: (theme) => `0 0 0 1px ${theme.palette.success.main}` } : {}),
      }}
    >
      <CardActionArea onClick={onOpen} sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
            {row.displayNumber}
          </Typography>
          {current && <Chip size="small" color="success" label="Clocked in" sx={{ fontWeight: 600 }} />}
          <Box sx={{ flexGrow: 1 }} />
          <StatusPill name={shown.status} color={statusColor} />
        </Box>
        <Typography sx={{ fontWeight: 600, mt: 0.5, ...wrapWhole }}>{row.customerName}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5, ...wrapWhole }}>
          {row.problem}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 1 }}>
          {row.siteAddress && (
            <Line icon={<PlaceOutlined />} label={`Site address ${row.siteAddress}`}>
              {row.siteAddress}
            </Line>
          )}
          {visit && (
            <Line icon={<ScheduleIcon />} label={`Scheduled today ${visitTimeOf(visit)}`}>
              Today {visitTimeOf(visit)}
            </Line>
          )}
        </Box>
        {showsFlag(shown.flagId) && shown.flag && (
          <Box sx={{ mt: 1 }}>
            <FlagPill name={shown.flag} color={flagColors?.[shown.flagId]} />
          </Box>
        )}
      </CardActionArea>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', px: 2, pb: 1.5, pt: 0.5 }}>
        {tel && (
          <Button variant="outlined" href={tel} startIcon={<PhoneIcon />} aria-label={`Call ${row.customerName} ${formatPhone(row.sitePhone ?? '')}`} sx={{ minHeight: 44 }}>
            Call
          </Button>
        )}
        {map && (
          <Button variant="outlined" href={map} target="_blank" rel="noopener" startIcon={<DirectionsIcon />} aria-label={`Map of ${row.siteAddress}`} sx={{ minHeight: 44 }}>
            Map
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {action}
      </Box>
    </Card>
  );
}
