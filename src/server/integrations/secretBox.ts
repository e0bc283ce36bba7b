/**
 * Third-party credentials at rest (issue 10): sealed with AES-256-GCM under the integrations key
 * (INTEGRATIONS_KEY, else one generated at first start and kept in DATA_DIR, as the token secret
 * is). A sealed value is "v1:" + base64url(nonce | tag | ciphertext); it opens only under the
 * same key, and a changed byte makes it fail rather than read wrong. Sealed values are never
 * sent to the browser nor logged: answers say only whether a secret is set.
 *
 * Rotating the key without downtime (issue 33 item 7): start every server with the new key as
 * INTEGRATIONS_KEY and the old one as INTEGRATIONS_KEY_PREVIOUS (values open under either, new
 * ones are sealed under the new key), run `npm run secrets:reseal` once (integrations/reseal.ts
 * seals every stored value again under the new key), then drop INTEGRATIONS_KEY_PREVIOUS.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const INTEGRATIONS_KEY_BYTES = 32;

/** The key's 32 bytes from 64 hexadecimal digits or 43 base64url characters; null for anything else. */
export function integrationsKeyBytes(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9_-]{43}$/.test(text)) return Buffer.from(text, 'base64url');
  return null;
}

export interface SecretBox {
  /** `boundTo` (associated data) names where the value lives: it opens only with the same words. */
  seal(plain: string, boundTo?: string): string;
  /** The plain text, or an Error when the value was sealed under another key, bound elsewhere or altered. */
  open(sealed: string, boundTo?: string): string;
}

export class SecretUnreadableError extends Error {
  constructor() {
    super('A stored third-party credential cannot be read with this server\'s INTEGRATIONS_KEY; enter it again in the settings.');
    this.name = 'SecretUnreadableError';
  }
}

/** The box for a key as configured (ServerConfig.integrationsKey), opening too what `previousKeyText` sealed. */
export function secretBox(keyText: string, previousKeyText?: string | null): SecretBox {
  const key = integrationsKeyBytes(keyText);
  if (!key) throw new Error(`The integrations key must be ${INTEGRATIONS_KEY_BYTES} bytes, as 64 hexadecimal digits or 43 base64url characters.`);
  const previous = previousKeyText ? integrationsKeyBytes(previousKeyText) : null;
  if (previousKeyText && !previous) throw new Error(`The previous integrations key must be ${INTEGRATIONS_KEY_BYTES} bytes, as 64 hexadecimal digits or 43 base64url characters.`);
  return {
    seal(plain, boundTo) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      if (boundTo !== undefined) cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, boundTo) {
      try {
        return openWith(key, sealed, boundTo);
      } catch (error) {
        if (previous) return openWith(previous, sealed, boundTo);
        throw error;
      }
    },
  };
}

function openWith(key: Buffer, sealed: string, boundTo: string | undefined): string {
  if (!sealed.startsWith(VERSION)) throw new SecretUnreadableError();
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    if (boundTo !== undefined) decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}

/** The server's box: INTEGRATIONS_KEY, and INTEGRATIONS_KEY_PREVIOUS while a rotation is under way. */
export const configuredBox = (config: { integrationsKey: string; integrationsKeyPrevious: string | null }) => secretBox(config.integrationsKey, config.integrationsKeyPrevious);

/** Whether a stored value has the sealed form (a plain value of that shape is, in practice, never typed). */
export const looksSealed = (value: string): boolean => /^v1:[A-Za-z0-9_-]{38,}$/.test(value);
