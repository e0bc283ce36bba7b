import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Typography } from '@mui/material';
import { THEME_PRIMARY_COLOUR } from '../../domain/constants';
import { PRODUCT_NAME } from '../../ui/product';
import { BrandMark } from '../layout/BrandMark';

const HIGHLIGHTS = [
  { icon: AssignmentTurnedInOutlined, text: 'Work orders from call to sign-off, with clock in and out on site' },
  { icon: EventAvailableOutlined, text: 'Schedules for technicians and sales, always up to date' },
  { icon: ReceiptLongOutlined, text: 'Quotes, invoices and payroll from the same records' },
];

/** The left half of the sign-in page on wide screens; a landmark of its own beside the form's main. */
export function LoginBrandPanel() {
  return (
    <Box
      component="aside"
      aria-label={`About ${PRODUCT_NAME}`}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        flex: '0 0 44%',
        maxWidth: 620,
        p: 6,
        color: 'common.white',
        background: `linear-gradient(150deg, #3a86c8 0%, ${THEME_PRIMARY_COLOUR} 38%, #1f4f7a 100%)`,
        position: 'relative',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          width: 520,
          height: 520,
          right: -180,
          bottom: -200,
          borderRadius: '50%',
          border: '70px solid rgba(255,255,255,0.06)',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <BrandMark size={40} inverted />
        <Typography variant="h5" component="span" sx={{ fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', zIndex: 1 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.25, mb: 2, maxWidth: 440 }}>
          Field service, work orders and time tracking in one place.
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 4, maxWidth: 440 }}>
          Built for refrigeration, air conditioning, cooking equipment and plumbing contractors.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  display: 'flex',
                  p: 1,
                  borderRadius: 2,
                  bgcolor: 'rgba(255,255,255,0.14)',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography variant="body2" sx={{ opacity: 0.95 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="caption" sx={{ opacity: 0.7, position: 'relative', zIndex: 1 }}>
        {PRODUCT_NAME} is open-source software.
      </Typography>
    </Box>
  );
}
