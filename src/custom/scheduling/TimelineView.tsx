/**
 * The dispatch timeline: one row per technician, the whole day across, each visit a bar. It opens
 * on the working hours, which fill its width, and scrolls to the early morning and the evening. A bar
 * drags along its row in 15-minute steps (spec §9) and onto another row to reassign it; its
 * right edge resizes it; a click opens it; a click on free time schedules a visit there.
 * TOAST UI has no resource timeline, so this view is FieldDesk's own, in the same look.
 */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { ScheduleEntry, ScheduleTechnician } from '../../domain/scheduling/responses';
import { readableTextOn } from '../../domain/colors';
import { CONFLICT_OUTLINE, entryColour, entryDetail, entryKey, entryTitle, timeOf } from './entryLook';
import { SLOT_MINUTES, dateTimeAt, placeInLanes, snapToSlot } from './timelineLayout';

export interface TimelineMove {
  entry: ScheduleEntry;
  start: string;
  end: string;
  fromTechnicianId: number;
  toTechnicianId: number;
}

export interface TimelineViewProps {
  day: string;
  technicians: readonly ScheduleTechnician[];
  entries: readonly ScheduleEntry[];
  /** The working hours the timeline opens on, e.g. 7 to 19: they fill its width. */
  workHours: { start: number; end: number };
  readOnly?: boolean;
  onOpen: (entry: ScheduleEntry) => void;
  onMove: (move: TimelineMove) => void;
  onSelectSlot: (technicianId: number, start: string, end: string) => void;
}

/** The technicians' names, kept in view at the left while the hours scroll (narrower on a phone). */
const NAME_WIDTH = 190;
const NAME_WIDTH_PHONE = 116;
const LANE_HEIGHT = 46;
const ROW_PADDING = 6;
/** Hours are never narrower than this: a phone shows fewer of them and scrolls. */
const MIN_HOUR_WIDTH = 60;
const DAY_HOURS = 24;

/** Enter or Space opens a bar, as a click does: the bars are buttons. */
const onEnterOrSpace = (open: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  open();
};

interface Drag {
  entry: ScheduleEntry;
  technicianId: number;
  mode: 'move' | 'resize';
  pointerX: number;
  pointerY: number;
  dMinutes: number;
  dRows: number;
  moved: boolean;
}

