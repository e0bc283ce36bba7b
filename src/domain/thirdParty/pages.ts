/**
 * The third-party pages (spec §2.1 Third party, account settings thirdPartySettings and
 * serviceChannel): where they are and who may open them, read by the menu and by the pages'
 * buttons; the server routes behind them require the same rules.
 */
import type { NamedRule } from '../access';
import { SERVICE_CHANNEL_RULES } from '../serviceChannel/wire';
import { THIRD_PARTY_RULES } from './access';

export const THIRD_PARTY_PATHS = {
  corrigo: '/third-party/corrigo',
  serviceChannel: '/third-party/service-channel',
  /** Beside the generated Third Party Settings and Service Channel lists of Account Settings. */
  networkCredentials: '/administration/accountSettings/thirdPartyCredentials',
  serviceChannelCredentials: '/administration/accountSettings/serviceChannelCredentials',
} as const;

/** The Corrigo page lists and imports the orders: the import's rule (GET CorrigoWorkOrders/linked). */
export const CORRIGO_PAGE_REQUIRES: NamedRule = THIRD_PARTY_RULES.canImportCorrigoWorkOrders;
/**
 * The Service Channel page is the office's view of every order's sync state, with Retry: office
 * users. A technician reads the sync state of their own orders from the order itself.
 */
export const SERVICE_CHANNEL_PAGE_REQUIRES: NamedRule = SERVICE_CHANNEL_RULES.canRetryServiceChannelSync;
export const SERVICE_CHANNEL_RETRY_REQUIRES: NamedRule = SERVICE_CHANNEL_RULES.canRetryServiceChannelSync;
export const NETWORK_CREDENTIALS_PAGE_REQUIRES: NamedRule = THIRD_PARTY_RULES.canReadThirdPartySettings;
export const NETWORK_CREDENTIALS_CHANGE_REQUIRES: NamedRule = THIRD_PARTY_RULES.canChangeThirdPartySettings;
export const SERVICE_CHANNEL_CREDENTIALS_PAGE_REQUIRES: NamedRule = SERVICE_CHANNEL_RULES.canManageServiceChannel;

/**
 * Ecotrak's own web pages, opened in a new tab (spec §7.4): its admin users page and the login of
 * its maintenance requests. Ecotrak publishes no list of them (shared/integrations/ecotrak.md);
 * these are its web app's addresses.
 */
export const ECOTRAK_WEB_LINKS = [
  { label: 'Ecotrak admin users', href: 'https://app.ecotrak.com/admin/users' },
  { label: 'Maintenance request login', href: 'https://app.ecotrak.com/login' },
] as const;
