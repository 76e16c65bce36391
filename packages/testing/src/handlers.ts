import * as v from 'valibot';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams, type RequestHandler } from 'msw';
import { api, ApiErrorBody, type BodyOf, type CallDef, type ResponseOf } from '@shop/contracts';
import { emptyCart, pageSettings, shopSettings, users } from './fixtures';

/**
 * A contract path (Fastify style) as an msw path: regex constraints ":id(^\\d+$)" are dropped (msw has
 * none), the Fastify escape "::" becomes a literal colon, and any origin matches (the client calls
 * relative paths; jsdom resolves them against its own location).
 */
export function mswPath(contractPath: string): string {
  // NUL stands in for the escaped colon while the other colons are rewritten.
  const ESCAPED_COLON = '\u0000';
  const path = contractPath
    .replace(/::/g, ESCAPED_COLON)
    .replace(/(:[A-Za-z0-9_]+)\([^)]*\)/g, '$1')
    .replaceAll(ESCAPED_COLON, '\\:');
  return `*${path}`;
}

type Info = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];

/**
 * What a contract handler resolver gets: msw's info, the query, and the JSON body, already read (and
 * checked against the contract's body schema, so a call with a body schema always has one).
 */
export type ContractResolverInfo<C extends CallDef> = Info & { body: BodyOf<C>; query: URLSearchParams };

/**
 * A resolver answers with a Response (HttpResponse.json(…), apiError(…)), with a plain value that is
 * checked against the contract's response schema and sent as JSON, or with undefined to fall through.
 */
export type ContractResolver<C extends CallDef> = (
  info: ContractResolverInfo<C>,
) => Response | ResponseOf<C> | undefined | Promise<Response | ResponseOf<C> | undefined>;

/**
 * An msw handler for one contract: its method and path. The request is checked against the contract's
 * params, query and body schemas (a 400 in the server's format when it breaks them, as the server
 * answers); the mock's answer against the response schema (the test fails when it breaks it).
 */
// NoInfer: C comes from the call alone, so a resolver's answer is typed by it (`valid: false` stays a literal and picks its mode)
export function handler<C extends CallDef>(def: C, resolver: NoInfer<ContractResolver<C>>): RequestHandler {
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const resolve: HttpResponseResolver = async (info) => {
    let body: BodyOf<C> | undefined;
    if (info.request.headers.get('content-type')?.includes('application/json')) {
      body = (await info.request.clone().json()) as BodyOf<C>;
    }
    const query = new URL(info.request.url).searchParams;
    const invalid = requestProblem(def, info.params, query, body);
    if (invalid) return apiError(400, invalid, 'validation');
    const result: unknown = await resolver({ ...info, body, query } as ContractResolverInfo<C>);
    if (result === undefined) return undefined;
    if (result instanceof Response) return result;
    const parsed = v.safeParse(def.response, result);
    if (!parsed.success) {
      throw new Error(`Mock answer of ${def.method} ${def.path} breaks the contract: ${v.summarize(parsed.issues)}`);
    }
    return HttpResponse.json(result as DefaultBodyType);
  };
  return http[method](mswPath(def.path), resolve);
}

/** What breaks the contract in a request (as the server's route() checks it), or undefined. */
function requestProblem(def: CallDef, params: PathParams, query: URLSearchParams, body: unknown): string | undefined {
  // repeated keys (email[]=a&email[]=b) arrive as arrays, as Fastify parses them
  const queryObject: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    queryObject[key] = all.length > 1 ? all : all[0]!;
  }
  for (const [schema, value] of [
    [def.params, params],
    [def.query, queryObject],
    [def.body, body],
  ] as const) {
    if (!schema) continue;
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) return v.summarize(parsed.issues);
  }
  return undefined;
}

/** A lost connection (the client's network error). */
export function networkFailure(): Response {
  return HttpResponse.error();
}

/** The server's error format (ApiErrorBody) with a status. */
export function apiError(status: number, message: string, error = status === 404 ? 'not_found' : status === 429 ? 'too_many_requests' : 'error'): Response {
  const body: ApiErrorBody = v.parse(ApiErrorBody, { error, message });
  return HttpResponse.json(body, { status });
}

/** Answers every module needs: portal settings, an anonymous visitor, an empty cart, the language. */
export function defaultHandlers(): RequestHandler[] {
  return [
    handler(api.shopSettings, () => shopSettings),
    handler(api.pageSettings, () => pageSettings),
    handler(api.currentUser, () => ({ user: users.anonymous })),
    handler(api.cartSummary, () => emptyCart),
    handler(api.setLanguage, ({ body }) => ({ lang: body?.lang ?? 'en' })),
  ];
}

export { http, HttpResponse };
