import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { Button, CircularProgress } from '@mui/material';
import { Suspense, lazy, useRef } from 'react';
import { loadChunk } from '../../ui/lazy/loadChunk';
import { useShownClock } from './shownClock';
import { QueuedClockNote } from './QueuedClockNote';
import { clockActionDone } from './clockFeedback';
import { StopPropagation } from './StopPropagation';
import { useStartStopLauncher } from './useStartStopLauncher';

/**
 * The dialogs' code is not part of the first screen: it comes with the offline read-ahead
 * (offlineWarmUp.ts), so a tap made without signal later still opens the dialog (the service
 * worker keeps it too), or else on the first tap.
 */
const loadDialogs = () => loadChunk('startStopDialogs', () => import('./startStopDialogs'));
const StartStopDialog = lazy(() => loadDialogs().then((m) => ({ default: m.StartStopDialog })));
const CorrigoCheckOut = lazy(() => loadDialogs().then((m) => ({ default: m.CorrigoCheckOut })));

export interface StartStopButtonProps {
  workOrderId: number;
  /** As shown to the user ("10003", "10003-1"). */
  workOrderNumber: string;
  /** The signed-in user has an open labor on this order: the button stops it. */
  isClockedIn: boolean;
  /** After a clock action, so the page can reload what it shows. */
  onComplete: () => void;
  /** The schedule entry the button sits on, carried into the clock request. */
  schedulerId?: number;
  /** The button's accessible name when "Start"/"Stop" alone would not say which order (the current-job bar). */
  label?: string;
  /** A big button for a thumb (48 px high), as the current-job bar shows it. */
  large?: boolean;
}

/** Start or Stop on a work order: loads the view data and opens the Start/Stop dialog (spec §2.3, §4). */
export function StartStopButton({ workOrderId, workOrderNumber, isClockedIn, onComplete, schedulerId, label, large = false }: StartStopButtonProps) {
  const launcher = useStartStopLauncher(workOrderId, workOrderNumber, onComplete, schedulerId);
  const { opened, close, corrigoFirst, corrigoClosed } = launcher;
  // A clock action waiting on the phone (offline) decides what the button does until it is sent.
  const { clockedIn, waiting } = useShownClock({ id: workOrderId, clockedIn: isClockedIn, enRoute: false });
  const launching = useRef(false);
  return (
    <StopPropagation>
      <Button
        variant="contained"
        size={large ? 'large' : 'small'}
        aria-label={label}
        color={clockedIn ? 'error' : 'success'}
        disabled={launcher.loading}
        startIcon={launcher.loading ? <CircularProgress size={14} color="inherit" /> : clockedIn ? <StopIcon /> : <PlayArrowIcon />}
        onClick={() => {
          // A second tap before the button shows it is busy would open the flow twice.
          if (launching.current) return;
          launching.current = true;
          void launcher.launch(clockedIn).finally(() => {
            launching.current = false;
          });
        }}
        sx={large ? { minWidth: 104, minHeight: 48, fontSize: 16, fontWeight: 700 } : { minWidth: 84 }}
      >
        {clockedIn ? 'Stop' : 'Start'}
      </Button>
      <QueuedClockNote waiting={waiting} />
      <Suspense fallback={null}>
        {corrigoFirst && <CorrigoCheckOut view={corrigoFirst.view} onClose={corrigoClosed} />}
        {opened && (
          <StartStopDialog
            view={opened.view}
            lookups={opened.lookups}
            onClose={close}
            onDone={() => {
              close();
              clockActionDone(onComplete);
            }}
            followOpenLabor={launcher.followOpenLabor}
          />
        )}
      </Suspense>
    </StopPropagation>
  );
}
