/**
 * The validator a resource form runs before sending: the precompiled ajv functions of its
 * schema (same rules and formats as the server), which `npm run codegen` writes to
 * src/generated/validators, loaded lazily as one chunk per resource. When the schema the
 * server sends has no matching compiled module (a schema added or changed without
 * regenerating), the form sends as it is and shows the server's answer on the fields instead.
 */
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

const compiled = import.meta.glob<{ default: ValidatorFunctions }>('../../generated/validators/*.js');

/** Accepts everything: the server's validation is the only one. */
export const serverOnlyValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

export async function loadFormValidator(resource: string, schema: RJSFSchema): Promise<ValidatorType> {
  const load = compiled[`../../generated/validators/${resource}.js`];
  if (!load) return serverOnlyValidator;
  try {
    const { default: functions } = await load();
    return createPrecompiledValidator(functions, schema);
  } catch {
    // The compiled module belongs to another version of the schema.
    return serverOnlyValidator;
  }
}
