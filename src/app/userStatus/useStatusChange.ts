import { useCallback, useEffect, useRef, useState } from 'react';
import { requiresCompanyDescription } from '../../domain/userStatuses';
import { askConfirmation } from '../confirm/confirmStore';
import { updateSessionStatus } from '../auth/sessionStore';
import { showError } from '../notifications/showError';
import { toast } from '../notifications/toastStore';
import { hadStatusToday, loadUserStatuses, updateUserStatus, type UserStatusOption } from './statusApi';

export const STATUS_SAVED_MESSAGE = 'Saved';

/**
 * Changing the signed-in user's status (spec §4): Company Work first asks for a description;
 * a status the user already had today asks for confirmation; then the server is told, the
 * shown status follows and "Saved" is toasted.
 */
export function useStatusChange() {
  const [statuses, setStatuses] = useState<UserStatusOption[]>([]);
  const [busy, setBusy] = useState(false);
  const [describing, setDescribing] = useState<UserStatusOption | null>(null);
  const describe = useRef<((description: string | null) => void) | null>(null);

  useEffect(() => {
    let active = true;
    loadUserStatuses().then((list) => active && setStatuses(list), showError);
    return () => {
      active = false;
    };
  }, []);

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
        showError(error);
      } finally {
        setBusy(false);
      }
    },
    [statuses, busy],
  );

  return { statuses, busy, change, describing, answerDescription };
}
