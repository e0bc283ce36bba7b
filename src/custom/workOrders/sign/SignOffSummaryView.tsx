import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ITEM_KIND_LABELS,
  SIGN_OFF_MESSAGES,
  itemQuantityText,
  laborTimeText,
  signOffDateTime,
  signOffDuration,
  type SignOffLabor,
  type SignOffPhoto,
  type SignOffSummary,
} from '../../../domain/workOrders/signOff';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2.5 }}>
      <Typography variant="caption" component="h2" color="text.secondary" sx={{ textTransform: 'uppercase', fontWeight: 700, letterSpacing: 0.6, display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
    {children}
  </Typography>
);

function LaborEntry({ labor }: { labor: SignOffLabor }) {
  return (
    <Box component="li" sx={{ py: 1.25, pl: 1.5, borderLeft: 3, borderColor: labor.onSite ? 'primary.main' : 'grey.300', '& + &': { mt: 1 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {labor.technicianName}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {signOffDateTime(labor.startTime)} · {laborTimeText(labor)}
      </Typography>
      {labor.description ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {labor.description}
        </Typography>
      ) : (
        labor.onSite && <Empty>No description written yet.</Empty>
      )}
    </Box>
  );
}

function PhotoTile({ photo }: { photo: SignOffPhoto }) {
  return (
    <Box component="li" sx={{ m: 0, minWidth: 0 }}>
      <Box sx={{ aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center' }}>
        {photo.thumbnailUrl ? (
          <Box component="img" src={photo.thumbnailUrl} alt={`After: ${photo.name}`} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            No preview
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" noWrap title={photo.name} sx={{ mt: 0.5 }}>
        {photo.name}
      </Typography>
    </Box>
  );
}

/** What the customer signs for: the work performed with time on site, the materials and items used, and the photos of the finished work. */
export function SignOffSummaryView({ summary }: { summary: SignOffSummary }) {
  return (
    <>
      <Section title="Problem reported">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {summary.problem}
        </Typography>
      </Section>
      <Section title="Work performed">
        {summary.labors.length === 0 ? (
          <Empty>{SIGN_OFF_MESSAGES.noWork}</Empty>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {summary.labors.map((labor) => (
              <LaborEntry key={labor.workOrderLaborId} labor={labor} />
            ))}
          </Box>
        )}
        <Box sx={{ mt: 1.5, px: 1.5, py: 1, borderRadius: 1, bgcolor: '#eef4fb', display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Time on site
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="time-on-site">
            {signOffDuration(summary.onSiteMinutes)}
          </Typography>
        </Box>
      </Section>
      <Section title="Materials and items used">
        {summary.items.length === 0 ? (
          <Empty>{SIGN_OFF_MESSAGES.noItems}</Empty>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {summary.items.map((item, i) => (
              <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5, px: 1.5, py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {itemQuantityText(item.quantity)} ×
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                    {[item.detail, ITEM_KIND_LABELS[item.kind]].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Photos of the finished work">
        {summary.afterPhotos.length === 0 ? (
          <Empty>{SIGN_OFF_MESSAGES.noPhotos}</Empty>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
            {summary.afterPhotos.map((photo) => (
              <PhotoTile key={photo.fileId} photo={photo} />
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}
