/**
 * POST /api/operator/run: lets the operator CLI run a command inside the server that holds the
 * PGlite folder. Only from this machine (loopback socket, not X-Forwarded-For) and only with the
 * token the server wrote to its 0600 lock file. No cookies are involved, so CSRF does not apply.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ApiError, validationError } from '../http/errors';
import { runCommandLine } from './run';

export const OPERATOR_PATH = '/api/operator/run';
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

const Body = v.object({
  argv: v.pipe(v.array(v.pipe(v.string(), v.maxLength(1000))), v.maxLength(50)),
  cwd: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A plugin in its own scope; `token` is the one of the server's lock file. */
export const operatorPlugin: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  const expected = Buffer.from(token);
  app.post(OPERATOR_PATH, { config: { csrfExempt: true } }, async (request) => {
    const given = Buffer.from(String(request.headers[OPERATOR_TOKEN_HEADER] ?? ''));
    const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(403, 'forbidden', 'Operator commands are only accepted from this machine with the server token');
    }
    const body = v.safeParse(Body, request.body);
    if (!body.success) throw validationError([{ field: 'body.argv', message: 'Expected a list of strings' }]);
    const output: string[] = [];
    const { db, config, storage } = app.shop;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : undefined;
    const code = await runCommandLine(body.output.argv, {
      db,
      repoRoot: config.repoRoot,
      storage,
      filesDir: config.filesDir,
      cwd: body.output.cwd,
      port,
      out: (line) => output.push(line),
    });
    request.log.info({ argv: body.output.argv, code }, 'operator command');
    return { code, output };
  });
};
