import { Box } from '@mui/material';
import { THEME_PRIMARY_COLOUR } from '../../domain/constants';

/** The FieldDesk mark: a wrench on a rounded square. */
export function BrandMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const fill = inverted ? '#ffffff' : THEME_PRIMARY_COLOUR;
  const glyph = inverted ? THEME_PRIMARY_COLOUR : '#ffffff';
  return (
    <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0, display: 'block' }} aria-hidden>
      <rect width="32" height="32" rx="8" fill={fill} />
      <path
        fill={glyph}
        d="M21.9 7.2a5.6 5.6 0 0 0-6.6 7.1l-7.6 7.6a1.9 1.9 0 0 0 2.7 2.7l7.6-7.6a5.6 5.6 0 0 0 7.1-6.6l-3.3 3.3-2.7-.6-.6-2.7 3.4-3.2Z"
      />
    </Box>
  );
}
