/**
 * The principal cache on one server process: each kind of change reaches the affected user's
 * next request at once (principalCacheCases.ts). The Birchwood tenant is this file's own.
 */
import { describe } from 'vitest';
import { baseUrl } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { principalChangeCases } from './principalCacheCases';

describe('a change reaches the next request of the same server process', () => {
  principalChangeCases(() => ({ changeOn: baseUrl(), askOn: baseUrl(), prefix: 'birchwood', password: OTHER_PASSWORD }));
});
