import { Validator } from '@seriousme/openapi-schema-validator';
import { api, defineCall } from '@shop/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeAnswerMismatches } from '../../testing/openapi-answers';
import { createTestApp, type TestApp } from '../../testing/harness';
import { ApiError } from '../errors';
import { servedRoutes } from '../registry';
import { route } from '../route';
import { schemaConverter } from './json-schema';

type Operation = { operationId: string; responses: Record<string, unknown>; security: unknown[]; 'x-signed-in': boolean; 'x-csrf': boolean } & Record<
  string,
  unknown
>;
type Doc = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

/** Routes under /api/ that are deliberately not in the document, each with its reason. */
const NOT_DOCUMENTED: Record<string, string> = {
  'POST /api/operator/run': 'the operator CLI handing a command to the running server (loopback and the server’s token only): not an API for other teams',
};

// answers that break the document, to prove the suite-wide answer check catches them
const undocumentedStatus = defineCall({ method: 'GET', path: '/api/test/openapi/conflict', response: v.object({ ok: v.boolean() }) });
const notJson = defineCall({ method: 'GET', path: '/api/test/openapi/infinity', response: v.object({ n: v.number() }) });

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { operatorToken: 'openapi-test-token' } });
  route(t.app, undocumentedStatus, async () => {
    throw new ApiError(409, 'conflict', 'A refusal the contract does not list');
  });
  // valibot's number() takes Infinity; JSON turns it into null, which the documented schema refuses
  route(t.app, notJson, async () => ({ n: Number.POSITIVE_INFINITY }));
  await t.app.ready();
  const res = await t.client().get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
const key = (method: string, fastifyPath: string) => `${method} ${fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.info.title).toBe('Portrait shop API');
  });

  it('lists every route Fastify registered under /api/ and every legacy path, and only those', () => {
    const served = servedRoutes(t.app).filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/api/') || r.url.endsWith('.php')));
    const exceptions = new Set(Object.keys(NOT_DOCUMENTED));
    expect(served.some((r) => exceptions.has(`${r.method} ${r.url}`))).toBe(true);
    const expected = served.filter((r) => !exceptions.has(`${r.method} ${r.url}`)).map((r) => key(r.method, r.url));
    expect(
      operations()
        .map(({ method, path }) => `${method} ${path}`)
        .sort(),
    ).toEqual([...new Set(expected)].sort());
  });

  it('has every call of the contracts at its exact path, named as in the contracts', () => {
    for (const [name, call] of Object.entries(api)) {
      const op = doc.paths[call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(op?.operationId, `${name}: ${call.method} ${call.path}`).toBe(name);
    }
    expect(doc.paths['/ajax/prophoto/verify_subject_code.php']?.get).toBeDefined();
    expect(doc.paths['/api/webshop/pictures/{pictureUuid}/{width}']?.get?.responses['200']).toMatchObject({ content: { 'image/jpeg': {} } });
  });

  it('says which calls need the CSRF header and a signed-in customer, with the statuses each can answer', () => {
    const verify = doc.paths['/ajax/prophoto/verify_subject_code.php']!.get!;
    expect(verify['x-csrf']).toBe(true);
    expect(verify['x-signed-in']).toBe(false);
    expect(verify.security).toEqual([{ session: [], csrf: [] }]);
    expect(Object.keys(verify.responses)).toEqual(['200', '400', '403', '429', '500', '503']);

    const set = doc.paths['/api/webshop/user/picture-sets/{subjectUuid}']!.get!;
    expect(set['x-signed-in']).toBe(true);
    expect(set['x-csrf']).toBe(false);
    expect(set.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/webshop/shop-settings']!.get!.security).toEqual([{}, { session: [] }]);
    expect(Object.keys(set.responses)).toEqual(['200', '400', '401', '404', '500', '503']);

    const addLines = doc.paths['/api/webshop/cart/lines']!.post!;
    expect(Object.keys(addLines.responses)).toEqual(['200', '400', '401', '403', '409', '413', '415', '500', '503']);
    expect(addLines.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/AddLinesBody' } } } });
    expect(doc.paths['/api/webshop/debug/recordings']!.post!.responses['201']).toBeDefined();

    expect(doc.components.securitySchemes!.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'shop_sid' });
    expect(doc.components.responses!.Error429).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } } });
  });

  it('converts the contracts’ schemas, and describes what JSON Schema cannot express', () => {
    const schemas = doc.components.schemas!;
    expect(schemas.PictureCode).toEqual({
      type: 'string',
      description: 'Surrounding white space is removed before the other checks.',
      minLength: 1,
      maxLength: 64,
    });
    expect(schemas.VerifyCodeAnswer).toMatchObject({
      anyOf: [
        { title: 'verified', additionalProperties: false },
        { title: 'redirect', additionalProperties: false },
        { title: 'invalid', additionalProperties: false },
      ],
    });
    const limit = (doc.paths['/api/webshop/dev/mailbox']!.get!.parameters as { name: string; schema: { description: string } }[]).find(
      (p) => p.name === 'limit',
    )!;
    expect(limit.schema.description).toContain('The server converts the value');
    expect(limit.schema.description).toContain('max value 500');
  });

  it('describes a check it does not know instead of failing (new building blocks of the contracts)', () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is about control characters
    const custom = { ...v.check((s: string) => !/[\u0000-\u001f]/.test(s), 'No control characters'), type: 'no_control_characters' };
    const schema = v.pipe(v.string(), v.maxLength(10), custom as unknown as ReturnType<typeof v.check<string, string>>);
    expect(schemaConverter().convert(schema)).toEqual({
      type: 'string',
      maxLength: 10,
      description: 'Also checked by the server (no control characters: No control characters).',
    });
    expect(
      schemaConverter().convert(
        v.pipe(
          v.string(),
          v.check(() => true, 'Must be kind'),
        ),
      ),
    ).toMatchObject({ description: 'Also checked by the server: Must be kind.' });
  });

  it('the API tests’ answer check fails on a status or an answer the document does not have', async () => {
    takeAnswerMismatches();
    expect((await t.client().get('/api/test/openapi/conflict')).statusCode).toBe(409);
    expect((await t.client().get('/api/test/openapi/infinity')).json()).toEqual({ n: null });
    const mismatches = takeAnswerMismatches();
    expect(mismatches).toHaveLength(2);
    expect(mismatches[0]).toContain('GET /api/test/openapi/conflict answered 409, a status the OpenAPI document does not list for it');
    expect(mismatches[1]).toContain('GET /api/test/openapi/infinity answered 200 with JSON that does not match its documented schema');
  });
});
