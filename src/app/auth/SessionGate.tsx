import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Box, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../domain/landing';
import { isExpired } from '../../domain/session';
import { forgetOfflineCopies } from '../../ui/offline/offlineCopies';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { LoadFailedPage } from '../../ui/layout/LoadFailedPage';
import { ensureSession, isSessionRejected, resetSession, useSession } from '../../ui/session/sessionStore';
import { clearToken, readToken, rememberUrl, tokenUser } from '../../ui/session/tokenStore';
import { isUnauthorizedOpen } from '../../ui/session/unauthorized';

function Unreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2 }}>
      <LoadFailedPage icon={<CloudOffOutlined />} title="FieldDesk cannot reach the server" onRetry={onRetry}>
        <Typography>Your session could not be checked. Check your connection, then try again.</Typography>
        {error instanceof Error && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {error.message}
          </Typography>
        )}
      </LoadFailedPage>
    </Box>
  );
}

/**
 * The login guard of spec §2.2 for every page inside the layout, run on each navigation:
 * without a token, remember the URL and go to /login; with one, validate it and load the
 * permissions (once per token), showing the loading bar meanwhile; when the server turns
 * the token down or it has expired (offline too), remember the URL, drop the token and the
 * device's offline copies, and go to /login.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [unreachable, setUnreachable] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // After a 401 the page stays behind the Unauthorized Access dialog until OK.
    if (isUnauthorizedOpen()) return;
    let cancelled = false;
    const toLogin = () => {
      rememberUrl(location);
      clearToken();
      resetSession();
      void forgetOfflineCopies();
      navigate(LOGIN_PATH, { replace: true });
    };
    const token = readToken();
    const expiry = token ? tokenUser(token)?.exp : undefined;
    if (!token || (expiry !== undefined && isExpired(expiry))) {
      toLogin();
      return;
    }
    ensureSession(token).then(
      () => !cancelled && setUnreachable(null),
      (error: unknown) => {
        if (cancelled) return;
        if (isSessionRejected(error)) toLogin();
        else setUnreachable({ error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location, navigate, attempt]);

  if (!session) {
    if (unreachable) {
      return (
        <Unreachable
          error={unreachable.error}
          onRetry={() => {
            setUnreachable(null);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return <LoadingBar />;
  }
  return <>{children}</>;
}
