import LockOutlined from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Paper,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../ui/http/errorCatalogue';
import { BrandMark } from '../layout/BrandMark';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { PRODUCT_NAME } from '../../ui/product';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { goTo } from '../appLocation';
import { signIn } from '../auth/signIn';
import { landingAfterSignIn, preloadSignedInApp } from '../signedInAppLoader';
import { LoginBrandPanel } from './LoginBrandPanel';
import { LoginField } from './LoginField';
import { useSignedInRedirect } from './useSignedInRedirect';

export function LoginPage() {
  usePageTitle('Login');
  const checking = useSignedInRedirect();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const userNameMissing = attempted && !userName.trim();
  const passwordMissing = attempted && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setError(null);
    if (!userName.trim() || !password) return;
    setSubmitting(true);
    try {
      goTo(await landingAfterSignIn(await signIn(userName.trim(), password)));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : GENERIC_ERROR_MESSAGE);
      setSubmitting(false);
    }
  };

  if (checking) return <LoadingBar />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      {submitting && <LoadingBar />}
      <LoginBrandPanel />
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: { xs: 'flex-start', sm: 'center' },
          px: 2,
          py: { xs: 5, sm: 6 },
        }}
      >
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1.25, mb: 4 }}>
          <BrandMark size={40} />
          <Typography variant="h5" component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <Paper
          component="form"
          onSubmit={submit}
          // Whoever starts typing is about to sign in: the signed-in app loads meanwhile.
          onInput={preloadSignedInApp}
          noValidate
          variant="outlined"
          sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3, boxShadow: '0 8px 32px rgba(16,37,58,0.08)' }}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              mb: 2,
            }}
          >
            <LockOutlined />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Sign in
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            Welcome back. Use your {PRODUCT_NAME} account.
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <LoginField
            label="User name"
            name="userName"
            autoFocus
            autoComplete="username"
            autoCapitalize="none"
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
            problem={userNameMissing ? 'Enter your user name.' : undefined}
            disabled={submitting}
          />
          <LoginField
            label="Password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            problem={passwordMissing ? 'Enter your password.' : undefined}
            disabled={submitting}
            endAdornment={
              <InputAdornment position="end">
                <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((shown) => !shown)} edge="end">
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            sx={{ mt: 3, py: 1.25 }}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </Paper>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Trouble signing in? Ask your {PRODUCT_NAME} administrator to check your account.
        </Typography>
      </Box>
    </Box>
  );
}
