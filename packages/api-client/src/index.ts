import * as v from 'valibot';
import {
  ApiErrorBody,
  buildPath,
  CSRF_COOKIE,
  CSRF_HEADER,
  type BodyOf,
  type CallDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@shop/contracts/core';

/** The one error type of every call: HTTP errors, network failures and answers that break the contract. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: ApiErrorBody,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
  /** 0 = no answer (network). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body?.fields ?? []).map((f) => [f.field.replace(/^(body|query|params)\./, ''), f.message]));
  }
}

/**
 * The one mapping of a failed call to what a form shows: the server's own explanation (the standard error
 * body of a 4xx/5xx), if it gave one; the caller falls back to its own text.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? error.body.message : undefined;
}

/** Field errors of a standard 400 answer, keyed by field name (without the body./query./params. prefix). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export interface CallInput<C extends CallDef> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  signal?: AbortSignal;
}

let baseUrl = '';
/** Tests and the stand-alone dev server point the client elsewhere. */
export function setBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

/**
 * The studio's calls carry the staff session's token, not the customer's: a staff session is not a customer
 * session (its own cookies, STAFF_CSRF_COOKIE of @shop/contracts/studio, readable on /studio pages). Named here,
 * not imported: the studio's contracts are not in the shell's first load (a test checks the two agree).
 */
export const STUDIO_CSRF = { prefix: '/api/studio/', cookie: 'shop_staff_csrf', source: '/api/studio/session' } as const;

async function ensureCsrfToken(path: string): Promise<string | undefined> {
  const studio = path.startsWith(STUDIO_CSRF.prefix);
  const cookie = studio ? STUDIO_CSRF.cookie : CSRF_COOKIE;
  let token = readCookie(cookie);
  if (!token) {
    // The server sets the token cookie on the current-user call (the studio's: on the staff session call).
    await fetch(`${baseUrl}${studio ? STUDIO_CSRF.source : '/api/webshop/user'}`, { credentials: 'same-origin' }).catch(() => undefined);
    token = readCookie(cookie);
  }
  return token;
}

/** Call one contract: path filled, body sent as JSON, answer parsed with the contract's schema. */
export async function call<C extends CallDef>(def: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> {
  let url = baseUrl + buildPath(def.path, (input.params ?? {}) as Record<string, string>);
  if (input.query) {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query as Record<string, unknown>)) {
      if (Array.isArray(value)) for (const item of value) qs.append(key, String(item));
      else if (value !== undefined && value !== null) qs.append(key, String(value));
    }
    const s = qs.toString();
    if (s) url += `?${s}`;
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const stateChanging = def.method !== 'GET';
  if (stateChanging || (def as { csrf?: boolean }).csrf) {
    const token = await ensureCsrfToken(def.path);
    if (token) headers[CSRF_HEADER] = token;
  }
  let body: BodyInit | undefined;
  if (input.body !== undefined) {
    if (input.body instanceof FormData) body = input.body;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(url, { method: def.method, headers, body, credentials: 'same-origin', signal: input.signal });
  } catch (cause) {
    throw new ApiError('Network error', 0, undefined, { cause });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = v.safeParse(ApiErrorBody, json);
    const errorBody = parsed.success ? parsed.output : undefined;
    throw new ApiError(errorBody?.message ?? `HTTP ${response.status}`, response.status, errorBody);
  }
  const parsed = v.safeParse(def.response, json);
  if (!parsed.success) {
    throw new ApiError(`Unexpected answer from ${def.method} ${def.path}: ${v.summarize(parsed.issues)}`, response.status);
  }
  return parsed.output as ResponseOf<C>;
}

/** Wrap a failure with the spec's text: 'Failed to create checkout: <cause>'. */
export function wrapError(prefix: string, error: unknown): Error {
  const cause = error instanceof Error ? error.message : String(error);
  return new Error(`${prefix}: ${cause}`, { cause: error });
}
