import { useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { LoadingBar } from '../../../ui/layout/LoadingBar';
import { MyWorkOrderCards } from './MyWorkOrderCards';
import { TechnicianOfflineNotice } from '../../timeTracking/TechnicianOfflineNotice';

/** The desktop grid's code (data grid, filters, date pickers, export) loads only where it shows. */
const MyWorkOrdersGrid = lazy(() => import('./MyWorkOrdersGrid'));

/**
 * /workOrder/mine: the open orders assigned to the user, each with its Start or Stop button,
 * the one they are clocked in on first. Cards on a phone, the grid elsewhere.
 */
export default function MyWorkOrdersPage() {
  // noSsr: the first render already knows the screen, so a phone never starts loading the grid.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const offline = <TechnicianOfflineNotice />;
  if (phone) return <>{offline}<MyWorkOrderCards /></>;
  return (
    <Suspense fallback={<LoadingBar />}>
      {offline}
      <MyWorkOrdersGrid />
    </Suspense>
  );
}
