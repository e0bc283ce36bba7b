import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { notify } from './toastStore';

/**
 * Shows react-admin's own notifications (saved, deleted, errors of its data hooks) as
 * FieldDesk toasts. An undoable change gets an Undo button and is committed when its toast
 * closes without it.
 */
export function ReactAdminNotifications() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    const next = takeNotification();
    if (!next) return;
    const options = next.notificationOptions ?? {};
    const message =
      typeof next.message === 'string'
        ? translate(next.message, { _: next.message, ...options.messageArgs })
        : String(next.message);
    if (options.undoable) {
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutation()?.({ isUndo });
      };
      notify(message, {
        type: next.type,
        action: { label: translate('ra.action.undo', { _: 'Undo' }), onClick: () => settle(true) },
        onClose: () => settle(false),
      });
      return;
    }
    notify(message, { type: next.type, autoClose: options.autoHideDuration !== null });
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
