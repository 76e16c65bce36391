/**
 * Every answer of the real server in the API tests is checked against the OpenAPI document: its
 * status must be one the operation lists, and its JSON must validate against the documented schema
 * (JSON Schema 2020-12, ajv). route() already checks answers with valibot; this checks the document
 * itself, the converted schemas and the listed statuses, with what the suite really sees. A mismatch
 * fails the test that caused it (setup.ts, afterEach).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../http/openapi/routes';

type Json = Record<string, unknown>;

const COMPONENTS_ID = 'https://shop.invalid/openapi-components';
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
let componentsAdded = false;
const validators = new Map<string, ValidateFunction>();

/** Refs of the document point into components; ajv resolves them in one schema holding those as $defs. */
const forAjv = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as Json;

function validatorFor(schema: unknown, components: Json): ValidateFunction {
  if (!componentsAdded) {
    ajv.addSchema({ $id: COMPONENTS_ID, $defs: forAjv(components) });
    componentsAdded = true;
  }
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(forAjv(schema));
    validators.set(key, validate);
  }
  return validate;
}

const mismatches: string[] = [];
/** Operations and statuses seen, for the test that proves the check runs. */
export const seenAnswers = new Set<string>();

export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0);
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The JSON schema a documented response (or the error response it refers to) promises. */
function responseSchema(doc: Json, response: Json): unknown {
  const resolved = typeof response.$ref === 'string' ? ((doc.components as Json).responses as Json)[response.$ref.split('/').pop()!] : response;
  return (((resolved as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
}

export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD' || reply.statusCode === 304 || app.shop.responseCheck !== 'throw') return payload;
    const doc = openApiDocument(app) as unknown as Json;
    const operation = ((doc.paths as Json)[toOpenApiPath(url)] as Json | undefined)?.[request.method.toLowerCase()] as Json | undefined;
    if (!operation) return payload;
    const where = `${request.method} ${url} answered ${reply.statusCode}`;
    seenAnswers.add(`${request.method} ${url} ${reply.statusCode}`);
    const response = (operation.responses as Json)[String(reply.statusCode)] as Json | undefined;
    if (!response) {
      mismatches.push(`${where}, a status the OpenAPI document does not list for it (${Object.keys(operation.responses as Json).join(', ')})`);
      return payload;
    }
    const schema = responseSchema(doc, response);
    if (schema === undefined || typeof payload !== 'string') return payload;
    const validate = validatorFor(schema, (doc.components as Json).schemas as Json);
    if (!validate(JSON.parse(payload)))
      mismatches.push(`${where} with JSON that does not match its documented schema: ${ajv.errorsText(validate.errors)} — ${payload.slice(0, 300)}`);
    return payload;
  });
}
