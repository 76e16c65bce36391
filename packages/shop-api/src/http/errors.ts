/**
 * The one error format (ApiErrorBody of the contracts) for every failure: our own ApiError,
 * Fastify's body-parsing errors, unknown paths and unexpected exceptions (logged, never shown).
 */
import type { ApiErrorBody } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFor } from '../portals/settings';

/** A field that failed: `kind` and `values` let a client word it itself (ApiErrorBody). */
export type FieldProblem = NonNullable<ApiErrorBody['fields']>[number];

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly fields?: FieldProblem[],
    /** What a client's own text for the error needs (the host that is taken). */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
  }

  /** A 409 on a stale version: who saved the newer one and when (the studio). */
  conflict?: { by: string; at: string };

  get body(): ApiErrorBody {
    const body: ApiErrorBody = this.fields ? { error: this.error, message: this.message, fields: this.fields } : { error: this.error, message: this.message };
    if (this.values) body.values = this.values;
    if (this.conflict) body.conflict = this.conflict;
    return body;
  }
}

const BUSY: Record<string, string> = {
  en: 'The shop is very busy right now. Please try again in a few seconds.',
  nb: 'Butikken har svært mye å gjøre akkurat nå. Prøv igjen om noen sekunder.',
};

/** Too much expensive work at once (password hashing): 503 with Retry-After, to retry in a moment. */
export class ServiceBusyError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'busy', BUSY.en!);
  }
}

/** The busy answer in the visitor's language (the user's, the session's, else the portal's). */
function busyAnswer(request: FastifyRequest, err: ServiceBusyError): ApiError {
  const portal = (request as { portal?: Parameters<typeof languageFor>[0] }).portal;
  const lang = portal ? languageFor(portal, request.user?.lang, request.session?.lang) : 'en';
  return new ApiError(503, err.error, BUSY[lang] ?? BUSY.en!);
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);

/**
 * A file the database names but the storage lacks (storage/: readStored): a 404, and a warning in the
 * log with the key, so an operator sees a lost file instead of a 500 (decision 0078).
 */
export class StoredFileMissing extends ApiError {
  constructor(readonly key: string) {
    super(404, 'not_found', 'File not found');
    this.name = 'StoredFileMissing';
  }
}

export function validationError(fields: FieldProblem[]): ApiError {
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new ApiError(400, 'validation', `Invalid request: ${summary}`, fields);
}

/** Fastify's own client errors, translated to our format. */
function fromFastifyError(err: FastifyError): ApiError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return validationError([{ field: 'body', message: 'Body is not valid JSON' }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError([{ field: 'body', message: 'Body is empty' }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type', 'Unsupported content type');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'bad_request', 'Content-Length does not match the body');
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, status === 404 ? 'not_found' : 'bad_request', err.message);
  return null;
}

export function sendError(reply: FastifyReply, err: ApiError): FastifyReply {
  // no-store also undoes a long cache header a static route set before its file turned out missing
  return reply.code(err.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(err.body);
}

/**
 * Errors Fastify's router answers before any route runs (a path that is not validly percent-encoded),
 * in the one format: Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    sendError(reply, validationError([{ field: 'path', message: 'The path is not validly percent-encoded' }]));
    return;
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  sendError(reply, new ApiError(status, 'bad_request', err.message));
}

/**
 * The router's longest path value. Longer than every value a call's contract allows (reset codes and
 * invite tokens are at most 128 characters), so a value over its limit is answered by the contract
 * (400 naming the parameter) instead of the router's 404; openapi.test.ts holds the two together.
 */
export const MAX_PARAM_LENGTH = 512;

/**
 * A Host header that is no host (`[::1]:99999`: a port over 65535) is refused with a 400 before
 * anything builds a URL from it; behind a trusted proxy X-Forwarded-Host is what counts.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.host;
    if (host === undefined || host === '') return;
    let valid: boolean;
    try {
      valid = new URL(`http://${host}/`).host !== '';
    } catch {
      valid = false;
    }
    if (!valid) return sendError(reply, validationError([{ field: 'headers.host', message: 'The Host header is not a valid host name and port (1–65535)' }]));
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const err = raw instanceof ApiError ? raw : fromFastifyError(raw);
    if (err) {
      if (err instanceof ServiceBusyError) {
        request.log.warn({ call: request.routeOptions.url }, 'busy: refused with 503');
        reply.header('retry-after', String(err.retryAfterSeconds));
        return sendError(reply, busyAnswer(request, err));
      } else if (err instanceof StoredFileMissing) request.log.warn({ key: err.key, call: request.routeOptions.url }, 'stored file missing');
      else if (err.statusCode >= 500) request.log.error({ err: raw }, err.message);
      return sendError(reply, err);
    }
    request.log.error({ err: raw }, 'unhandled error');
    return sendError(reply, new ApiError(500, 'internal', 'Internal server error'));
  });
}
