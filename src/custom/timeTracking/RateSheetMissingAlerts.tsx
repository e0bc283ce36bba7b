/**
 * Tells a dispatcher at once, on any page, that a technician was refused a start for a missing
 * rate sheet (the rateSheetMissing event of TeamLeaderHub and FieldDeskHub, whichever the user
 * holds): a toast that stays until closed, one per order and technician, with a link to the
 * customer's rate sheets for whoever may set them up.
 */
import { useNavigate } from 'react-router-dom';
import { rateSheetsOfCustomer } from '../../domain/resources/paths';
import {
  RATE_SHEET_MISSING_EVENT,
  SET_UP_RATE_SHEET_LABEL,
  canSetUpRateSheets,
  rateSheetMissingNotice,
  type RateSheetMissingEvent,
} from '../../domain/timeTracking/rateSheetMissing';
import { toast } from '../../ui/notifications/toastStore';
import { useHubEvent } from '../../ui/realtime';
import { useSession } from '../../ui/session/sessionStore';

export function RateSheetMissingAlerts() {
  const session = useSession();
  const navigate = useNavigate();
  const show = (event: RateSheetMissingEvent) => {
    // The technician refused has been told already.
    if (!session || event.technicianId === session.user.userId) return;
    const path = rateSheetsOfCustomer(event.customerId);
    toast.warning(rateSheetMissingNotice(event), {
      id: `rate-sheet-missing-${event.workOrderId}-${event.technicianId}`,
      autoClose: false,
      key: RATE_SHEET_MISSING_EVENT,
      action: canSetUpRateSheets(session.subject) ? { label: SET_UP_RATE_SHEET_LABEL, onClick: () => navigate(path) } : undefined,
    });
  };
  useHubEvent('TeamLeaderHub', RATE_SHEET_MISSING_EVENT, (event) => show(event as RateSheetMissingEvent));
  useHubEvent('FieldDeskHub', RATE_SHEET_MISSING_EVENT, (event) => show(event as RateSheetMissingEvent));
  return null;
}
