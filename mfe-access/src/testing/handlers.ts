import * as v from 'valibot';
import { http, HttpResponse, type DefaultBodyType, type RequestHandler } from 'msw';
import { ApiErrorBody, platformApi, type BodyOf, type CallDef, type ResponseOf } from '@shop/contracts/core';
import { accessApi } from '@shop/contracts/access';
import { anonymousUserFixture } from './fixtures';

export interface ContractRequest<C extends CallDef> {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  body: BodyOf<C>;
}

type Resolver<C extends CallDef> = (req: ContractRequest<C>) => ResponseOf<C> | Response | Promise<ResponseOf<C> | Response>;

/**
 * An msw handler for one contract: its method and path (any origin). The request is checked against
 * the contract's query and body schemas (a 400 in the server's format when it breaks them, as the
 * server answers), the mock's answer against the response schema (the test fails if it breaks it).
 */
export function handle<C extends CallDef>(def: C, resolve: Resolver<C>): RequestHandler {
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${def.path}`, async ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const body = request.headers.get('content-type')?.includes('application/json') ? await request.clone().json() : undefined;
    for (const [schema, value] of [
      [def.query, Object.fromEntries(query)],
      [def.body, body],
      [def.params, params],
    ] as const) {
      if (!schema) continue;
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) return apiError(400, v.summarize(parsed.issues));
    }
    const result = await resolve({ request, params: params as Record<string, string>, query, body: body as BodyOf<C> });
    if (result instanceof Response) return result;
    return HttpResponse.json(v.parse(def.response, result) as DefaultBodyType);
  });
}

/** The server's error format with a status. */
export function apiError(status: number, message: string): Response {
  return HttpResponse.json(v.parse(ApiErrorBody, { error: status === 429 ? 'too_many_requests' : 'bad_request', message }), { status });
}

/** A lost connection. */
export function networkFailure(): Response {
  return HttpResponse.error();
}

/** What every test starts with: a visitor, so the session refresh after sign-in has an answer. */
export function defaultHandlers(): RequestHandler[] {
  return [handle(platformApi.currentUser, () => ({ user: anonymousUserFixture() }))];
}

export { accessApi, platformApi };
