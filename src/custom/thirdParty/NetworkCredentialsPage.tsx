/**
 * Third Party Credentials (spec §2.1 account settings thirdPartySettings, issue 10): Corrigo's
 * and Ecotrak's credentials, and Ecotrak's own pages opening in new tabs (spec §7.4). Whether
 * each network is enabled stays in the Third Party Settings list beside it.
 */
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { meets } from '../../domain/access';
import { ECOTRAK_WEB_LINKS, NETWORK_CREDENTIALS_CHANGE_REQUIRES } from '../../domain/thirdParty/pages';
import { PageHeader } from '../../ui/layout/PageHeader';
import { useSession } from '../../ui/session/sessionStore';
import { NetworkCredentialsForm } from './NetworkCredentialsForm';

function EcotrakLinks() {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Ecotrak's own pages open in a new tab:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {ECOTRAK_WEB_LINKS.map((link) => (
          <Button key={link.href} variant="outlined" size="small" href={link.href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewOutlined fontSize="small" />}>
            {link.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export default function NetworkCredentialsPage() {
  const session = useSession();
  const mayChange = !!session && meets(session.subject, NETWORK_CREDENTIALS_CHANGE_REQUIRES);
  return (
    <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <PageHeader
        title="Third Party Credentials"
        subtitle="The credentials FieldDesk uses with Corrigo and Ecotrak. Secrets are kept encrypted and never shown again: each only says whether it is set."
      />
      <NetworkCredentialsForm network="corrigo" mayChange={mayChange} />
      <NetworkCredentialsForm network="ecotrak" mayChange={mayChange} footer={<EcotrakLinks />} />
    </Box>
  );
}
