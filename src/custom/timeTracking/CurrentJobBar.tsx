/**
 * The current job, always in reach: while the signed-in technician is clocked in, every page
 * shows the order's number and customer, how long the labor has run (ticking) and a large
 * Stop button that opens the usual stop flow (the Corrigo check-out first where it applies).
 * On a phone it sits at the bottom, where the thumb is; on a larger screen it is a slim bar
 * under the app bar. The page is padded by the bar's height (`--current-job-bottom`,
 * `--current-job-top`), so the bar never covers content, and the toasts rise above it.
 */
import { Box, ButtonBase, Portal, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useLayoutEffect, useState } from 'react';
import { StartStopButton } from './StartStopButton';
import { formatElapsed, spokenElapsed } from '../../domain/timeTracking/elapsed';
import { editPath } from '../../domain/workOrders/paths';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { useOpening } from '../../ui/navigation/useOpening';
import { refreshCurrentJob, useCurrentJob, useLiveCurrentJob, type CurrentJob } from './currentJob';
import { useShownClock } from './shownClock';

/** Desktop: the app bar's height, under which the bar sits. */
const APP_BAR_HEIGHT = 48;
const BAR_BACKGROUND = '#1f2a37';
/** Read by screen readers, not shown. */
const SPOKEN_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The seconds since the labor started, counted on from the server's answer every second. */
function useElapsedSeconds(job: CurrentJob, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return job.elapsedSeconds + Math.max(0, Math.floor((now - receivedAt) / 1000));
}

/**
 * Publishes the bar's height as a CSS variable while it shows, so the layout and toasts make
 * room for it. A callback ref: the Portal puts the bar in the page only after its first render.
 */
function useReservedSpace(variable: string) {
  const [bar, ref] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!bar) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(variable, `${Math.ceil(bar.getBoundingClientRect().height)}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [bar, variable]);
  return ref;
}

/** Stop: large for a thumb on a phone, the usual size under a desktop's app bar. */
function StopSlot({ job, phone }: { job: CurrentJob; phone: boolean }) {
  const label = `Stop work order ${job.workOrderNumber}`;
  return <StartStopButton workOrderId={job.workOrderId} workOrderNumber={job.workOrderNumber} isClockedIn onComplete={refreshCurrentJob} label={label} large={phone} />;
}

function Bar({ job, receivedAt, phone }: { job: CurrentJob; receivedAt: number; phone: boolean }) {
  const seconds = useElapsedSeconds(job, receivedAt);
  const { opening, open } = useOpening();
  const ref = useReservedSpace(phone ? '--current-job-bottom' : '--current-job-top');
  const where = job.isEnRoute ? 'En route' : 'On site';
  return (
    <Portal>
      {opening && <LoadingBar />}
      <Box
        ref={ref}
        component="aside"
        aria-label="Current job"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          ...(phone ? { bottom: 0, pb: 'env(safe-area-inset-bottom)' } : { top: APP_BAR_HEIGHT }),
          zIndex: (theme) => theme.zIndex.appBar - 1,
          bgcolor: BAR_BACKGROUND,
          color: '#fff',
          boxShadow: phone ? '0 -2px 12px rgba(0,0,0,0.25)' : '0 2px 6px rgba(0,0,0,0.18)',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 }, py: phone ? 1 : 0.5, maxWidth: 1600, mx: 'auto' }}>
          <ButtonBase
            onClick={() => open(editPath(job.workOrderId))}
            sx={{
              flex: '1 1 auto',
              minWidth: 0,
              minHeight: phone ? 48 : 40,
              px: 1,
              borderRadius: 1.5,
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: phone ? 0 : 1.5,
              flexDirection: phone ? 'column' : 'row',
              alignItems: phone ? 'flex-start' : 'center',
              '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            {/* Its name is what it shows, after what a tap does. */}
            <Box component="span" sx={SPOKEN_ONLY}>
              Open work order{' '}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: job.isEnRoute ? '#fbbf24' : '#34d399', boxShadow: '0 0 0 3px rgba(52,211,153,0.25)' }}
              />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: 17, whiteSpace: 'nowrap' }}>
                {job.workOrderNumber}
              </Typography>
              <Typography component="span" sx={{ fontSize: 13, color: 'rgba(255,255,255,0.72)', whiteSpace: 'nowrap' }}>
                {where}
              </Typography>
            </Box>
            <Typography component="span" noWrap sx={{ fontSize: phone ? 14 : 15, color: 'rgba(255,255,255,0.9)', maxWidth: '100%', minWidth: 0 }}>
              {job.customerName}
              {!phone && job.siteAddress ? ` · ${job.siteAddress}` : ''}
            </Typography>
          </ButtonBase>
          <Box
            role="timer"
            aria-label={`Clocked in for ${spokenElapsed(seconds)}`}
            sx={{ flexShrink: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: phone ? 18 : 17, letterSpacing: 0.3 }}
          >
            {formatElapsed(seconds)}
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <StopSlot job={job} phone={phone} />
          </Box>
        </Box>
      </Box>
    </Portal>
  );
}

/**
 * Mounted once, in the layout: shows the bar while there is a current job, and not once its
 * stop waits in the phone's offline queue (the technician has stopped; the card says the stop
 * will be sent).
 */
export function CurrentJobBar() {
  useLiveCurrentJob();
  const { job, receivedAt } = useCurrentJob();
  const shown = useShownClock({ id: job?.workOrderId ?? 0, clockedIn: job !== null, enRoute: job?.isEnRoute ?? false });
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!job || !shown.clockedIn) return null;
  return <Bar key={job.workOrderLaborId} job={job} receivedAt={receivedAt} phone={phone} />;
}
