import HomeOutlined from '@mui/icons-material/HomeOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../../domain/landing';
import { MessagePage } from './MessagePage';
import { usePageTitle } from './usePageTitle';

export const NOT_FOUND_TITLE = 'Page not found';

/** Any path the route table does not know, shown inside the layout. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  const location = useLocation();
  return (
    <MessagePage
      icon={<TravelExploreOutlined />}
      code="Error 404"
      title={NOT_FOUND_TITLE}
      actions={
        <Button variant="contained" component={RouterLink} to={HOME_PATH} startIcon={<HomeOutlined />}>
          Go to Home
        </Button>
      }
    >
      <Typography>This page is not available in your FieldDesk workspace.</Typography>
      <Box
        component="code"
        sx={{
          display: 'inline-block',
          mt: 1.5,
          px: 1.5,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 13,
          wordBreak: 'break-all',
        }}
      >
        {location.pathname}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Check the address, or head back to Home to find what you need.
      </Typography>
    </MessagePage>
  );
}
