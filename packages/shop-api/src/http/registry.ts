/**
 * What the server serves, recorded as it is registered: every contract call that route() registers
 * (the OpenAPI document is built from this list, so a call missing from the document cannot exist),
 * the file routes that answer bytes instead of JSON, and, through Fastify's onRoute hook, every route
 * at all (openapi.test.ts compares that list with the document, so nothing registered outside
 * route() goes unnoticed).
 */
import type { CallDef, ErrorStatus, HttpMethod } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { SessionRead } from '../sessions/session-query';

/** How route() registers a call (kept here, with the calls it records, so route.ts and the registry import one way only). */
export interface RouteOptions {
  /** Require the CSRF header on a GET too (state-changing methods always need it). */
  csrf?: boolean;
  /** Bytes; Fastify's default is 1 MiB. */
  bodyLimit?: number;
  /** Refusals and success status of a call whose contract leaves them out (the platform calls, which the shell's first load carries). */
  errors?: readonly ErrorStatus[];
  status?: 201;
  /** Called by another server (a payment provider's signed callback), not a browser: no CSRF header. */
  csrfExempt?: boolean;
  /** Keep the body's text in request.rawBody (a webhook signed over its bytes). */
  rawBody?: boolean;
  /** The handler's read, sent with the session query in one statement (readWithSession in the handler). */
  sessionRead?: SessionRead<unknown>;
}

export interface RegisteredCall {
  call: CallDef;
  options: RouteOptions;
}

/** A route that answers a file (an image, a download) or a redirect rather than JSON. */
export interface FileRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Content types of a successful answer; [] for a redirect. */
  produces: string[];
  /** The success status (200, 303 for a link that signs in and redirects, 201 and 204 for the tus upload's calls). */
  status: 200 | 201 | 204 | 303;
  signedIn?: boolean;
  /** A studio route: the staff role it needs (401 visitor, 403 customer) and, for a change, the staff CSRF header. */
  staffRole?: 'operator' | 'support';
  csrf?: boolean;
  /** Query parameters: name → what they mean. */
  query?: Record<string, string>;
  errors: readonly number[];
}

export interface ServedRoute {
  method: string;
  url: string;
}

interface Registry {
  calls: RegisteredCall[];
  files: FileRoute[];
  routes: ServedRoute[];
}

// keyed by app.shop: the same object in every encapsulated child of the app
const registries = new WeakMap<object, Registry>();

function registryOf(app: FastifyInstance): Registry {
  let registry = registries.get(app.shop);
  if (!registry) {
    registry = { calls: [], files: [], routes: [] };
    registries.set(app.shop, registry);
  }
  return registry;
}

export function recordCall(app: FastifyInstance, call: CallDef, options: RouteOptions): void {
  registryOf(app).calls.push({ call, options });
}

export function recordFileRoute(app: FastifyInstance, route: FileRoute): void {
  registryOf(app).files.push(route);
}

export const registeredCalls = (app: FastifyInstance): readonly RegisteredCall[] => registryOf(app).calls;
export const registeredFileRoutes = (app: FastifyInstance): readonly FileRoute[] => registryOf(app).files;
/** Every method and URL Fastify registered since watchRoutes (HEAD twins of GET routes included). */
export const servedRoutes = (app: FastifyInstance): readonly ServedRoute[] => registryOf(app).routes;

/** Called first in createServer, before any route exists. */
export function watchRoutes(app: FastifyInstance): void {
  const { routes } = registryOf(app);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, url: options.url ?? options.path });
  });
}
