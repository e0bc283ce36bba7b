/**
 * Error answers in the shapes the browser reads (spec §8): 400 {title, errors}, 404..500
 * {message} or {messages}. Throw these from handlers; plugins/errors.ts writes them.
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.title ?? body.message ?? 'Error'));
  }
}

export const badRequest = (title: string, errors?: FieldErrors) =>
  new ApiError(400, errors ? { title, errors } : { title });
export const unauthorized = (message = 'Your session is not valid. Please sign in again.') =>
  new ApiError(401, { message });
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, { message });
export const notFound = (message = 'Not found.') => new ApiError(404, { message });
/** The 404 of a path that leads nowhere: `Nothing is at GET /api/v1/nowhere.` (the query string left out). */
export const nothingAt = (request: { method: string; url: string }) => notFound(`Nothing is at ${request.method} ${request.url.split('?')[0]}.`);
export const conflict = (message: string) => new ApiError(409, { message });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, { message }, { 'retry-after': String(retryAfterSeconds) });
