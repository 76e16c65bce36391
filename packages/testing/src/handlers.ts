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
  const path = contractPath.replace(/::/g, '\u0000').replace(/(:[A-Za-z0-9_]+)\([^)]*\)/g, '$1').replace(/\u0000/g, '\\:');
  return `*${path}`;
}

type Info = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];

/** What a contract handler resolver gets: msw's info plus the JSON body, already read. */
export type ContractResolverInfo<C extends CallDef> = Info & { body: BodyOf<C> | undefined };

/**
 * A resolver answers with a Response (HttpResponse.json(…), apiError(…)), with a plain value that is
 * checked against the contract's response schema and sent as JSON, or with undefined to fall through.
 */
export type ContractResolver<C extends CallDef> = (
  info: ContractResolverInfo<C>,
) => Response | ResponseOf<C> | undefined | Promise<Response | ResponseOf<C> | undefined>;

/** An msw handler for one contract: its method and path, the answer checked against the contract. */
export function handler<C extends CallDef>(def: C, resolver: ContractResolver<C>): RequestHandler {
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const resolve: HttpResponseResolver = async (info) => {
    let body: BodyOf<C> | undefined;
    if (info.request.headers.get('content-type')?.includes('application/json')) {
      body = (await info.request.clone().json()) as BodyOf<C>;
    }
    const result: unknown = await resolver({ ...info, body } as ContractResolverInfo<C>);
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

/** The server's error format (ApiErrorBody) with a status. */
export function apiError(status: number, message: string, error = status === 404 ? 'not_found' : 'error'): Response {
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
