/**
 * The OpenAPI 3.1 document of the server: built from the calls route() registered (registry.ts) and
 * the file routes, with the contracts' valibot schemas converted to JSON Schema (json-schema.ts).
 * Status codes per operation follow from the call: 400 on every call (its contract, and control characters or depth in any query or body), 403 when it
 * needs the CSRF header, 401 when signedIn, 413/415 for a body, 500/503 everywhere, plus the call's own `errors`. File routes:
 * 400 (a bad Host header or percent-encoding), 500/503, 401 when signed in, plus their own `errors`.
 */
import {
  accessApi,
  accountApi,
  checkoutApi,
  commerceApi,
  CSRF_COOKIE,
  CSRF_HEADER,
  devApi,
  docsApi,
  editorApi,
  platformApi,
  SESSION_COOKIE,
  STAFF_CSRF_COOKIE,
  STAFF_SESSION_COOKIE,
  studioApi,
  studioCatalogApi,
  templatesApi,
  type CallDef,
} from '@shop/contracts';
import type { JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { FileRoute, RegisteredCall } from '../registry';
import { schemaConverter } from './json-schema';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_TITLE = 'Portrait shop API';

type Json = Record<string, unknown>;

const DOMAINS = {
  platform: platformApi,
  access: accessApi,
  account: accountApi,
  commerce: commerceApi,
  templates: templatesApi,
  editor: editorApi,
  checkout: checkoutApi,
  studio: { ...studioApi, ...studioCatalogApi },
  development: devApi,
  docs: docsApi,
} as const;

const TAGS: Record<string, string> = {
  platform: 'Portal settings, the current user, the cart badge, content pages, support recordings.',
  access: 'Picture codes, sign-in, registration, password reset.',
  account: 'Picture sets, favourites, yearbook pose, sharing, contact information.',
  commerce: 'Products and prices, package offers, catalogues, the cart.',
  templates: 'Template categories, template lists and definitions (the catalogue and the editor read them).',
  editor: 'The editor: own uploads, recent images, filling templates from a picture set, package instances.',
  checkout: 'Checkout, the payment handover and the providers’ callbacks, receipts and order history.',
  studio: 'The studio: staff sign-in, portals, settings, brand, modules, content and the audit log (x-staff-role names the role each call needs).',
  files: 'Pictures and downloads: bytes, not JSON.',
  development: 'Development only (not served in production): the outbox.',
  docs: 'This document.',
};

/** Name and domain of each contract call, by identity. */
function callNames(): Map<CallDef, { name: string; tag: string }> {
  const names = new Map<CallDef, { name: string; tag: string }>();
  for (const [tag, calls] of Object.entries(DOMAINS)) for (const [name, call] of Object.entries(calls)) names.set(call as CallDef, { name, tag });
  return names;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request does not match the contract (`fields` names each failed field as params.…, query.…, body.…, headers.…), its body is not JSON, its path is not validly percent-encoded (`path`), or its Host header is no host name and port (`headers.host`).',
  401: 'Not signed in (or, for sign-in, wrong e-mail or password).',
  403: 'Refused: the CSRF header is missing or wrong, or the customer may not do this.',
  404: 'No such thing for this customer and portal.',
  409: 'Refused in the current state of the thing (the text says why).',
  410: 'Gone: expired.',
  413: 'The body is too large.',
  415: 'The body is not application/json.',
  429: 'Too many attempts: wait for the Retry-After header’s seconds.',
  500: 'An error of the server (logged; the answer tells nothing more).',
  503: 'Not ready: no portal is configured yet (an empty installation), or, for the health check, the database does not answer.',
};

const errorResponse = (status: number): Json => ({ $ref: `#/components/responses/Error${status}` });

const summaryOf = (name: string) =>
  name
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

/** One OpenAPI parameter per entry of an object schema. */
function parameters(schema: v.GenericSchema | undefined, where: 'path' | 'query', convert: (s: v.GenericSchema) => JsonSchema): Json[] {
  if (!schema) return [];
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries;
  if (!entries) return [{ name: where, in: where, required: true, schema: convert(schema) }];
  return Object.entries(entries).map(([name, entry]) => ({
    name,
    in: where,
    required: where === 'path' || !OPTIONAL.has(entry.type),
    schema: convert(entry),
  }));
}

export function errorStatuses(call: CallDef, options: { errors?: readonly number[]; csrfExempt?: boolean } = {}): number[] {
  const withBody = call.method !== 'GET';
  // 500 and 503 (no portal configured yet) can come from any call
  const statuses = new Set<number>([500, 503, ...(call.errors ?? []), ...(options.errors ?? [])]);
  // Every call: besides its contract, any query or body is checked for control characters and depth.
  statuses.add(400);
  if ((withBody || call.csrf) && !options.csrfExempt) statuses.add(403);
  if (call.signedIn) statuses.add(401);
  // a studio call: 401 visitor, 403 customer or lesser role (or second factor still to enrol)
  if (call.staffRole) for (const s of [401, 403]) statuses.add(s);
  if (withBody) for (const s of [413, 415]) statuses.add(s);
  return [...statuses].sort();
}

export const successStatus = (call: CallDef, options: { status?: number } = {}) => options.status ?? call.status ?? 200;

function operation({ call, options }: RegisteredCall, names: ReturnType<typeof callNames>, convert: (s: v.GenericSchema) => JsonSchema): Json {
  const known = names.get(call);
  const name = known?.name ?? `${call.method.toLowerCase()}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
  const csrf = (call.method !== 'GET' || Boolean(call.csrf)) && !options.csrfExempt;
  const notes = [
    call.signedIn && 'Needs a signed-in customer (401 otherwise).',
    call.staffRole &&
      `Needs a signed-in staff member (the \`${STAFF_SESSION_COOKIE}\` cookie) with the role \`${call.staffRole}\`: 401 for a visitor, 403 for a customer or a lesser role, 404 for a portal that is not theirs. The CSRF header carries the \`${STAFF_CSRF_COOKIE}\` cookie's value.`,
    csrf && `Needs the \`${CSRF_HEADER}\` header with the value of the \`${CSRF_COOKIE}\` cookie (403 otherwise).`,
    call.path.endsWith('.php') &&
      'A path of the photographer’s existing back end: a domain failure answers 200 in the legacy shape (`error`), only a malformed request gets the standard error.',
  ].filter(Boolean);
  const responses: Json = {
    [successStatus(call, options)]: call.produces
      ? { description: 'The file.', content: Object.fromEntries(call.produces.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
      : { description: 'The answer.', content: { 'application/json': { schema: convert(call.response) } } },
  };
  for (const status of errorStatuses(call, options)) responses[status] = errorResponse(status);
  const op: Json = {
    operationId: name,
    summary: summaryOf(name),
    tags: [known?.tag ?? 'other'],
    parameters: [...parameters(call.params, 'path', convert), ...parameters(call.query, 'query', convert)],
    responses,
    // a visitor without a session may call the rest; the CSRF token lives in the session
    security: call.staffRole
      ? [csrf ? { staffSession: [], csrf: [] } : { staffSession: [] }]
      : csrf
        ? [{ session: [], csrf: [] }]
        : call.signedIn
          ? [{ session: [] }]
          : [{}, { session: [] }],
    'x-signed-in': Boolean(call.signedIn),
    'x-csrf': csrf,
  };
  if (call.staffRole) op['x-staff-role'] = call.staffRole;
  if (notes.length) op.description = notes.join('\n\n');
  if (call.body) {
    const type = call.multipart ? 'multipart/form-data' : 'application/json';
    op.requestBody = { required: true, content: { [type]: { schema: convert(call.body) } } };
  }
  return op;
}

function fileOperation(route: FileRoute): Json {
  const params = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const query = Object.entries(route.query ?? {}).map(([name, description]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  const ok =
    route.status === 303
      ? { description: 'Redirects (Location) to the shop.' }
      : route.produces.length === 0
        ? { description: 'Done (the protocol’s headers carry the answer).' }
        : {
            description: 'The file.',
            content: Object.fromEntries(route.produces.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
          };
  const responses: Json = { [route.status]: ok };
  const refusals = [...(route.signedIn || route.staffRole ? [401] : []), ...(route.staffRole || route.csrf ? [403] : [])];
  // 400: a Host header that is no host, or a path value that is not validly percent-encoded (the router's check)
  for (const status of [...new Set([400, 500, 503, ...route.errors, ...refusals])].sort()) responses[status] = errorResponse(status);
  const name = route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()).replace(/^./, (c) => c.toLowerCase());
  const staff = route.staffRole
    ? { security: route.csrf ? [{ staffSession: [], csrf: [] }] : [{ staffSession: [] }], 'x-staff-role': route.staffRole, 'x-csrf': Boolean(route.csrf) }
    : null;
  return {
    // one path may have several methods (the tus upload's): the method names each but the GET
    operationId: route.method === 'GET' ? name : `${route.method.toLowerCase()}${name.replace(/^./, (c) => c.toUpperCase())}`,
    summary: route.summary,
    tags: ['files'],
    parameters: [...params, ...query],
    responses,
    security: route.signedIn ? [{ session: [] }] : [{}, { session: [] }],
    'x-signed-in': Boolean(route.signedIn),
    'x-csrf': false,
    ...(route.signedIn ? { description: 'Needs a signed-in customer (401 otherwise).' } : {}),
    ...staff,
  };
}

export interface OpenApiDocument extends Json {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, JsonSchema> } & Json;
}

export function buildOpenApiDocument(calls: readonly RegisteredCall[], files: readonly FileRoute[], version: string): OpenApiDocument {
  const converter = schemaConverter();
  const convert = (schema: v.GenericSchema) => converter.convert(schema);
  const names = callNames();
  const paths: Record<string, Record<string, Json>> = {};
  const add = (method: string, path: string, op: Json) => {
    const key = toOpenApiPath(path);
    paths[key] ??= {};
    paths[key][method.toLowerCase()] = op;
  };
  for (const registered of calls) add(registered.call.method, registered.call.path, operation(registered, names, convert));
  for (const route of files) add(route.method, route.path, fileOperation(route));

  const statuses = new Set<number>();
  for (const ops of Object.values(paths))
    for (const op of Object.values(ops)) for (const s of Object.keys(op.responses as Json)) if (Number(s) >= 400) statuses.add(Number(s));
  const usedTags = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags as string[])));

  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version,
      description: [
        'Every call of the shop, generated at start from the valibot schemas in `@shop/contracts` that the server validates with, so it cannot drift from what the server checks.',
        'Paths are served exactly as written, including the legacy `.php` paths of the photographer’s existing back end.',
        `A browser starts with \`GET /api/webshop/user\`, which sets the session cookie \`${SESSION_COOKIE}\` (HttpOnly) and the readable \`${CSRF_COOKIE}\` cookie; every state-changing call, and the GET calls marked so, sends that value in the \`${CSRF_HEADER}\` header.`,
        'Every failure has one format (`ApiErrorBody`): `error` (a code), `message` (a text for people), and for 400 `fields`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS)
      .filter(([tag]) => usedTags.has(tag))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      // ApiErrorBody is one of them: the error responses refer to it
      schemas: converter.components(),
      responses: Object.fromEntries(
        [...statuses]
          .sort()
          .map((status) => [
            `Error${status}`,
            { description: STATUS_TEXT[status] ?? 'Refused.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } } },
          ]),
      ),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie, set by GET /api/webshop/user and by sign-in.' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description: 'The staff session cookie (Path=/studio and /api/studio), set by POST /api/studio/sign-in.',
        },
        csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: `The value of the ${CSRF_COOKIE} cookie.` },
      },
    },
  };
}
