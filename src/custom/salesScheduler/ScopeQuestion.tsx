/**
 * "This occurrence or the whole series?": asked before opening, moving or deleting an
 * occurrence of a repeating action. `useScopeQuestion` gives the question to render and an
 * `ask` that resolves to the answer, or null when cancelled.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';

export type SeriesScope = 'occurrence' | 'series';
type Purpose = 'open' | 'move' | 'delete';

const VERBS: Record<Purpose, string> = { open: 'open', move: 'move', delete: 'delete' };

interface Asking {
  title: string;
  purpose: Purpose;
  resolve: (scope: SeriesScope | null) => void;
}

export function useScopeQuestion(): [ReactNode, (title: string, purpose: Purpose) => Promise<SeriesScope | null>] {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = useCallback((title: string, purpose: Purpose) => new Promise<SeriesScope | null>((resolve) => setAsking({ title, purpose, resolve })), []);
  const answer = (scope: SeriesScope | null) => {
    asking?.resolve(scope);
    setAsking(null);
  };
  const question = (
    <Dialog open={asking !== null} onClose={() => answer(null)} maxWidth="xs" fullWidth aria-labelledby="series-scope-title">
      <DialogTitle id="series-scope-title">Repeating action</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{asking?.title}” repeats. Do you want to {asking ? VERBS[asking.purpose] : ''} this occurrence or the whole series?
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={() => answer(null)}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => answer('series')}>
          The whole series
        </Button>
        <Button variant="contained" onClick={() => answer('occurrence')} autoFocus>
          This occurrence
        </Button>
      </DialogActions>
    </Dialog>
  );
  return [question, ask];
}
