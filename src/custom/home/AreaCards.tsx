import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AppRoute } from '../../ui/navigation/routeTypes';

/** One card per area the user may open. */
export function AreaCards({ routes }: { routes: AppRoute[] }) {
  return (
    <Box
      component="nav"
      aria-label="Your areas"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
    >
      {routes.map((route) => {
        const Icon = route.menu!.icon;
        return (
          <Card key={route.path} sx={{ transition: 'box-shadow 120ms, border-color 120ms', '&:hover': { borderColor: 'primary.main', boxShadow: 3 } }}>
            <CardActionArea component={RouterLink} to={route.path} sx={{ p: 2.5, display: 'flex', alignItems: 'flex-start', gap: 2, justifyContent: 'flex-start' }}>
              <Box sx={{ display: 'flex', p: 1.25, borderRadius: 2, bgcolor: 'rgba(51,122,183,0.1)', color: 'primary.main' }}>
                <Icon />
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {route.menu!.label}
                </Typography>
                {route.summary && (
                  <Typography variant="body2" color="text.secondary">
                    {route.summary}
                  </Typography>
                )}
              </Box>
              <ArrowForward fontSize="small" sx={{ color: 'text.secondary', mt: 0.5 }} />
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
