/**
 * Validates resource bodies against their schema with ajv (the same schema and formats the
 * browser's forms use). Unknown properties are refused, not dropped; defaults fill in on create.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { COLOR_HINT } from '../../domain/colors';
import { SYSTEM_FIELDS } from '../../domain/resources/meta';
import { CUSTOM_FORMATS } from '../../domain/resources/schemaFormats';
import { badRequest } from '../errors';
import { fieldErrorsOf } from '../plugins/errors';
import type { ResourceDefinition } from './definition';

/**
 * Creating fills in the schema's defaults; updating does not, so a PUT that leaves out a
 * required field is refused instead of quietly resetting it.
 */
function createAjv(useDefaults: boolean) {
  const ajv = new Ajv({ allErrors: true, useDefaults, coerceTypes: false, strict: false });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, pattern);
  return ajv;
}

const compilers = { create: createAjv(true), update: createAjv(false) };
const validators = { create: new WeakMap<ResourceDefinition, ValidateFunction>(), update: new WeakMap<ResourceDefinition, ValidateFunction>() };

function validatorFor(definition: ResourceDefinition, purpose: 'create' | 'update'): ValidateFunction {
  let validate = validators[purpose].get(definition);
  if (!validate) {
    const { properties, required, type } = definition.schema as { properties: object; required?: string[]; type: string };
    validate = compilers[purpose].compile({ type, properties, required: required ?? [], additionalProperties: false });
    validators[purpose].set(definition, validate);
  }
  return validate;
}

const labelsOf = (definition: ResourceDefinition): Record<string, string> => {
  const properties = (definition.schema as { properties: Record<string, { title?: string }> }).properties;
  return Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, p.title ?? name]));
};

const isColorProperty = (definition: ResourceDefinition, field: string) =>
  (definition.schema as { properties: Record<string, { 'x-ui'?: { widget?: string } }> }).properties[field]?.['x-ui']?.widget === 'color';

/** The record's own properties from a request body, validated; system fields are set aside. */
export function validRecordBody(
  definition: ResourceDefinition,
  body: unknown,
  purpose: 'create' | 'update',
): { values: Record<string, unknown>; version: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(`The request body must be a ${definition.recordLabel} object.`);
  }
  const values: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const version = values.version;
  for (const field of SYSTEM_FIELDS) delete values[field];
  const validate = validatorFor(definition, purpose);
  if (!validate(values)) {
    const issues = validate.errors ?? [];
    const errors = fieldErrorsOf(issues, 'body', labelsOf(definition));
    // A colour that is not one gets the form to use, not "not in the expected form".
    for (const issue of issues) {
      const field = issue.instancePath.slice(1);
      if (issue.keyword === 'pattern' && isColorProperty(definition, field)) errors[field] = [COLOR_HINT];
    }
    throw badRequest(Object.values(errors)[0]?.[0] ?? `The ${definition.recordLabel} is not valid.`, errors);
  }
  return { values, version };
}
