/**
 * Files on the local disk under DATA_DIR/files: one server, or several sharing a network disk.
 * A write goes to a temporary file first (an upload streams into it as it arrives) and is renamed
 * into place, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './types';

export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const writeAtomically = async (target: string, write: (temporary: string) => Promise<void>) => {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  return {
    kind: 'disk',
    put: (key, bytes) => writeAtomically(pathOf(key), (temporary) => writeFile(temporary, bytes)),
    putStream: (key, body) => writeAtomically(pathOf(key), (temporary) => pipeline(body, createWriteStream(temporary))),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    copy: (fromKey, toKey) => writeAtomically(pathOf(toKey), (temporary) => copyFile(pathOf(fromKey), temporary)),
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
