/**
 * The file as the API answers it (spec §3.9: id, name, path_lower, path_display, url of the
 * thumbnail), with what the screens need besides: the content link, size, type, tag, who and when.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FILE_TAGS } from './tags';

export const STORED_FILE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'path_lower', 'path_display', 'url', 'contentUrl', 'size', 'contentType', 'isImage', 'tag', 'createdBy', 'createdDate', 'version'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    path_lower: { type: 'string' },
    path_display: { type: 'string' },
    /** The thumbnail's content link, null when the file has none (documents, HEIC). */
    url: { type: ['string', 'null'] },
    /** The file's content link: short-lived and good for this file only. */
    contentUrl: { type: 'string' },
    size: { type: 'integer' },
    contentType: { type: 'string' },
    isImage: { type: 'boolean' },
    tag: { type: 'string', enum: FILE_TAGS },
    createdBy: { type: ['string', 'null'] },
    createdDate: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;
export type StoredFile = FromSchema<typeof STORED_FILE_SCHEMA>;

export const STORED_FILES_SCHEMA = { type: 'array', items: STORED_FILE_SCHEMA } as const;

/** A deleted file as the restore screen lists it: the file, who deleted it and when. */
export const KEPT_DELETED_FILE_SCHEMA = {
  ...STORED_FILE_SCHEMA,
  required: [...STORED_FILE_SCHEMA.required, 'deletedBy', 'deletedDate'],
  properties: { ...STORED_FILE_SCHEMA.properties, deletedBy: { type: ['string', 'null'] }, deletedDate: { type: 'string' } },
} as const;
export type KeptDeletedFile = FromSchema<typeof KEPT_DELETED_FILE_SCHEMA>;
export const KEPT_DELETED_FILES_SCHEMA = { type: 'array', items: KEPT_DELETED_FILE_SCHEMA } as const;

export const DELETED_FILES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['deleted'],
  properties: { deleted: { type: 'array', items: { type: 'string' } } },
} as const;

export const COPIED_FILES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['copied'],
  properties: { copied: { type: 'array', items: { type: 'string' } } },
} as const;
