import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { Button, CircularProgress } from '@mui/material';
import { CorrigoCheckOut } from '../thirdParty/CorrigoCheckOut';
import { clockActionDone } from './clockFeedback';
import { StartStopDialog } from './StartStopDialog';
import { StopPropagation } from './StopPropagation';
import { useStartStopLauncher } from './useStartStopLauncher';

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
}

/** Start or Stop on a work order: loads the view data and opens the Start/Stop dialog (spec §2.3, §4). */
export function StartStopButton({ workOrderId, workOrderNumber, isClockedIn, onComplete, schedulerId }: StartStopButtonProps) {
  const launcher = useStartStopLauncher(workOrderId, workOrderNumber, onComplete, schedulerId);
  const { opened, close, corrigoFirst, corrigoClosed } = launcher;
  return (
    <StopPropagation>
      <Button
        variant="contained"
        size="small"
        color={isClockedIn ? 'error' : 'success'}
        disabled={launcher.loading}
        startIcon={launcher.loading ? <CircularProgress size={14} color="inherit" /> : isClockedIn ? <StopIcon /> : <PlayArrowIcon />}
        onClick={() => void launcher.launch(isClockedIn)}
        sx={{ minWidth: 84 }}
      >
        {isClockedIn ? 'Stop' : 'Start'}
      </Button>
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
    </StopPropagation>
  );
}
