/**
 * The file messages of spec §8, word for word.
 */
import { RENAME_NAME_REQUIRED } from './names';

export const FILE_MESSAGES = {
  deleted: 'File Deleted',
  renamed: 'File Renamed',
  renameFailed: 'Renaming File Failed!',
  nameRequired: RENAME_NAME_REQUIRED,
  confirmDelete: 'You Wants To Delete This File?',
} as const;
