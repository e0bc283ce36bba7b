import { Typography } from '@mui/material';

/** A section's heading, and the line under it that says what the section holds. */
export function SectionTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </>
  );
}
