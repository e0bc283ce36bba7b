/**
 * The wizard's Checked List step: the order's procedures and their steps, each with its status
 * and an Update button that opens the Update Step dialog. Required steps carry a mark; a
 * check-out waits until each of them is done or does not apply.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { CorrigoProcedure, CorrigoStep } from '../../domain/thirdParty/corrigo';
import { CorrigoStepDialog } from './CorrigoStepDialog';

// A step still to do reads in the warning Alert's dark amber on light amber, as Pending does on the
// Service Channel page: the warning colour itself is too light to read as small text.
const TO_DO = { bgcolor: '#fff4e5', color: '#663c00', borderColor: '#ffb74d' };
const STATUS_CHIPS: Record<string, { color: 'success' | 'default'; sx?: typeof TO_DO }> = { Done: { color: 'success' }, NA: { color: 'default' }, Open: { color: 'default', sx: TO_DO }, Unknown: { color: 'default', sx: TO_DO } };

interface Props {
  workOrderId: number;
  procedures: CorrigoProcedure[];
  /** After a step was saved: read the procedures again. */
  onStepSaved: () => void;
}

export function CorrigoChecklist({ workOrderId, procedures, onStepSaved }: Props) {
  const [editing, setEditing] = useState<CorrigoStep | null>(null);
  if (!procedures.length) return <Typography color="text.secondary">This work order has no procedure to complete.</Typography>;
  return (
    <Stack spacing={2}>
      {procedures.map((procedure) => (
        <Box key={procedure.id} component="section" aria-label={procedure.name}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {procedure.name}
          </Typography>
          {procedure.asset?.assetName && (
            <Typography variant="caption" color="text.secondary">
              {[procedure.asset.assetName, procedure.asset.path].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {[...procedure.steps]
              .sort((a, b) => a.order - b.order)
              .map((step) => (
                <Box component="li" key={step.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2">
                      {step.description}
                      {step.isRequired && (
                        <Box component="span" sx={{ color: 'error.main' }} aria-label="required">
                          {' *'}
                        </Box>
                      )}
                    </Typography>
                    {(step.value || step.comment) && (
                      <Typography variant="caption" color="text.secondary">
                        {[step.stepType === 'Text' ? null : step.value, step.comment].filter(Boolean).join(' · ')}
                      </Typography>
                    )}
                  </Box>
                  <Chip size="small" label={step.status} color={STATUS_CHIPS[step.status]?.color ?? 'default'} sx={STATUS_CHIPS[step.status]?.sx} variant="outlined" />
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(step)} aria-label={`Update step: ${step.description}`} sx={{ minHeight: 44 }}>
                    Update
                  </Button>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
      {editing && (
        <CorrigoStepDialog
          workOrderId={workOrderId}
          step={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) onStepSaved();
          }}
        />
      )}
    </Stack>
  );
}
