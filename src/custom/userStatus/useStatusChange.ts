import { useCallback, useRef, useState } from 'react';
import { USER_STATUS_MESSAGES, requiresCompanyDescription } from '../../domain/userStatus/statuses';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { useSignedInRead } from '../../ui/http/useSignedInRead';
import { updateSessionStatus } from '../../ui/session/sessionStore';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import {
  clockedInOrderOf,
  hadStatusToday,
  getUserStatuses,
  updateUserStatus,
  type ClockedInOrder,
  type UserStatusOption,
} from './statusApi';

export const STATUS_SAVED_MESSAGE = 'Saved';

const NO_STATUSES: UserStatusOption[] = [];

/** Clocking out first, with the status the server refused while the user was clocked in. */
export interface ClockOutFirstRequest {
  order: ClockedInOrder;
  userStatusId: number;
}

/**
 * Changing the signed-in user's status (spec §4): Company Work first asks for a description;
 * a status the user already had today asks for confirmation; then the server is told, the
 * shown status follows and "Saved" is toasted. An unpaid status refused while clocked in
 * offers to clock out of that order first (`clockingOut`: the Stop dialog with the status chosen).
 */
export function useStatusChange() {
  const statuses = useSignedInRead(['userStatus', 'statuses'], getUserStatuses) ?? NO_STATUSES;
  const [busy, setBusy] = useState(false);
  const [describing, setDescribing] = useState<UserStatusOption | null>(null);
  const [clockingOut, setClockingOut] = useState<ClockOutFirstRequest | null>(null);
  const describe = useRef<((description: string | null) => void) | null>(null);

  const askDescription = (status: UserStatusOption) =>
    new Promise<string | null>((resolve) => {
      describe.current = resolve;
      setDescribing(status);
    });

  const answerDescription = useCallback((description: string | null) => {
    setDescribing(null);
    describe.current?.(description);
    describe.current = null;
  }, []);

  const change = useCallback(
    async (statusId: number) => {
      const status = statuses.find((s) => s.userStatusId === statusId);
      if (!status || busy) return;
      let description: string | undefined;
      if (requiresCompanyDescription(statusId)) {
        const answer = await askDescription(status);
        if (answer === null) return;
        description = answer;
      }
      setBusy(true);
      try {
        if (await hadStatusToday(statusId)) {
          const yes = await askConfirmation({
            message: `You already had the status ${status.userStatus} today. Change to it again?`,
          });
          if (!yes) return;
        }
        const updated = await updateUserStatus(statusId, description);
        updateSessionStatus(updated);
        toast.success(STATUS_SAVED_MESSAGE);
      } catch (error) {
        const order = clockedInOrderOf(error);
        if (!order) return showError(error);
        const yes = await askConfirmation({
          message: USER_STATUS_MESSAGES.offerClockOut(order.workOrderNumber, status.userStatus),
          yesText: 'Clock out',
          noText: 'Cancel',
        });
        if (yes) setClockingOut({ order, userStatusId: statusId });
      } finally {
        setBusy(false);
      }
    },
    [statuses, busy],
  );

  const closeClockOut = useCallback(() => setClockingOut(null), []);

  return { statuses, busy, change, describing, answerDescription, clockingOut, closeClockOut };
}
