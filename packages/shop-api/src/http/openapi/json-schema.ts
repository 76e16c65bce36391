/**
 * valibot → JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) with the official converter.
 * What JSON Schema cannot say (a transform, a trim, a custom check, an action this converter does not
 * know yet) does not fail the document: the schema gets a description saying what the server does,
 * and the rest of the schema is kept. Named schemas of @shop/contracts (User, Cart, Email …) become
 * components/schemas and are referenced, so a generated client gets their names.
 */
import * as contracts from '@shop/contracts';
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type AnySchema = v.GenericSchema;
type Action = { kind: string; type: string; message?: unknown; requirement?: unknown };

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'schema' &&
  typeof (value as { '~run'?: unknown })['~run'] === 'function';

/** Every exported schema of the contracts with a type-like name: the document's components. */
function namedSchemas(): Record<string, AnySchema> {
  const named: Record<string, AnySchema> = {};
  for (const [name, value] of Object.entries(contracts)) if (/^[A-Z]/.test(name) && isSchema(value)) named[name] = value;
  return named;
}

const WHAT_IT_DOES: Record<string, string> = {
  trim: 'Surrounding white space is removed before the other checks.',
  trim_start: 'Leading white space is removed before the other checks.',
  trim_end: 'Trailing white space is removed before the other checks.',
  to_lower_case: 'Turned into lower case before the other checks.',
  to_upper_case: 'Turned into upper case before the other checks.',
  transform: 'The server converts the value before the checks that follow.',
  normalize: 'Unicode-normalised before the other checks.',
};

/** A sentence for an action JSON Schema cannot express. */
export function describeAction(action: Action): string {
  const known = WHAT_IT_DOES[action.type];
  if (known) return known;
  const message = typeof action.message === 'string' ? `: ${action.message}` : '';
  if (action.type === 'check') return `Also checked by the server${message || ' in code'}.`;
  const { requirement } = action;
  const plain = typeof requirement === 'number' || typeof requirement === 'string' || typeof requirement === 'boolean';
  return `Also checked by the server (${action.type.replace(/_/g, ' ')}${plain ? ` ${String(requirement)}` : ''}${message}).`;
}

const withDescription = (jsonSchema: JsonSchema, sentence: string): JsonSchema => {
  const before = typeof jsonSchema.description === 'string' ? jsonSchema.description : '';
  return before.includes(sentence) ? jsonSchema : { ...jsonSchema, description: before ? `${before} ${sentence}` : sentence };
};

const COMPONENT_REF = '#/components/schemas/';

function config(definitions: Record<string, AnySchema>): ConversionConfig {
  return {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    definitions,
    overrideRef: ({ referenceId }) => `${COMPONENT_REF}${referenceId}`,
    // an action the converter cannot express (or does not know) keeps the schema and says what the server does
    overrideAction: ({ valibotAction, jsonSchema, errors }) => (errors?.length ? withDescription(jsonSchema, describeAction(valibotAction as Action)) : null),
    overrideSchema: ({ valibotSchema, jsonSchema, errors }) => {
      if (errors?.length) return withDescription(jsonSchema, `A value the server checks in code (${valibotSchema.type}).`);
      // a legacy answer with modes (answerModes, decision 0012): each alternative is titled with its mode's name
      const modes = (valibotSchema as { modes?: Record<string, unknown> }).modes;
      if (modes && Array.isArray(jsonSchema.anyOf))
        return { ...jsonSchema, anyOf: jsonSchema.anyOf.map((option, i) => ({ title: Object.keys(modes)[i], ...(option as object) })) };
      return null;
    },
  } as ConversionConfig;
}

export interface SchemaConverter {
  /** The JSON Schema of one schema: a $ref to a component, or inline. */
  convert(schema: AnySchema): JsonSchema;
  /** components/schemas: every named schema of the contracts. */
  components(): Record<string, JsonSchema>;
}

/** One converter per process: the contracts do not change while it runs. */
let shared: SchemaConverter | null = null;

export function schemaConverter(): SchemaConverter {
  if (shared) return shared;
  const definitions = namedSchemas();
  const conf = config(definitions);
  const cache = new WeakMap<AnySchema, JsonSchema>();
  let components: Record<string, JsonSchema> | null = null;
  shared = {
    convert(schema) {
      let converted = cache.get(schema);
      if (!converted) {
        const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(schema, conf) as JsonSchema & { $defs?: unknown };
        converted = rest;
        cache.set(schema, converted);
      }
      return converted;
    },
    components() {
      components ??= toJsonSchemaDefs(definitions, conf) as Record<string, JsonSchema>;
      return components;
    },
  };
  return shared;
}
