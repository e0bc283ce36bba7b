/**
 * What the meta endpoints tell the browser about the generated resources
 * (GET /api/v1/meta/resources and /api/v1/meta/resources/{name}).
 */

/** One entry of the resource list: enough for the menu and the routes. */
export interface ResourceSummary {
  name: string;
  path: string;
  label: string;
  group: string;
  module: string;
  singleton: boolean;
  /** The create screen's route (the path followed by `/create` unless the schema names another). */
  createPath: string;
}

/** Presentation hints of a property (schemas/README.md, `x-ui`). */
export interface PropertyUi {
  widget?: 'textarea' | 'phone' | 'currency' | 'color' | 'dateTime' | 'password';
  help?: string;
  hidden?: boolean;
}

export interface PropertyReference {
  resource: string;
  label: string;
  /**
   * Where the referencing list's readers read the labels of the records its rows reference
   * (under /api/v1; resourceLabelsPath): set by the server, so a list shows names to everyone
   * who may read it, whether or not they may read the referenced list.
   */
  labelsPath?: string;
}

/** One property of a record schema (JSON Schema draft-07 plus FieldDesk's x- keywords). */
export interface PropertySchema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  oneOf?: Array<{ const?: unknown; title?: string }>;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
  /** A secret: stored, never answered; sent empty it keeps the stored value. */
  writeOnly?: boolean;
  'x-reference'?: { resource: string; label?: string };
  'x-ui'?: PropertyUi;
}

export interface RecordSchema {
  title?: string;
  description?: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  [keyword: string]: unknown;
}

/** One resource's full description: labels, list, references and the record schema. */
export interface ResourceMeta extends ResourceSummary {
  recordLabel: string;
  canWrite: boolean;
  listColumns: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  filters: string[];
  references: Record<string, PropertyReference>;
  /**
   * The seeded rows FieldDesk's rules depend on (`x-system-rows`): they cannot be deleted and
   * their `fixed` fields cannot change. Null when the resource has none.
   */
  systemRows?: { ids: number[]; fixed: string[] } | null;
  schema: RecordSchema;
}

/** Fields every record carries that forms never edit. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdBy', 'createdDate', 'modifiedBy', 'modifiedDate'] as const;

export type ResourceRecord = Record<string, unknown> & { id: number; version?: number };
