import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DIALOG_DEFAULT_WIDTH } from '../../domain/constants';
import { LOGIN_PATH } from '../../domain/landing';
import { UNAUTHORIZED_MESSAGE, UNAUTHORIZED_TITLE } from '../../ui/http/errorCatalogue';
import { resetSession } from '../../ui/session/sessionStore';
import { clearToken } from '../../ui/session/tokenStore';
import { closeUnauthorized, useUnauthorizedOpen } from '../../ui/session/unauthorized';
import { goTo } from '../appLocation';

/** Shown after a 401 (spec §8); OK clears the token and goes to /login. */
export default function UnauthorizedDialog() {
  const open = useUnauthorizedOpen();
  const confirm = () => {
    clearToken();
    resetSession();
    closeUnauthorized();
    goTo(LOGIN_PATH, { replace: true });
  };
  return (
    <Dialog
      open={open}
      aria-labelledby="unauthorized-title"
      aria-describedby="unauthorized-message"
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="unauthorized-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            p: 1,
            borderRadius: '50%',
            bgcolor: 'warning.light',
            color: 'warning.contrastText',
          }}
        >
          <LockClockOutlined fontSize="small" />
        </Box>
        {UNAUTHORIZED_TITLE}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="unauthorized-message">{UNAUTHORIZED_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={confirm} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
