/**
 * Where the bytes of files live. Keys are FieldDesk's own ("s12/workOrders/345/<file id>"),
 * never a name a user typed, so a key needs no escaping and a rename touches no bytes.
 */
import type { Readable } from 'node:stream';

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream as it arrives, never holding it whole; settles when all of it is stored. When
   * the stream fails (the caller destroys it: too large, over the quota), nothing is left under the key.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removes the keys; a key with nothing stored is no error. */
  delete(keys: string[]): Promise<void>;
}

/** Keys are made by FieldDesk: letters, digits, dashes, dots and slashes between segments. */
export function assertStorageKey(key: string): void {
  if (!/^[A-Za-z0-9-]+(\/[A-Za-z0-9.-]+)*$/.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
}
