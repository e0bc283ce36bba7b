/**
 * The change record under a network's credentials (issue 33 item 1): who changed them, when,
 * and which fields, newest first. Values are never recorded, so a secret never shows here.
 */
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDateTime, parseApiDateTime } from '../../domain/dateFormats';
import { CREDENTIAL_FIELD_LABELS, type CredentialChangeNetwork } from '../../domain/thirdParty/credentialChanges';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { THIRD_PARTY_QUERY_KEYS, thirdPartyPagesApi } from './thirdPartyPagesApi';

const fieldList = (fields: string[]) => (fields.length ? fields.map((field) => CREDENTIAL_FIELD_LABELS[field] ?? field).join(', ') : 'Nothing');

export function CredentialChanges({ network }: { network: CredentialChangeNetwork }) {
  const { data } = useQuery({ queryKey: THIRD_PARTY_QUERY_KEYS.credentialChanges(network), queryFn: () => thirdPartyPagesApi.credentialChanges(network), meta: TOAST_ERRORS });
  if (!data) return null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }} data-testid={`credential-changes-${network}`}>
      <Divider sx={{ mb: 1.5 }} />
      <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <HistoryOutlined fontSize="small" color="action" /> Changes
      </Typography>
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          No change recorded yet.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }}>
          {data.map((change, index) => (
            <ListItem key={`${change.changedDate}-${index}`} disableGutters>
              <ListItemText
                primary={fieldList(change.fields)}
                secondary={`${change.changedBy} · ${formatDisplayDateTime(parseApiDateTime(change.changedDate) ?? new Date(NaN))}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
