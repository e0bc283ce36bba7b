import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper } from '@mui/material';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { PageHeader } from '../../../ui/layout/PageHeader';
import { toast } from '../../../ui/notifications/toastStore';
import { HOME_PATH } from '../../../domain/landing';
import { canCreateWorkOrders } from '../../../domain/workOrders/access';
import { FormActions } from '../../../ui/form/FormActions';
import { FormBody } from '../../../ui/form/FormBody';
import { WorkOrderFields } from '../form/WorkOrderFields';
import { emptyWorkOrderForm, workOrderFormErrors, workOrderInputOf } from '../form/workOrderForm';
import { useWorkOrderForm } from '../form/useWorkOrderForm';
import { editPath, WORK_ORDERS_PATH } from '../../../domain/workOrders/paths';
import { createWorkOrder } from '../workOrdersApi';

const FORM_ID = 'work-order-create-form';

/** /workOrder/create: a new work order; saving opens it. */
export default function WorkOrderCreatePage() {
  const session = useSession();
  const navigate = useNavigate();
  const { values, saving, submit, fields } = useWorkOrderForm(emptyWorkOrderForm);
  if (session && !canCreateWorkOrders(session.subject)) return <Navigate to={HOME_PATH} replace />;

  const save = () =>
    submit(workOrderFormErrors(values), async () => {
      const created = await createWorkOrder(workOrderInputOf(values));
      toast.success(`Work order ${created.displayNumber} created.`);
      navigate(editPath(created.id), { replace: true });
    });

  return (
    <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={WORK_ORDERS_PATH} color="inherit" startIcon={<ArrowBack />}>
          Work Orders
        </Button>
      </Box>
      <PageHeader title="Create Work Order" subtitle="Describe the job, then assign the technicians who will do it." />
      <Paper variant="outlined">
        <FormBody id={FORM_ID} onSubmit={() => void save()}>
          <WorkOrderFields {...fields} />
        </FormBody>
        <FormActions formId={FORM_ID} saving={saving} onCancel={() => navigate(WORK_ORDERS_PATH)} saveLabel="Save" />
      </Paper>
    </Box>
  );
}
