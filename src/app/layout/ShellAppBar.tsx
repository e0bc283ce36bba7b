import { Box, Typography } from '@mui/material';
import { AppBar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_PATH } from '../../domain/landing';
import { PRODUCT_NAME } from '../../ui/product';
import { LiveUpdatesIndicator } from '../../ui/realtime/LiveUpdatesIndicator';
import { UserStatusSelect } from '../../custom/userStatus/UserStatusSelect';
import { BrandMark } from './BrandMark';
import { ShellUserMenu } from './ShellUserMenu';

export function ShellAppBar() {
  return (
    <AppBar color="primary" alwaysOn userMenu={<ShellUserMenu />} toolbar={null}>
      <Box
        component={RouterLink}
        to={HOME_PATH}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2, minHeight: 44 }}
      >
        <BrandMark size={28} inverted />
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.2, fontSize: { xs: 17, sm: 19 } }}>
          {PRODUCT_NAME}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <LiveUpdatesIndicator />
      <Box sx={{ display: 'flex', alignItems: 'center', mr: { xs: 0.5, sm: 1 } }}>
        <UserStatusSelect />
      </Box>
    </AppBar>
  );
}
