/**
 * One error handler for the whole API: known errors keep their status and a clear message;
 * anything unexpected is logged and answered with a generic 500, never a stack or SQL.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationMessage } from '../../domain/validationMessages';
import { ApiError, type FieldErrors } from '../errors';
import { ERROR_SCHEMAS } from '../http/responses';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns ajv issues into {field: [message]} with messages a person can act on (src/domain/validationMessages.ts). */
export function fieldErrorsOf(issues: AjvIssue[], context = 'body', labels: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const named = issue.keyword === 'required' ? issue.params?.missingProperty : issue.keyword === 'additionalProperties' ? issue.params?.additionalProperty : undefined;
    const field = named === undefined ? path || context : [path, String(named)].filter(Boolean).join('.');
    const label = Object.hasOwn(labels, field) ? labels[field] : undefined;
    const message = validationMessage({ keyword: issue.keyword ?? '', params: issue.params, message: issue.message }, `The ${label || field} field`, 'api');
    // Field names come from the request: "toString" must not find Object's method.
    if (!Object.hasOwn(errors, field)) errors[field] = [];
    errors[field].push(message);
  }
  return errors;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * PostgreSQL refuses some values the validators let through (a NUL character in text, a
 * number out of range): those are the client's input, so they answer 400, not 500. A
 * constraint that a concurrent change tripped answers 409.
 */
function databaseDataError(code: unknown): { status: number; message: string } | null {
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  if (code === '22021' || code === '22P05') return { status: 400, message: 'Text may not contain the NUL character (\\u0000).' };
  if (code === '22003') return { status: 400, message: 'A number in the request is out of range.' };
  if (code.startsWith('22')) return { status: 400, message: 'A value in the request is not valid.' };
  return { status: 409, message: 'The change conflicts with data that was saved meanwhile. Reload and try again.' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  for (const schema of ERROR_SCHEMAS) app.addSchema(schema);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      const errors = fieldErrorsOf(error.validation as AjvIssue[], error.validationContext);
      const title = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
      return reply.code(400).send({ title, errors });
    }
    const databaseRefusal = databaseDataError(error.code);
    if (databaseRefusal?.status === 400) return reply.code(400).send({ title: databaseRefusal.message });
    if (databaseRefusal) return reply.code(databaseRefusal.status).send({ message: databaseRefusal.message });
    const status = error.statusCode ?? 500;
    if (status === 400) {
      return reply.code(400).send({ title: CLIENT_ERROR_MESSAGES[error.code] ?? 'The request is not valid.' });
    }
    if (status === 401) return reply.code(401).send({ message: 'Your session is not valid. Please sign in again.' });
    if (status === 429) return reply.code(429).headers(reply.getHeaders()).send({ message: 'Too many requests. Please wait and try again.' });
    if (status > 400 && status < 500) {
      return reply.code(status).send({ message: CLIENT_ERROR_MESSAGES[error.code] ?? 'The request could not be processed.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' });
  });
}
