/**
 * Field messages a person can act on, for the browser's checks (RJSF/ajv errors) and for the
 * server's answers (400 {title, errors: {field: [message]}}, 409 {message, field}).
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { COLOR_HINT } from '../../domain/colors';
import { CURRENCY_MESSAGES } from '../../domain/money';
import type { RecordSchema } from '../../domain/resources/meta';
import { validationMessage } from '../../domain/validationMessages';

const fieldOf = (error: RJSFValidationError): string => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

export function friendlyMessage(error: RJSFValidationError, schema: RecordSchema): string {
  const field = fieldOf(error);
  const property = schema.properties[field];
  if (property?.['x-ui']?.widget === 'currency') {
    if (error.name === 'minimum') return CURRENCY_MESSAGES.negative;
    if (error.name === 'type') return CURRENCY_MESSAGES.notAnAmount;
  }
  if (property?.['x-ui']?.widget === 'color' && error.name === 'pattern') return COLOR_HINT;
  const issue = { keyword: error.name ?? '', params: error.params as Record<string, unknown> | undefined, message: error.message };
  return validationMessage(issue, property?.title ?? field, 'form');
}

/** RJSF's transformErrors: friendly messages, with `required` errors placed on their field. */
export const transformErrorsFor = (schema: RecordSchema) => (errors: RJSFValidationError[]): RJSFValidationError[] =>
  errors.map((error) => {
    const message = friendlyMessage(error, schema);
    return { ...error, message, stack: message };
  });

export interface ServerFieldErrors {
  /** Errors to show on the form's fields. */
  fields: ErrorSchema;
  /** Messages about fields the form does not show. */
  other: string[];
}

/** The field errors of a failed save, from the answer's body; none when it has no field detail. */
export function serverFieldErrors(body: unknown, schema: RecordSchema): ServerFieldErrors {
  const result: ServerFieldErrors = { fields: {}, other: [] };
  if (!body || typeof body !== 'object') return result;
  const { errors, field, message } = body as { errors?: unknown; field?: unknown; message?: unknown };
  const add = (name: string, messages: string[]) => {
    const key = name.replace(/^body\./, '').split('.')[0];
    if (key in schema.properties) {
      const existing = (result.fields as Record<string, { __errors?: string[] }>)[key]?.__errors ?? [];
      (result.fields as Record<string, unknown>)[key] = { __errors: [...existing, ...messages] };
    } else result.other.push(...messages);
  };
  if (errors && typeof errors === 'object') {
    for (const [name, messages] of Object.entries(errors as Record<string, unknown>)) {
      if (Array.isArray(messages)) add(name, messages.filter((m): m is string => typeof m === 'string'));
    }
  } else if (typeof field === 'string' && typeof message === 'string') {
    add(field, [message]);
  }
  return result;
}

/** The first message of an RJSF error list (spec §5: on submit the first error is shown). */
export const firstErrorMessage = (errors: readonly RJSFValidationError[]): string | null => errors.find((e) => e.message)?.message ?? null;
