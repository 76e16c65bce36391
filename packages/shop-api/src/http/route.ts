/**
 * Registers a contract call at its exact path. Params, query and body are checked with the call's
 * valibot schemas before the handler runs; a failure is a 400 naming each field (body.email).
 * Outside production answers are checked against the response schema too (a sample of them, see
 * LOG_CHECK_EVERY), so a server that drifts from the contract shows up in the log (or fails the
 * tests, which set 'throw' and check every answer).
 * A call marked signedIn answers 401 to a visitor before its handler runs, and every registered call
 * is recorded for the OpenAPI document (registry.ts).
 */
import { MULTILINE_FIELDS, textInputProblems, type CallDef } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../sessions/signed-in';
import { ApiError, type FieldProblem, validationError } from './errors';
import { recordCall, type RouteOptions } from './registry';

export interface CallInput<P extends v.GenericSchema, Q extends v.GenericSchema, B extends v.GenericSchema> {
  params: v.InferOutput<P>;
  query: v.InferOutput<Q>;
  body: v.InferOutput<B>;
}

export type { RouteOptions } from './registry';

type Field = FieldProblem;

/** Every studio call lives under it; the staff session's cookie is scoped to it. */
export const STUDIO_PREFIX = '/api/studio/';

/**
 * 'log' (the default outside production) checks a call's first answers and then one in
 * LOG_CHECK_EVERY: a drift from the contract still shows in the log, while a large answer's check
 * (which costs about as much as building it) no longer runs on every request. 'throw' (the tests)
 * checks every answer.
 */
const LOG_CHECK_FIRST = 20;
const LOG_CHECK_EVERY = 50;

function check(schema: v.GenericSchema | undefined, value: unknown, where: string, fields: Field[]): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    // the rule's kind and its limit (a number or a text, not a pattern) for clients that word it themselves
    const requirement = typeof issue.requirement === 'number' || typeof issue.requirement === 'string' ? { values: { requirement: issue.requirement } } : {};
    fields.push({ field: path ? `${where}.${path}` : where, message: issue.message, kind: issue.type, ...requirement });
  }
  return undefined;
}

export function route<P extends v.GenericSchema, Q extends v.GenericSchema, B extends v.GenericSchema, R extends v.GenericSchema>(
  app: FastifyInstance,
  call: CallDef<P, Q, B, R>,
  handler: (input: CallInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply) => Promise<v.InferInput<R>>,
  opts: RouteOptions = {},
): void {
  recordCall(app, call, opts);
  let answers = 0;
  const sampled = () => answers++ < LOG_CHECK_FIRST || answers % LOG_CHECK_EVERY === 0;
  app.route({
    method: call.method,
    url: call.path,
    bodyLimit: opts.bodyLimit,
    config: {
      csrf: opts.csrf ?? call.csrf,
      csrfExempt: opts.csrfExempt,
      rawBody: opts.rawBody,
      sessionRead: opts.sessionRead,
      // a studio call: the studio's own hooks check the staff session, its role and its CSRF token (studio/session.ts)
      staff: call.path.startsWith(STUDIO_PREFIX),
      staffRole: call.staffRole,
    },
    handler: async (request, reply) => {
      // every text of every call: no control characters, no lone surrogates, bounded JSON depth
      const multiline = MULTILINE_FIELDS[`${call.method} ${call.path}`];
      const fields: Field[] = [
        ...textInputProblems(request.params, 'params'),
        ...textInputProblems(request.query, 'query'),
        ...textInputProblems(request.body, 'body', multiline),
      ];
      if (fields.length > 0) throw validationError(fields);
      const input = {
        params: check(call.params, request.params, 'params', fields),
        query: check(call.query, request.query, 'query', fields),
        // a call without a body schema ignores whatever was sent
        body: check(call.body, request.body, 'body', fields),
      } as CallInput<P, Q, B>;
      if (fields.length > 0) throw validationError(fields);
      if (call.signedIn) requireUser(request);

      // answers are per visitor (cookies): no cache may keep them unless the handler says so
      reply.header('cache-control', 'no-store');
      const result = await handler(input, request, reply);
      // a file call (call.produces) has sent its bytes through the reply
      if (call.produces) return reply;
      const mode = app.shop.responseCheck;
      if (mode === 'throw' || (mode === 'log' && sampled())) {
        const checked = v.safeParse(call.response, result);
        if (!checked.success) {
          const issues = checked.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
          request.log.error({ call: `${call.method} ${call.path}`, issues }, 'response does not match the contract');
          if (mode === 'throw') throw new ApiError(500, 'contract', `Response does not match the contract: ${issues.join('; ')}`);
        }
      }
      return result;
    },
  });
}
