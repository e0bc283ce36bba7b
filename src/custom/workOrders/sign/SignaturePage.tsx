import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { enterCustomerMode, leaveCustomerMode, useCustomerMode } from '../../../ui/layout/customerMode';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import { tabPath } from '../edit/editTabs';
import { WorkOrderGate, type LoadedWorkOrder } from '../edit/WorkOrderGate';
import { safeReturnUrl } from '../../../domain/workOrders/paths';
import { workOrderKeys } from '../queryKeys';
import { getSignOffSummary } from '../workOrdersApi';
import { CustomerSignOff } from './CustomerSignOff';
import { TechnicianSignOff } from './TechnicianSignOff';

function SignView({ orderKey, order, reload }: LoadedWorkOrder) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const back = tabPath(orderKey, 'signature', safeReturnUrl(search.get('returnUrl')));
  const customerMode = useCustomerMode(session?.user.userId);
  const summary = useQuery({ queryKey: workOrderKeys.signOffSummary(order.id), queryFn: () => getSignOffSummary(order.id), staleTime: 0, refetchOnMount: 'always' });
  usePageTitle(`Sign Work Order ${order.displayNumber}`);
  if (!session) return null;
  if (!canWorkOnWorkOrders(session.subject)) return <Navigate to={back} replace />;

  if (customerMode) {
    return (
      <CustomerSignOff
        order={order}
        summary={summary}
        finished={customerMode.finished}
        technician={{ userName: session.user.userName, name: session.user.name }}
        onHandedBack={() => {
          leaveCustomerMode();
          // Signed: the order's Signature tab shows the signature and its PDF.
          if (customerMode.finished) navigate(back, { replace: true });
          else void reload();
        }}
      />
    );
  }
  return (
    <TechnicianSignOff
      order={order}
      summary={summary}
      back={back}
      onHandOver={() => enterCustomerMode(`${location.pathname}${location.search}`, session.user.userId)}
    />
  );
}

/**
 * /workOrder/{key}/edit/sign: the technician writes the work performed and hands the phone over;
 * the customer reads the work done and signs in customer mode; the server keeps the signed
 * summary as a PDF.
 */
export default function SignaturePage() {
  return <WorkOrderGate>{(loaded) => <SignView {...loaded} />}</WorkOrderGate>;
}
