import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LoginRequest } from '../../../domain/account/wire';
import { ApiError, http } from '../../../ui/http/httpClient';
import { GENERIC_ERROR_MESSAGE } from '../../../ui/http/errorCatalogue';

/** How long the technician holds the button when the password cannot be checked (no connection). */
const HOLD_MS = 3000;
const TAP = 48;

/**
 * Hand back to the technician (issue 34): leaving customer mode asks for the signed-in
 * technician's password, checked by the server as a sign-in is (and throttled as one). Without a
 * connection the password cannot be checked: then a button held for three seconds returns, so a
 * phone without signal never keeps the technician out of their app.
 */
export function HandBackDialog({ userName, technicianName, onCancel, onReturned }: { userName: string; technicianName: string; onCancel: () => void; onReturned: () => void }) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [offline, setOffline] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password.');
    setChecking(true);
    try {
      await http.post('account/login', { userName, password } satisfies LoginRequest, { handleUnauthorized: false, token: '' });
      onReturned();
    } catch (failure) {
      setChecking(false);
      setOffline(failure instanceof ApiError && failure.status === 0);
      setError(failure instanceof Error && failure.message ? failure.message : GENERIC_ERROR_MESSAGE);
    }
  };

  return (
    <Dialog open onClose={checking ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={(event) => void check(event)} noValidate>
        <DialogTitle id={titleId}>Hand back to the technician</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {technicianName}, enter your password to return to the app.
          </Typography>
          <TextField
            label="Password"
            type="password"
            fullWidth
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            disabled={checking}
            slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
          />
          {offline && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Without a connection the password cannot be checked. Hold the button below for three seconds to return.
              <HoldButton onHeld={onReturned} />
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={checking} sx={{ minHeight: TAP }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={checking} sx={{ minHeight: TAP }}>
            Return to the App
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A button that acts only once held down for HOLD_MS, showing how far along the hold is. */
function HoldButton({ onHeld }: { onHeld: () => void }) {
  const [since, setSince] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);
  const held = useRef(onHeld);
  held.current = onHeld;
  useEffect(() => {
    if (since === null) return setProgress(0);
    const timer = window.setInterval(() => {
      const done = Math.min(1, (Date.now() - since) / HOLD_MS);
      setProgress(done);
      if (done === 1) {
        window.clearInterval(timer);
        held.current();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [since]);
  const start = () => setSince(Date.now());
  const stop = () => setSince(null);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        variant="outlined"
        color="inherit"
        fullWidth
        onPointerDown={start}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onKeyDown={(event) => (event.key === ' ' || event.key === 'Enter') && since === null && start()}
        onKeyUp={stop}
        onContextMenu={(event) => event.preventDefault()}
        sx={{ minHeight: TAP, touchAction: 'none', userSelect: 'none' }}
      >
        Hold to Return
      </Button>
      <LinearProgress variant="determinate" value={progress * 100} aria-label="Hold to return" sx={{ mt: 0.5, visibility: since === null ? 'hidden' : 'visible' }} />
    </Box>
  );
}
