/** A network that cannot be reached is explained in words, never by the code fetch's error carries. */
import { describe, expect, it } from 'vitest';
import { whyUnreachable } from '../../src/server/integrations/network';

const fetchFailure = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('socket'), { code }) });

describe('whyUnreachable', () => {
  it.each([
    ['ECONNREFUSED', 'it refused the connection'],
    ['ENOTFOUND', 'its address could not be found'],
    ['UND_ERR_SOCKET', 'the connection was dropped'],
    ['ECONNRESET', 'the connection was dropped'],
    ['UND_ERR_CONNECT_TIMEOUT', 'the connection timed out'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'its security certificate was not accepted'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'its security certificate was not accepted'],
  ])('%s: %s', (code, words) => {
    expect(whyUnreachable(fetchFailure(code))).toBe(words);
  });

  it('says the connection failed for a code it does not know, or none, without quoting it', () => {
    expect(whyUnreachable(fetchFailure('UND_ERR_SOMETHING_NEW'))).toBe('the connection failed');
    expect(whyUnreachable(new TypeError('fetch failed'))).toBe('the connection failed');
    expect(whyUnreachable(null)).toBe('the connection failed');
  });
});