export function TimelineView({ day, technicians, entries, workHours, readOnly, onOpen, onMove, onSelectSlot }: TimelineViewProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const dayRef = useRef<HTMLDivElement>(null);
  const nameWidth = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm')) ? NAME_WIDTH_PHONE : NAME_WIDTH;
  const rowTops = useRef<number[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const totalMinutes = DAY_HOURS * 60;
  const percent = (minute: number) => (Math.min(Math.max(minute, 0), totalMinutes) / totalMinutes) * 100;
  const hourWidth = () => ((dayRef.current?.clientWidth ?? nameWidth) - nameWidth) / DAY_HOURS;
  const minutesPerPixel = () => 60 / Math.max(1, hourWidth());

  // Opens on the working hours: their first hour at the left, right of the names.
  useLayoutEffect(() => {
    if (gridRef.current) gridRef.current.scrollLeft = workHours.start * hourWidth();
    // Once: later the user's scrolling decides.
  }, []);

  const rowIndexAt = (clientY: number) => {
    const top = gridRef.current?.getBoundingClientRect().top ?? 0;
    const y = clientY - top;
    let index = 0;
    rowTops.current.forEach((rowTop, i) => {
      if (y >= rowTop) index = i;
    });
    return index;
  };

  const startDrag = (event: ReactPointerEvent, entry: ScheduleEntry, technicianId: number, mode: Drag['mode']) => {
    if (readOnly || entry.isAllDay) return;
    event.stopPropagation();
    (event.target as Element).setPointerCapture(event.pointerId);
    setDrag({ entry, technicianId, mode, pointerX: event.clientX, pointerY: event.clientY, dMinutes: 0, dRows: 0, moved: false });
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    if (!drag) return;
    const dMinutes = snapToSlot((event.clientX - drag.pointerX) * minutesPerPixel());
    const fromRow = technicians.findIndex((t) => t.technicianId === drag.technicianId);
    const dRows = drag.mode === 'move' ? rowIndexAt(event.clientY) - fromRow : 0;
    const moved = drag.moved || Math.abs(event.clientX - drag.pointerX) > 4 || Math.abs(event.clientY - drag.pointerY) > 4;
    if (dMinutes !== drag.dMinutes || dRows !== drag.dRows || moved !== drag.moved) setDrag({ ...drag, dMinutes, dRows, moved });
  };

  const endDrag = () => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) {
      onOpen(drag.entry);
      return;
    }
    const fromRow = technicians.findIndex((t) => t.technicianId === drag.technicianId);
    const toTechnician = technicians[Math.min(Math.max(fromRow + drag.dRows, 0), technicians.length - 1)];
    const shift = (dateTime: string) => new Date(Date.parse(`${dateTime}Z`) + drag.dMinutes * 60_000).toISOString().slice(0, 19);
    const start = drag.mode === 'move' ? shift(drag.entry.start) : drag.entry.start;
    let end = shift(drag.entry.end);
    if (end <= start) end = new Date(Date.parse(`${start}Z`) + SLOT_MINUTES * 60_000).toISOString().slice(0, 19);
    if (start === drag.entry.start && end === drag.entry.end && toTechnician.technicianId === drag.technicianId) return;
    onMove({ entry: drag.entry, start, end, fromTechnicianId: drag.technicianId, toTechnicianId: toTechnician.technicianId });
  };

  const selectSlot = (event: ReactPointerEvent<HTMLDivElement>, technicianId: number) => {
    if (readOnly || drag) return;
    const box = event.currentTarget.getBoundingClientRect();
    const minute = Math.floor((((event.clientX - box.left) / box.width) * totalMinutes) / SLOT_MINUTES) * SLOT_MINUTES;
    onSelectSlot(technicianId, dateTimeAt(day, minute), dateTimeAt(day, minute + SLOT_MINUTES));
  };

  const hourMarks = Array.from({ length: DAY_HOURS }, (_, hour) => hour);
  let top = 32;
  rowTops.current = [];

  return (
    <Box
      ref={gridRef}
      data-testid="dispatch-timeline"
      role="region"
      aria-label="Timeline"
      tabIndex={0}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={() => setDrag(null)}
      sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflowX: 'auto', userSelect: 'none', touchAction: drag ? 'none' : 'pan-y' }}
    >
      <Box ref={dayRef} sx={{ width: `calc(${nameWidth}px + ${DAY_HOURS} * max(${MIN_HOUR_WIDTH}px, (100% - ${nameWidth}px) / ${workHours.end - workHours.start}))` }}>
        {/* Above the names, which stand above the bars scrolled beneath them; a dragged bar rises above the names. */}
        <Box sx={{ display: 'flex', height: 32, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, bgcolor: 'grey.50', zIndex: 4 }}>
          <Box sx={{ width: nameWidth, flexShrink: 0, px: 1.5, display: 'flex', alignItems: 'center', position: 'sticky', left: 0, bgcolor: 'grey.50', zIndex: 1 }}>
            <Typography variant="caption" color="text.secondary" fontWeight={600}>
              Technician
            </Typography>
          </Box>
          <Box sx={{ position: 'relative', flexGrow: 1 }}>
            {hourMarks.map((hour) => (
              <Typography key={hour} variant="caption" color="text.secondary" sx={{ position: 'absolute', left: `${percent(hour * 60)}%`, top: 8, pl: 0.5 }}>
                {`${String(hour).padStart(2, '0')}:00`}
              </Typography>
            ))}
          </Box>
        </Box>
        {technicians.map((technician, rowIndex) => {
          const rowEntries = entries.filter((e) => e.technicians.some((t) => t.technicianId === technician.technicianId) && !e.isAllDay);
          const allDay = entries.filter((e) => e.isAllDay && e.technicians.some((t) => t.technicianId === technician.technicianId));
          const { placed, lanes } = placeInLanes(rowEntries, day);
          const height = lanes * LANE_HEIGHT + ROW_PADDING * 2 + (allDay.length ? 22 : 0);
          rowTops.current[rowIndex] = top;
          top += height;
          const offDay = technician.offDays.find((d) => d.date === day);
          const isDropTarget = drag?.mode === 'move' && drag.moved && technicians.findIndex((t) => t.technicianId === drag.technicianId) + drag.dRows === rowIndex;
          return (
            <Box key={technician.technicianId} data-testid={`timeline-row-${technician.technicianId}`} sx={{ display: 'flex', height, borderBottom: 1, borderColor: 'divider', bgcolor: isDropTarget ? 'action.hover' : undefined }}>
              <Box sx={{ width: nameWidth, flexShrink: 0, px: 1.5, py: 1, borderRight: 1, borderColor: 'divider', position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 2 }}>
                <Typography variant="body2" fontWeight={600} noWrap>
                  {technician.technicianName}
                </Typography>
                {offDay ? (
                  <Chip size="small" color="warning" label={offDay.status} sx={{ height: 20, mt: 0.25 }} />
                ) : (
                  technician.userStatus && (
                    <Typography variant="caption" color="text.secondary">
                      {technician.userStatus}
                    </Typography>
                  )
                )}
              </Box>
              <Box
                onPointerUp={(event) => !drag && selectSlot(event, technician.technicianId)}
                sx={{
                  position: 'relative',
                  flexGrow: 1,
                  cursor: readOnly ? 'default' : 'copy',
                  bgcolor: offDay ? 'rgba(237, 108, 2, 0.06)' : undefined,
                  // Hour lines, and fainter quarter-hour lines: the four slots of an hour.
                  backgroundImage: `repeating-linear-gradient(to right, rgba(0,0,0,0.10) 0 1px, transparent 1px calc(100% / ${DAY_HOURS})), repeating-linear-gradient(to right, rgba(0,0,0,0.035) 0 1px, transparent 1px calc(100% / ${DAY_HOURS * 4}))`,
                }}
              >
                {allDay.map((entry, i) => (
                  <Box key={entryKey(entry)} role="button" tabIndex={0} onClick={() => onOpen(entry)} onKeyDown={onEnterOrSpace(() => onOpen(entry))} sx={{ position: 'absolute', left: 2, right: 2, top: 2 + i * 0, height: 18, px: 1, borderRadius: 0.5, bgcolor: entryColour(entry), color: readableTextOn(entryColour(entry)), fontSize: 12, cursor: 'pointer', overflow: 'hidden', whiteSpace: 'nowrap' }}>
                    All day · {entryTitle(entry)}
                  </Box>
                ))}
                {placed.map(({ item: entry, startMinute, endMinute, lane }) => {
                  const dragging = drag && entryKey(drag.entry) === entryKey(entry) && drag.technicianId === technician.technicianId && drag.moved;
                  const shiftStart = dragging && drag.mode === 'move' ? drag.dMinutes : 0;
                  const shiftEnd = dragging ? drag.dMinutes : 0;
                  const left = percent(startMinute + shiftStart);
                  const width = Math.max(percent(endMinute + shiftEnd) - left, 0.8);
                  const colour = entryColour(entry);
                  const conflict = entry.conflictTechnicianIds.includes(technician.technicianId);
                  return (
                    <Tooltip key={entryKey(entry)} describeChild title={`${timeOf(entry.start)}–${timeOf(entry.end)} · ${entryTitle(entry)} · ${entryDetail(entry)}${conflict ? ' · Overlaps another visit' : ''}`}>
                      <Box
                        role="button"
                        tabIndex={0}
                        onKeyDown={onEnterOrSpace(() => onOpen(entry))}
                        data-testid={`timeline-entry-${entry.schedulerId}`}
                        onPointerDown={(event) => startDrag(event, entry, technician.technicianId, 'move')}
                        onPointerUp={(event) => {
                          // The bar holds the pointer while dragged: the drop ends here, not on the row under it.
                          event.stopPropagation();
                          endDrag();
                        }}
                        onClick={() => readOnly && onOpen(entry)}
                        sx={{
                          position: 'absolute',
                          left: `${left}%`,
                          width: `${width}%`,
                          top: ROW_PADDING + (allDay.length ? 22 : 0) + lane * LANE_HEIGHT,
                          height: LANE_HEIGHT - 4,
                          transform: dragging ? `translateY(${(rowTops.current[rowIndex + drag.dRows] ?? rowTops.current[rowIndex]) - rowTops.current[rowIndex]}px)` : undefined,
                          zIndex: dragging ? 3 : 1,
                          opacity: dragging ? 0.85 : 1,
                          bgcolor: colour,
                          color: readableTextOn(colour),
                          borderRadius: 1,
                          border: conflict ? `2px solid ${CONFLICT_OUTLINE}` : '1px solid rgba(0,0,0,0.15)',
                          boxShadow: dragging ? 4 : 0,
                          px: 0.75,
                          py: 0.25,
                          overflow: 'hidden',
                          cursor: readOnly ? 'pointer' : 'grab',
                          fontSize: 12,
                          lineHeight: 1.35,
                        }}
                      >
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}>
                          {conflict && <WarningAmberIcon sx={{ fontSize: 14 }} titleAccess="Overlaps another visit" />}
                          {entry.anyOpenLabor && !entry.scheduleStatus && <Box component="span" role="img" aria-label="Clocked in" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#b9f6ca', flexShrink: 0 }} />}
                          <span>{entryTitle(entry)}</span>
                        </Box>
                        <Box sx={{ whiteSpace: 'nowrap', opacity: 0.9 }}>
                          {timeOf(entry.start)}–{timeOf(entry.end)}
                          {entry.scheduleStatus ? ` · ${entry.scheduleStatus}` : ''}
                          {entry.customerCity ? ` · ${entry.customerCity}` : ''}
                        </Box>
                        {!readOnly && (
                          <Box
                            // Dragged with a pointer only; the visit's dialog changes its times from the keyboard.
                            aria-hidden
                            onPointerDown={(event) => startDrag(event, entry, technician.technicianId, 'resize')}
                            sx={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 8, cursor: 'ew-resize' }}
                          />
                        )}
                      </Box>
                    </Tooltip>
                  );
                })}
              </Box>
            </Box>
          );
        })}
        {!technicians.length && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            No technicians match the filters.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
