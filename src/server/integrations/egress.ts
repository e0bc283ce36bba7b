/**
 * Where FieldDesk's calls to third-party networks may go (issue 33 item 2). A subscriber's
 * administrator types the networks' addresses, so without a rule the server would call whatever
 * they type: its own loopback services, the cloud's metadata address (169.254.169.254), the
 * private network it runs in.
 *
 * The rule:
 * - An address named in the allow-list (INTEGRATION_ALLOWED_HOSTS, `host:port` entries, `host:*`
 *   for every port of a host) is called as given, http or https, whatever it resolves to: the
 *   local emulators, a sandbox or an on-premises network on a private address.
 * - Any other address must be https, carry no user name or password, and every address its host
 *   name resolves to must be a public unicast address. This is checked when the connection is
 *   made (undici Agent `connect.lookup`), not when the address is saved, so a name that resolves
 *   to a public address when saved and to a private one later (DNS rebinding) is refused at the
 *   call; an address written as an IP literal is checked before connecting.
 * - Redirects are never followed: a 3xx answer is a failure naming its status, so a public host
 *   cannot send the call, with its credentials, on to a private one.
 *
 * "Development" is not a mode of its own: the default allow-list names exactly the emulators'
 * loopback host:port pairs (EMULATOR_HOST, CORRIGO_EMULATOR_PORT and
 * SERVICE_CHANNEL_EMULATOR_PORT, by default 127.0.0.1:4010 and 127.0.0.1:4020), which is what
 * `npm start` with `npm run emulators` and the demo company use. Every other loopback port, the
 * metadata address and the private ranges stay refused unless the operator names them.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { emulatorPlaces } from './emulators';

/** Why a call was not made; the adapters turn it into their network's "cannot be reached" message. */
export class EgressRefusal extends Error {
  readonly code = 'EINTEGRATIONREFUSED';
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'EgressRefusal';
  }
}

/** Addresses that are not public unicast (RFC 6890 special-purpose registries, the cloud metadata address among them). */
const NOT_PUBLIC = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv6');
}

/** Whether an IP address is a public unicast address (an IPv4-mapped IPv6 address never is: it is refused outright). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const notPublic = (host: string, address: string) =>
  new EgressRefusal(`${host} resolves to ${address}, which is not a public internet address (add the host to INTEGRATION_ALLOWED_HOSTS to allow it)`);

/** A dns.lookup that answers only public addresses, refusing the whole name when any of them is not. */
function publicLookup(hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || !addresses.length) return callback(notPublic(hostname, refused?.address ?? 'nothing') as NodeJS.ErrnoException, '');
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

const guardedAgent = new Agent({ connect: { lookup: publicLookup } });
const allowedAgent = new Agent();

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** An allow-list entry in its one spelling: `host:port` or `host:*`, the host lower case, an IPv6 host in brackets. */
export function allowListEntry(text: string): string | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:/[\]]+):(\d{1,5}|\*)$/.exec(text.trim());
  if (!match) return null;
  const port = match[2];
  if (port !== '*' && !(Number(port) >= 1 && Number(port) <= 65535)) return null;
  return `${match[1].toLowerCase()}:${port}`;
}

/** The allow-list when INTEGRATION_ALLOWED_HOSTS is not set: the emulators where they listen (emulators.ts), nothing else. */
export function defaultAllowedHosts(env: Record<string, string | undefined>): string[] {
  const places = emulatorPlaces(env);
  const host = places.host === '0.0.0.0' || places.host === '::' ? '127.0.0.1' : places.host.includes(':') ? `[${places.host}]` : places.host;
  return [`${host.toLowerCase()}:${places.corrigoPort}`, `${host.toLowerCase()}:${places.serviceChannelPort}`];
}

/**
 * What is wrong with an address a network is to be called at, or null: it must be an http(s)
 * address without a user name or password, and without a query or `#`, since the adapters append
 * their paths to it (`https://collector.example/#` would turn every path into a fragment the
 * server never sees, and a query would swallow it).
 */
export function addressProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a web address starting with http:// or https://';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be a web address starting with http:// or https://';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (value.includes('#') || value.includes('?')) return 'must not carry a query (?) or a fragment (#)';
  return null;
}

export interface Egress {
  /**
   * One request to a network, under the rule above; throws EgressRefusal when the address is not
   * allowed (before any connection, or when the connection's address is checked) and when the
   * answer is a redirect. Other failures are fetch's own (timeout, refused connection).
   */
  fetch(url: string | URL, init: RequestInit): Promise<Response>;
}

export function egress(allowedHosts: readonly string[]): Egress {
  const allowed = new Set(allowedHosts.map((entry) => allowListEntry(entry)).filter((entry): entry is string => entry !== null));
  return {
    async fetch(address, init) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw new EgressRefusal('its address is not a valid web address');
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new EgressRefusal(`its address must start with https:// (not ${url.protocol}//)`);
      if (url.username || url.password) throw new EgressRefusal('its address must not carry a user name or password');
      const host = bare(url.hostname);
      const hostKey = host.includes(':') ? `[${host}]` : host;
      const isAllowed = allowed.has(`${hostKey}:${url.port || defaultPort(url.protocol)}`) || allowed.has(`${hostKey}:*`);
      if (!isAllowed) {
        if (url.protocol !== 'https:') throw new EgressRefusal('its address must start with https:// (add the host to INTEGRATION_ALLOWED_HOSTS to call it over http)');
        if (isIP(host) && !isPublicAddress(host)) throw notPublic(host, host);
      }
      let response: Response;
      try {
        response = (await undiciFetch(url, {
          ...(init as UndiciRequestInit),
          redirect: 'manual',
          dispatcher: isAllowed ? allowedAgent : guardedAgent,
        })) as unknown as Response;
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof EgressRefusal) throw cause;
        throw error;
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        throw new EgressRefusal(`it answered with a redirect (HTTP ${response.status}), which FieldDesk does not follow`);
      }
      return response;
    },
  };
}
