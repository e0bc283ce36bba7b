import Refresh from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { MessagePage } from './MessagePage';

/** What could not be loaded, why, and Try again. */
export function LoadFailedPage({ icon, title, onRetry, children }: { icon: ReactNode; title: string; onRetry: () => void; children: ReactNode }) {
  return (
    <MessagePage
      icon={icon}
      title={title}
      actions={
        <Button variant="contained" startIcon={<Refresh />} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </MessagePage>
  );
}
