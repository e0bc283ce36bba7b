/**
 * The file storage a configuration names: local disk under DATA_DIR/files (the default) or an
 * S3-compatible bucket (FILES_STORAGE=s3). One instance per configuration, shared by every
 * caller of the process (the files routes, the sign-off summary).
 */
import path from 'node:path';
import type { ServerConfig } from '../../config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

const opened = new WeakMap<ServerConfig, FileStorage>();

export function fileStorageOf(config: ServerConfig): FileStorage {
  let storage = opened.get(config);
  if (!storage) {
    const settings = config.files.storage;
    storage = settings.kind === 's3' ? s3Storage(settings) : diskStorage(path.join(config.dataDir, 'files'));
    opened.set(config, storage);
  }
  return storage;
}
