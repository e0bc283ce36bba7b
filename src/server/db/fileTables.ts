/**
 * Kysely table types of work-order files (db/areaMigrations/0009_files.ts, 0017_files_kept_when_deleted.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type { FileTag } from '../../domain/files/tags';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FilesTable {
  id: Generated<string>;
  subscriber_id: number;
  work_order_id: number;
  name: string;
  storage_key: string;
  thumbnail_key: string | null;
  size_bytes: number;
  content_type: string;
  tag: Generated<FileTag>;
  created_by: number | null;
  created_date: Timestamp;
  modified_by: number | null;
  modified_date: Timestamp;
  version: Generated<number>;
  /** Set when the file was deleted (0017): the row and bytes are kept, hidden from lists. */
  deleted_date: Date | null;
  deleted_by: number | null;
}

export interface FileDatabase {
  files: FilesTable;
}
