import { useEffect, useRef, useState } from 'react';
import { clockActionDone } from '../timeTracking/clockFeedback';
import { StartStopDialog } from '../timeTracking/StartStopDialog';
import { CorrigoCheckOut } from '../thirdParty/CorrigoCheckOut';
import { useStartStopLauncher } from '../timeTracking/useStartStopLauncher';
import type { ClockedInOrder } from './statusApi';

export interface ClockOutFirstProps {
  order: ClockedInOrder;
  /** The unpaid status the user picked: the clock-out records it. */
  userStatusId: number;
  onClose: () => void;
}

/**
 * The Stop Work Order dialog of the order the user is clocked in on, opened from the status
 * picker with the picked status chosen (an unpaid status waits for the clock-out, userStatuses.ts).
 * Loaded on demand, so the time-tracking screens stay out of the app bar's bundle.
 */
export default function ClockOutFirst({ order, userStatusId, onClose }: ClockOutFirstProps) {
  const { launch, loading, opened, followOpenLabor, corrigoFirst, corrigoClosed } = useStartStopLauncher(order.workOrderId, order.workOrderNumber, onClose);
  const [tried, setTried] = useState(false);
  const launched = useRef(false);

  useEffect(() => {
    if (launched.current) return;
    launched.current = true;
    void launch(true).finally(() => setTried(true));
  }, [launch]);

  // The view data could not be loaded (the launcher's toast says why): nothing to show.
  const failed = tried && !loading && !opened && !corrigoFirst;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  if (corrigoFirst) {
    return (
      <CorrigoCheckOut
        view={corrigoFirst.view}
        onClose={(goOn, comment) => {
          corrigoClosed(goOn, comment);
          if (!goOn) onClose();
        }}
      />
    );
  }
  if (!opened) return null;
  return (
    <StartStopDialog
      view={opened.view}
      lookups={opened.lookups}
      onClose={onClose}
      onDone={() => clockActionDone(onClose)}
      followOpenLabor={followOpenLabor}
      preselectedUserStatusId={userStatusId}
    />
  );
}
