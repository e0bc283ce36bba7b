import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Typography } from '@mui/material';
import { useSession } from '../../../ui/session/sessionStore';
import { dismiss, toast } from '../../../ui/notifications/toastStore';
import { formatMoney, toCents } from '../../../domain/money';
import { canChangeWorkOrderStatus, canEditWorkOrders, canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { LookupOption, WorkOrder, WorkOrderLookups } from '../../../domain/workOrders/orders';
import { FormActions } from '../../../ui/form/FormActions';
import { SAVED_MESSAGE } from '../../../ui/form/messages';
import { FormBody } from '../../../ui/form/FormBody';
import { reportSaveError } from '../../../ui/form/fieldErrors';
import { formatCell } from '../../../ui/list/cellFormat';
import { WorkOrderFields } from '../form/WorkOrderFields';
import { formValuesOf, workOrderFormErrors, workOrderInputOf } from '../form/workOrderForm';
import { useWorkOrderForm } from '../form/useWorkOrderForm';
import { clockOfOrder, useShownWorkOrder } from '../useShownWorkOrder';
import { updateWorkOrder } from '../workOrdersApi';

const FORM_ID = 'work-order-details-form';
const STALE_TOAST_ID = 'work-order-stale';

const nameIn = (list: readonly LookupOption[] | undefined, id: number | null) => (id === null ? null : (list?.find((o) => o.id === id)?.name ?? `#${id}`));

/**
 * The order's facts for those who may not edit them. A technician (who works on orders) reads them
 * without a word about permissions, on every order they open (issue 34); a reader who may not even
 * work on orders is told once, on the page, not announced as an alert. Status and flag are the
 * ones a clock action waiting offline will set, as in the header.
 */
function ReadOnlyDetails({ order, lookups, worksOnOrders }: { order: WorkOrder; lookups: WorkOrderLookups | null; worksOnOrders: boolean }) {
  const shown = useShownWorkOrder(order, clockOfOrder(order));
  const facts: Array<[string, string | null]> = [
    ['Customer', order.customerName],
    ['Billing Customer', order.billingCustomerName],
    ['Site Address', order.siteAddress],
    ['Status', shown.status],
    ['Flag', shown.flag],
    ['Class', nameIn(lookups?.classes, order.classId)],
    ['Base City', nameIn(lookups?.baseCities, order.baseCityId)],
    ['NTE', order.nteAmount === null ? null : formatMoney(toCents(order.nteAmount))],
    ['Created', formatCell('dateTime', order.createdDate)],
    ['Last Changed', formatCell('dateTime', order.modifiedDate)],
  ];
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      {!worksOnOrders && (
        <Alert severity="info" role="note" icon={<LockOutlined />} sx={{ mb: 3 }}>
          You can view this work order. Changing its details needs write access to all work orders.
        </Alert>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Problem
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>{order.problem}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(110px, auto) minmax(0, 1fr)', md: 'repeat(2, minmax(130px, auto) minmax(0, 1fr))' }, columnGap: 2, rowGap: 1.25 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.disabled' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The order's own fields: a form for those who may edit work orders, a summary for the others
 * and for the copy shown offline (`readOnly`), which cannot be saved.
 * The page mounts it per version of the order, so a saved or reloaded order refills the form.
 */
export function DetailsTab({ order, onSaved, reload, readOnly = false }: { order: WorkOrder; onSaved: (order: WorkOrder) => void; reload: () => Promise<void>; readOnly?: boolean }) {
  const session = useSession();
  const { values, setValues, setErrors, saving, submit, lookups, fields } = useWorkOrderForm(() => formValuesOf(order));
  if (!session || readOnly || !canEditWorkOrders(session.subject)) return <ReadOnlyDetails order={order} lookups={lookups} worksOnOrders={Boolean(session && canWorkOnWorkOrders(session.subject))} />;

  const save = () =>
    submit(
      workOrderFormErrors(values),
      async () => {
        const saved = await updateWorkOrder(order.id, { ...workOrderInputOf(values), version: order.version });
        dismiss(STALE_TOAST_ID);
        toast.success(SAVED_MESSAGE);
        onSaved(saved);
      },
      (error) => reportSaveError(error, setErrors, { toastId: STALE_TOAST_ID, reload: () => void reload() }),
    );

  return (
    <>
      <FormBody id={FORM_ID} onSubmit={() => void save()}>
        <WorkOrderFields {...fields} statusDisabled={!canChangeWorkOrderStatus(session.subject)} />
      </FormBody>
      <FormActions formId={FORM_ID} saving={saving} onCancel={() => setValues(formValuesOf(order))} cancelLabel="Undo Changes" />
    </>
  );
}
