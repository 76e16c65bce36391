/**
 * The spec's e-mail lookup of the login-or-register flow: whether this portal has an account with
 * the address. It reveals existence by design (sign in or register next), so every lookup counts
 * against a limit per client address and per looked-up address.
 */
import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { consume, keys, RULES } from './limits';
import { userByEmail } from './sign-in';

export function registerLookup(app: FastifyInstance): void {
  route(app, api.userExistsByEmail, async ({ query }, request, reply) => {
    await consume(request, reply, [
      [RULES.lookupIp, keys.ip(request)],
      [RULES.lookupEmail, keys.email(request, query.email)],
    ]);
    return { exists: Boolean(await userByEmail(app.shop.db, request.portal.key, query.email)) };
  });
}
