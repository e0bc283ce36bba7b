/**
 * The Corrigo check-out of the stop flow, loaded on demand: only orders checked in to Corrigo
 * need it, so the technician's everyday screens do not carry its code.
 */
import { Suspense, lazy } from 'react';
import type { StartStopViewData } from '../../domain/timeTracking/clock';
import { loadChunk } from '../../ui/lazy/loadChunk';

const CorrigoCheckOutDialog = lazy(() => loadChunk('corrigo', () => import('./CorrigoCheckOutDialog')));

export function CorrigoCheckOut({ view, onClose }: { view: StartStopViewData; onClose: (goOn: boolean, comment?: string) => void }) {
  return (
    <Suspense fallback={null}>
      <CorrigoCheckOutDialog workOrderId={view.workOrderId} workOrderNumber={view.workOrderNumber} corrigoCustomerId={view.corrigoCustomerId} onClose={onClose} />
    </Suspense>
  );
}
