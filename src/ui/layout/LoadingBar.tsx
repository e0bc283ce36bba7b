import { LinearProgress } from '@mui/material';

/** The thin bar at the top of the window while the session check or a page load runs. */
export function LoadingBar() {
  return (
    <LinearProgress
      aria-label="Loading"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 10 }}
    />
  );
}
