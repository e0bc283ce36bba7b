/**
 * The one way the browser talks to the API (spec §7): bearer header when a token exists,
 * GET/POST/PUT/PATCH/DELETE (DELETE may carry a body), query parameters, a response type,
 * and every failure turned into the message of the error catalogue (spec §8).
 */
import { HttpError } from 'react-admin';
import { isExpired } from '../../domain/session';
import { signalUnauthorized } from '../session/unauthorized';
import { readToken, tokenUser } from '../session/tokenStore';
import { isSavedRead, saveAnswer, savedAnswer } from '../offline/savedReads';
import { METHOD_NOT_SUPPORTED_MESSAGE, NO_CONNECTION_MESSAGES, errorMessageFor } from './errorCatalogue';

export const API_BASE = '/api/v1/';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof METHODS)[number];

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  body?: unknown;
  /** A body sent as it is (ra-data-simple-rest hands over strings). */
  rawBody?: BodyInit;
  query?: Query;
  headers?: Record<string, string> | Headers;
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
  /** The token to send instead of the stored one. */
  token?: string;
  /**
   * False when the caller handles a 401 itself (sign-in and the session check):
   * then no Unauthorized Access dialog opens.
   */
  handleUnauthorized?: boolean;
}

/** A failed call; `message` is the text to show the user. */
export class ApiError extends HttpError {
  constructor(message: string, status: number, body?: unknown) {
    super(message, status, body);
    this.name = 'ApiError';
  }
}

export const isUnauthorizedError = (error: unknown): boolean => error instanceof HttpError && error.status === 401;

/** `account/login` -> /api/v1/account/login; absolute paths and URLs stay as they are. */
export function apiUrl(path: string, query?: Query): string {
  const base = /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `${API_BASE}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const upper = method.toUpperCase();
  if (!(METHODS as readonly string[]).includes(upper)) throw new ApiError(METHOD_NOT_SUPPORTED_MESSAGE, 0);
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = options.token ?? readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    const isForm = options.body instanceof FormData || options.body instanceof Blob;
    body = isForm ? (options.body as BodyInit) : JSON.stringify(options.body);
    if (!isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  } else if (typeof body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const url = apiUrl(path, options.query);
  // Reads the technician needs without signal are kept per user and answered from there offline.
  const user = token ? tokenUser(token) : null;
  const owner = user && isSavedRead(upper, url) ? `${user.subscriberId}:${user.userId}` : null;
  let response: Response;
  try {
    response = await fetch(url, { method: upper, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // A session whose token has expired has ended, offline too: its copies go, none is answered.
    const ended = user !== null && isExpired(user.exp) && token === readToken();
    if (ended && options.handleUnauthorized !== false) signalUnauthorized();
    const copy = owner && !ended ? await savedAnswer(owner, upper, url, body) : null;
    if (copy) return copy;
    throw new ApiError(upper === 'GET' || owner ? NO_CONNECTION_MESSAGES.notLoaded : NO_CONNECTION_MESSAGES.notSaved, 0);
  }
  // Kept only while that session lasts: an answer that arrives after it ended is not saved.
  if (owner && response.ok && token === readToken()) void saveAnswer(owner, upper, url, body, response).catch(() => undefined);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const parsed = parseJson(text) ?? text;
    if (response.status === 401 && options.handleUnauthorized !== false) signalUnauthorized();
    throw new ApiError(errorMessageFor(response.status, parsed), response.status, parsed);
  }
  return response;
}

/** A call that answers the parsed body (JSON by default). */
export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (options.responseType === 'text') return text as T;
  return parseJson(text) as T;
}

/** A call that answers status, headers and body (for ra-data-simple-rest, which reads Content-Range). */
export async function requestRaw(method: string, path: string, options: RequestOptions = {}): Promise<RawAnswer> {
  const response = await send(method, path, options);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

type Options = Omit<RequestOptions, 'body'>;

export const http = {
  get: <T = unknown>(path: string, options?: Options) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>('DELETE', path, { ...options, body }),
};
