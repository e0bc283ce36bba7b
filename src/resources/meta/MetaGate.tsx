import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { MessagePage } from '../../ui/layout/MessagePage';
import type { ResourceMeta } from '../../domain/resources/meta';
import { useResourceMeta } from './useResourceMeta';

/** Renders its children with the resource's description once it has loaded. */
export function MetaGate({ resource, children }: { resource: string; children: (meta: ResourceMeta) => ReactNode }) {
  const { meta, error } = useResourceMeta(resource);
  if (error) {
    return (
      <MessagePage
        icon={<ErrorOutline />}
        title="This screen could not be loaded"
        actions={
          <Button variant="contained" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <Typography>{error instanceof Error ? error.message : 'The screen description did not load.'}</Typography>
      </MessagePage>
    );
  }
  if (!meta) return <LoadingBar />;
  return <>{children(meta)}</>;
}
