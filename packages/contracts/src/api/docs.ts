import * as v from 'valibot';
import { defineCall } from '../call';

/**
 * The API described for other teams: an OpenAPI 3.1 document the server builds at start from the
 * calls it registers (docs/decisions, "OpenAPI from the contracts"). Not in the core entry: no module
 * of the shop reads it.
 */
export const OpenApiDocument = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
  components: v.looseObject({ schemas: v.record(v.string(), v.unknown()) }),
});

export const docsApi = {
  openApi: defineCall({ method: 'GET', path: '/api/openapi.json', response: OpenApiDocument }),
} as const;
