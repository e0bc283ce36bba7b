import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../ui/session/sessionStore';
import { canApproveClockTimes, canDeleteWorkOrderItems, canRestoreDeletedLabor } from '../../../domain/workOrders/access';
import type { ClockReview, TimeSetBy } from '../../../domain/timeTracking/evidence';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { formatCell } from '../../../ui/list/cellFormat';
import { TOAST_ERRORS } from '../../../ui/http/queryClient';
import { useBusyAction } from '../../../ui/notifications/useBusyAction';
import { toast } from '../../../ui/notifications/toastStore';
import { ItemList, type ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { count } from '../items/count';
import { useItems } from '../items/useItems';
import { workOrderKeys } from '../queryKeys';
import { deleteLabor, getDeletedLabors, getLabors, restoreLabor, type DeletedLaborRow, type LaborRow } from '../workOrdersApi';
import { ClockReviewDialog, pendingTargets, SET_BY_LABELS, subjectLabel, type ClockReviewTarget } from './ClockReviewDialog';

const hoursOf = (labor: LaborRow) => (labor.hours === null ? null : labor.hours.toFixed(2));

/** Overtime, apprentice rate, employee type, truck, per diem and flag: what the clock-in chose. */
const choicesOf = (labor: LaborRow): Array<{ text: string; color?: 'warning' | 'info' }> => {
  const overtime =
    labor.overtimeReview === 'pending'
      ? { text: 'Overtime?', color: 'warning' as const }
      : labor.overtimeReview === 'corrected' && labor.overtimeClaimed !== labor.isOvertime
        ? { text: labor.isOvertime ? 'Overtime (corrected)' : 'Regular (corrected)', color: 'info' as const }
        : labor.isOvertime && { text: 'Overtime' };
  return [
    overtime,
    labor.isApprenticeRateApplied && { text: 'Apprentice rate' },
    labor.rateSheetName && { text: labor.rateSheetName },
    labor.truckName && { text: labor.truckName },
    labor.perDiemType && { text: `Per diem: ${labor.perDiemType}` },
    labor.flag && { text: `Flag: ${labor.flag}` },
  ].filter((chip): chip is { text: string; color?: 'warning' | 'info' } => Boolean(chip));
};

function choicesCell(labor: LaborRow) {
  const chips = choicesOf(labor);
  if (!chips.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {chips.map(({ text, color }) => (
        <Chip key={text} label={text} size="small" variant="outlined" color={color ?? 'default'} sx={{ height: 22 }} />
      ))}
    </Box>
  );
}

const REVIEW_CHIPS: Record<ClockReview, { label: string; color: 'warning' | 'success' | 'info' }> = {
  pending: { label: 'Needs approval', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  corrected: { label: 'Corrected', color: 'info' },
};

/**
 * A start or stop: the effective time, how it was set (when not live), its mark, and the
 * recorded time when a correction replaced it.
 */
function timeCell(time: string, recorded: string | null, setBy: TimeSetBy | null, review: ClockReview | null, enteredBy: string | null, receivedAt: string | null) {
  const corrected = review === 'corrected' && recorded !== null && recorded !== time;
  const how = setBy && setBy !== 'live' ? SET_BY_LABELS[setBy] : null;
  const tip = [how && `Set: ${how}`, receivedAt && `Received ${formatCell('dateTime', receivedAt)}`, enteredBy && `Entered by ${enteredBy}`].filter(Boolean).join(' · ');
  return (
    <Tooltip title={tip} placement="top-start">
      <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatCell('dateTime', time)}
        </Box>
        {corrected && (
          <Typography variant="caption" color="text.secondary" sx={{ textDecoration: 'line-through', whiteSpace: 'nowrap' }} aria-label={`Recorded ${formatCell('dateTime', recorded)}`}>
            {formatCell('dateTime', recorded)}
          </Typography>
        )}
        {(how || review) && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {how && <Chip label={how} size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />}
            {review && <Chip label={REVIEW_CHIPS[review].label} size="small" color={REVIEW_CHIPS[review].color} variant={review === 'pending' ? 'filled' : 'outlined'} sx={{ height: 20, fontSize: 11 }} />}
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}

const COLUMNS: ItemColumn<LaborRow>[] = [
  { title: 'Technician', value: (l) => l.technicianName, nowrap: true },
  { title: 'Start', value: (l) => timeCell(l.startTime, l.startRecordedTime, l.startSetBy, l.startReview, l.startEnteredBy, l.startReceivedAt) },
  {
    title: 'Stop',
    value: (l) =>
      l.stopTime ? timeCell(l.stopTime, l.stopRecordedTime, l.stopSetBy, l.stopReview, l.stopEnteredBy, l.stopReceivedAt) : <Chip label="Clocked in" color="success" size="small" sx={{ height: 22 }} />,
  },
  { title: 'Hours', value: hoursOf, align: 'right', nowrap: true },
  { title: 'User Status', value: (l) => l.userStatus, nowrap: true },
  { title: 'Rate and Flag', value: choicesCell },
  { title: 'Description', value: (l) => l.description, minWidth: 140 },
];

const DELETED_COLUMNS: ItemColumn<DeletedLaborRow>[] = [
  { title: 'Technician', value: (l) => l.technicianName, nowrap: true },
  { title: 'Start', value: (l) => formatCell('dateTime', l.startTime), nowrap: true },
  { title: 'Stop', value: (l) => (l.stopTime ? formatCell('dateTime', l.stopTime) : null), nowrap: true },
  { title: 'Hours', value: hoursOf, align: 'right', nowrap: true },
  { title: 'Deleted', value: (l) => `${formatCell('dateTime', l.deletedAt)} by ${l.deletedBy}`, nowrap: true },
  { title: 'Description', value: (l) => l.description, minWidth: 200 },
];

function RestoreButton({ labor, workOrderId, onRestored }: { labor: DeletedLaborRow; workOrderId: number; onRestored: () => void }) {
  const { busy, run } = useBusyAction();
  const what = `the labor of ${labor.technicianName} from ${formatCell('dateTime', labor.startTime)}`;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<RestoreOutlined fontSize="small" />}
      disabled={busy}
      aria-label={`Restore ${what}`}
      onClick={() =>
        void run(async () => {
          await restoreLabor(workOrderId, labor.workOrderLaborId);
          toast.success(`Restored ${what}.`);
          onRestored();
        })
      }
    >
      Restore
    </Button>
  );
}

/** The order's deleted labors, kept with who deleted them and when; shown to those who may restore them. */
function DeletedLabors({ workOrderId, onRestored }: { workOrderId: number; onRestored: () => void }) {
  const queryClient = useQueryClient();
  const queryKey = [...workOrderKeys.children(workOrderId), 'deletedLabors'];
  const { data } = useQuery({ queryKey, queryFn: () => getDeletedLabors(workOrderId), meta: TOAST_ERRORS });
  if (!data?.length) return null;
  const restored = () => {
    void queryClient.invalidateQueries({ queryKey });
    onRestored();
  };
  return (
    <Box component="section" aria-labelledby="deleted-labors-title" sx={{ mt: 3 }}>
      <Typography id="deleted-labors-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Deleted labor
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Kept with who deleted it and when; out of the order's hours and the timesheets until restored.
      </Typography>
      <ItemList
        label="Deleted labor"
        rows={data}
        columns={DELETED_COLUMNS}
        rowKey={(l) => l.workOrderLaborId}
        emptyText=""
        actions={(l) => <RestoreButton labor={l} workOrderId={workOrderId} onRestored={restored} />}
      />
    </Box>
  );
}

/**
 * Every clock-in on the order (spec §3.4 labor) with its hours; closed ones may be deleted with
 * the named permission (kept, restored by those with "Restore Deleted Labor"). Times set by
 * hand or sent late beyond the tolerance and overtime claims show "Needs approval"; those with
 * "Approve Clock Times" approve or correct them here.
 */
export function LaborTab({ order }: { order: WorkOrder }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const items = useItems(order.id, 'labor', getLabors);
  const { rows } = items;
  const [reviewing, setReviewing] = useState<ClockReviewTarget | null>(null);
  const mayDelete = session ? canDeleteWorkOrderItems(session.subject) : false;
  const mayApprove = session ? canApproveClockTimes(session.subject) : false;
  const mayRestore = session ? canRestoreDeletedLabor(session.subject) : false;
  const total = (rows ?? []).reduce((sum, l) => sum + Math.round((l.hours ?? 0) * 100), 0) / 100;
  const marked = (rows ?? []).reduce((sum, l) => sum + pendingTargets(order.id, l).length, 0);
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: workOrderKeys.children(order.id) });
  const subtitle = rows?.length
    ? `${count(rows.length, 'clock-in')}, ${count(total, 'hour')} in all.${marked ? ` ${count(marked, 'time')} ${marked === 1 ? 'needs' : 'need'} approval.` : ''}`
    : 'Technicians clock in and out with Start and Stop.';
  return (
    <>
      <ItemsTab
        title="Labor"
        subtitle={subtitle}
        items={items}
        columns={COLUMNS}
        rowKey={(l) => l.workOrderLaborId}
        emptyText="Nobody has clocked in on this work order yet."
        rowActions={
          mayApprove
            ? (l) =>
                pendingTargets(order.id, l).map((target) => (
                  <Button
                    key={target.subject}
                    size="small"
                    variant="contained"
                    color="warning"
                    disableElevation
                    aria-label={`Review ${subjectLabel(target.subject).toLowerCase()}`}
                    onClick={() => setReviewing(target)}
                    sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
                  >
                    Review {target.subject === 'overtime' ? 'OT' : target.subject}
                  </Button>
                ))
            : undefined
        }
        deletion={
          mayDelete
            ? {
                what: (l) => `the labor of ${l.technicianName} from ${formatCell('dateTime', l.startTime)}`,
                remove: (l) => deleteLabor(order.id, l.workOrderLaborId),
                allowed: (l) => Boolean(l.stopTime),
                note: 'It is kept, and an administrator can restore it.',
              }
            : undefined
        }
      />
      {mayRestore && <DeletedLabors workOrderId={order.id} onRestored={reloadAll} />}
      <ClockReviewDialog
        target={reviewing}
        onClose={() => setReviewing(null)}
        onDecided={(labor) => {
          items.showSaved(labor);
          setReviewing(null);
          items.reload();
        }}
      />
    </>
  );
}
