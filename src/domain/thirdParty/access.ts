/**
 * Who may use the third-party networks (spec §2.1, §3.3, §6). One rule for both sides.
 * - The Corrigo wizard's calls: whoever may work on work orders (write on Work Orders), on an
 *   order they can see; a technician clocked in on it sees it. Importing the network's orders:
 *   write on Work Orders and Create Work Order.
 * - Credentials: read on Settings to see them (never a secret) and their change record; changing
 *   them also takes the Integration Credentials permission (issue 33), which only Super Admin and
 *   Admin hold by default: a role with write on Settings alone (Accounting) may not point a
 *   network's token address elsewhere.
 */
import { meets, namedRules, needs, type AccessSubject } from '../access';
import { FUNCTIONALITIES as F, MODULES as M } from '../permissions/catalog';

export const THIRD_PARTY_RULES = namedRules({
  canUseCorrigoWorkOrders: [needs.write(M.WORK_ORDERS)],
  /** Importing the network's orders creates work orders: an office user's job. */
  canImportCorrigoWorkOrders: [needs.write(M.WORK_ORDERS), needs.functionality(F.CREATE_WORK_ORDER, M.WORK_ORDERS)],
  canReadThirdPartySettings: [needs.read(M.SETTINGS)],
  canChangeThirdPartySettings: [needs.write(M.SETTINGS), needs.functionality(F.INTEGRATION_CREDENTIALS, M.SETTINGS)],
});

export const canUseCorrigoWorkOrders = (subject: AccessSubject) => meets(subject, THIRD_PARTY_RULES.canUseCorrigoWorkOrders);
export const canChangeThirdPartySettings = (subject: AccessSubject) => meets(subject, THIRD_PARTY_RULES.canChangeThirdPartySettings);
