import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Button, Typography } from '@mui/material';
import type { ErrorProps } from 'react-admin';
import { HOME_PATH } from '../../domain/landing';
import { ChunkLoadError } from '../../ui/lazy/loadChunk';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { MessagePage } from '../../ui/layout/MessagePage';

/** What a page that failed to render or load shows, inside the layout. */
export function ShellError({ error }: ErrorProps) {
  const notLoaded = error instanceof ChunkLoadError;
  const title = notLoaded ? 'This page could not be loaded' : 'Something went wrong';
  usePageTitle(title);
  return (
    <MessagePage
      icon={<ErrorOutline />}
      title={title}
      actions={
        <>
          <Button variant="outlined" startIcon={<HomeOutlined />} href={HOME_PATH}>
            Go to Home
          </Button>
          <Button variant="contained" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            Reload
          </Button>
        </>
      }
    >
      <Typography>
        {notLoaded
          ? 'Part of FieldDesk did not download. Check your connection and reload the page.'
          : 'The page stopped unexpectedly. Reload it to try again.'}
      </Typography>
      {error?.message && (
        <Typography variant="body2" sx={{ mt: 1.5, fontFamily: 'monospace', wordBreak: 'break-word' }}>
          {error.message}
        </Typography>
      )}
    </MessagePage>
  );
}
