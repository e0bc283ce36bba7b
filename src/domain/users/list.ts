/**
 * Who opens the users list (the Administration › Users screen and GET users): those who manage
 * users, with "All Users" or write on Users. Users read alone, such as the customer's
 * "Customer Profile", opens no list.
 */
import { needs, type Requirement } from '../access';
import { FUNCTIONALITIES, MODULES } from '../permissions/catalog';

export const USERS_LIST_REQUIRES: Requirement[] = [
  needs.functionality(FUNCTIONALITIES.ALL_USERS, MODULES.USERS),
  needs.write(MODULES.USERS),
];
