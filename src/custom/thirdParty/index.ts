/**
 * The third-party networks (spec §2.1 Third party and account settings thirdPartySettings and
 * serviceChannel; issue 10): the Corrigo and Service Channel work-order pages, and the
 * credentials pages, all in the menu's Third Party group; the generated Third Party Settings and
 * Service Channel Settings are settings lists, on the Settings page.
 */
import HubOutlined from '@mui/icons-material/HubOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import {
  CORRIGO_PAGE_REQUIRES,
  NETWORK_CREDENTIALS_PAGE_REQUIRES,
  SERVICE_CHANNEL_CREDENTIALS_PAGE_REQUIRES,
  SERVICE_CHANNEL_PAGE_REQUIRES,
  THIRD_PARTY_PATHS,
} from '../../domain/thirdParty/pages';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const thirdPartyArea: AppArea = {
  name: 'thirdParty',
  routes: [
    {
      path: THIRD_PARTY_PATHS.corrigo,
      title: 'Corrigo',
      component: lazyArea('thirdPartyCorrigo', () => import('./CorrigoPage')),
      requires: CORRIGO_PAGE_REQUIRES,
      menu: { label: 'Corrigo', icon: HubOutlined, group: 'thirdParty' },
      summary: 'Work orders linked to Corrigo with their Corrigo status, and the import of Corrigo’s open orders.',
    },
    {
      path: THIRD_PARTY_PATHS.serviceChannel,
      title: 'Service Channel Work Orders',
      component: lazyArea('thirdPartyServiceChannel', () => import('./ServiceChannelPage')),
      requires: SERVICE_CHANNEL_PAGE_REQUIRES,
      menu: { label: 'Service Channel Work Orders', icon: SyncAltOutlined, group: 'thirdParty' },
      summary: 'Service Channel work orders and whether each check-in and check-out reached Service Channel.',
    },
    {
      path: THIRD_PARTY_PATHS.networkCredentials,
      title: 'Third Party Credentials',
      component: lazyArea('thirdPartyCredentials', () => import('./NetworkCredentialsPage')),
      requires: NETWORK_CREDENTIALS_PAGE_REQUIRES,
      menu: { label: 'Third Party Credentials', icon: KeyOutlined, group: 'thirdParty' },
      summary: 'The client ids and secrets FieldDesk signs in to Corrigo and Ecotrak with, and Ecotrak’s own pages.',
    },
    {
      path: THIRD_PARTY_PATHS.serviceChannelCredentials,
      title: 'Service Channel Credentials',
      component: lazyArea('serviceChannelCredentials', () => import('./ServiceChannelCredentialsPage')),
      requires: SERVICE_CHANNEL_CREDENTIALS_PAGE_REQUIRES,
      menu: { label: 'Service Channel Credentials', icon: VpnKeyOutlined, group: 'thirdParty' },
      summary: 'The Service Channel account check-ins and check-outs are sent with.',
    },
  ],
};
