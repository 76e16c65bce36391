import * as v from 'valibot';

/** A call of the API: method, the exact path pattern the spec names, and the schemas both sides share. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Error statuses a call answers besides those its shape implies (400 for input, 403 for the CSRF
 * header, 413/415 for a body, 401 for signedIn, 404 for a path id): the domain's own refusals.
 * The OpenAPI document lists them; the API tests fail on a status a call does not list.
 */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

export interface CallDef<
  P extends v.GenericSchema = v.GenericSchema,
  Q extends v.GenericSchema = v.GenericSchema,
  B extends v.GenericSchema = v.GenericSchema,
  R extends v.GenericSchema = v.GenericSchema,
> {
  method: HttpMethod;
  /** Fastify-style pattern, e.g. /api/webshop/legacy-pages/:id */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /**
   * The success answer is a file of one of these types (a zip, a CSV, a picture), not JSON: the server
   * streams it and `response` describes nothing. The studio's downloads are links to such calls.
   */
  produces?: readonly string[];
  /** Body sent as multipart/form-data (uploads). */
  multipart?: boolean;
  /** A GET that changes state (the legacy paths do): it needs the CSRF header too. */
  csrf?: boolean;
  /** Only for a signed-in customer: the server answers 401 to anyone else before the handler runs. */
  signedIn?: boolean;
  /** The call's own refusals (see ErrorStatus). */
  errors?: readonly ErrorStatus[];
  /** The success status when it is not 200 (201: created). */
  status?: 201;
  /**
   * A studio call: the staff role it needs ('support' also passes 'operator'). The server answers 401
   * to a visitor, 403 to a customer or a lesser role, 404 to an operator for a portal not theirs.
   */
  staffRole?: 'operator' | 'support';
}
// The platform calls (in the shell's first load) leave errors and status to the server's route() options: no bytes there.

export function defineCall<
  P extends v.GenericSchema = v.GenericSchema,
  Q extends v.GenericSchema = v.GenericSchema,
  B extends v.GenericSchema = v.GenericSchema,
  R extends v.GenericSchema = v.GenericSchema,
>(def: CallDef<P, Q, B, R>): CallDef<P, Q, B, R> {
  return def;
}

export type ParamsOf<C> = C extends CallDef<infer P, v.GenericSchema, v.GenericSchema, v.GenericSchema> ? v.InferInput<P> : never;
export type QueryOf<C> = C extends CallDef<v.GenericSchema, infer Q, v.GenericSchema, v.GenericSchema> ? v.InferInput<Q> : never;
export type BodyOf<C> = C extends CallDef<v.GenericSchema, v.GenericSchema, infer B, v.GenericSchema> ? v.InferInput<B> : never;
export type ResponseOf<C> = C extends CallDef<v.GenericSchema, v.GenericSchema, v.GenericSchema, infer R> ? v.InferOutput<R> : never;

/** Fill a path pattern (":id") with values, URL-encoding each. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** What a refusal's text needs (a limit, a host, a ratio), by name. */
export const ErrorValues = v.record(v.string(), v.union([v.string(), v.number()]));

/** The one error format the server answers with (HTTP 4xx/5xx). */
export const ApiErrorBody = v.object({
  error: v.string(),
  message: v.string(),
  /**
   * For validation errors: the fields that failed, as dotted paths (body.email); `kind` names the rule that failed
   * (valibot's issue type, such as max_length, or the server's own, such as contrast) and `values` what a text
   * about it needs (the limit, a ratio), so a client can say it in its own words and language.
   */
  fields: v.optional(v.array(v.object({ field: v.string(), message: v.string(), kind: v.optional(v.string()), values: v.optional(ErrorValues) }))),
  /** What a client's own text for `error` needs (the host that is taken, the page id that exists). */
  values: v.optional(ErrorValues),
  /** For 409 on a stale version (the studio): who saved the newer version, and when (ISO 8601). */
  conflict: v.optional(v.object({ by: v.string(), at: v.string() })),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

/** Header every state-changing call carries; the value comes from the csrf cookie. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'shop_csrf';
export const SESSION_COOKIE = 'shop_sid';
