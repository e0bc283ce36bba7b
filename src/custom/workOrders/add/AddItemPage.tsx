import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { PageHeader } from '../../../ui/layout/PageHeader';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import { FormActions } from '../../../ui/form/FormActions';
import { FormBody } from '../../../ui/form/FormBody';
import { tabPath } from '../edit/editTabs';
import { WorkOrderGate, type LoadedWorkOrder } from '../edit/WorkOrderGate';
import type { OrderList } from '../queryKeys';
import { safeReturnUrl } from '../../../domain/workOrders/paths';

export interface AddItemContext extends LoadedWorkOrder {
  /** Back to the order's tab of this list. */
  back: () => void;
  backPath: string;
  /** The list the page adds to. */
  list: OrderList;
}

interface AddItemProps {
  title: string;
  subtitle: string;
  /** The edit page's tab listing what is added. */
  tab: OrderList;
  /** The form, given the order and the way back. */
  form: ComponentType<{ context: AddItemContext }>;
}

function AddItemFrame({ title, subtitle, tab, form: Form, loaded }: AddItemProps & { loaded: LoadedWorkOrder }) {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const backPath = tabPath(loaded.orderKey, tab, safeReturnUrl(search.get('returnUrl')));
  usePageTitle(`${title} - Work Order ${loaded.order.displayNumber}`);
  if (session && !canWorkOnWorkOrders(session.subject)) return <Navigate to={backPath} replace />;
  return (
    <Box sx={{ maxWidth: 840, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={backPath} color="inherit" startIcon={<ArrowBack />}>
          Work Order {loaded.order.displayNumber}
        </Button>
      </Box>
      <PageHeader title={title} subtitle={`${subtitle} Work order ${loaded.order.displayNumber}, ${loaded.order.customerName}.`} />
      <Paper variant="outlined">
        <Form context={{ ...loaded, backPath, list: tab, back: () => navigate(backPath) }} />
      </Paper>
    </Box>
  );
}

/**
 * The frame of the child add pages (material/add, standardItems/add, rateSheetStandardItems/add):
 * the order they add to and a way back to its list.
 */
export function AddItemPage(props: AddItemProps) {
  return <WorkOrderGate>{(loaded) => <AddItemFrame {...props} loaded={loaded} />}</WorkOrderGate>;
}

/** An add page's form: its fields in two columns (one on phones), then Cancel and Save. */
export function AddItemForm({ id, saving, onSubmit, onCancel, children }: { id: string; saving: boolean; onSubmit: () => void; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      <FormBody
        id={id}
        onSubmit={onSubmit}
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          '& .MuiFormLabel-asterisk': { color: 'error.main' },
        }}
      >
        {children}
      </FormBody>
      <FormActions formId={id} saving={saving} onCancel={onCancel} />
    </>
  );
}

/** A field over both columns of an add form. */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
