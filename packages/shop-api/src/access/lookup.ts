/**
 * The spec's e-mail lookup of the login-or-register flow: whether this portal has an account with
 * the address. It reveals existence by design (sign in or register next), so every lookup counts
 * against a limit per client address. Lookups of one address from anywhere are never refused (that
 * would stop the customer's own flow): after a few they are only delayed, as failed sign-ins are.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { consume, countAttempts, keys, recordAttempt, RULES, signInDelayMs } from './limits';
import { userByEmail } from './sign-in';

export function registerLookup(app: FastifyInstance): void {
  route(app, api.userExistsByEmail, async ({ query }, request, reply) => {
    await consume(request, reply, [[RULES.lookupIp, keys.ip(request)]]);
    const email = keys.email(request, query.email);
    const delay = signInDelayMs(await countAttempts(app.shop.db, RULES.lookupEmail, email));
    await recordAttempt(app.shop.db, RULES.lookupEmail, email);
    if (delay > 0) await sleep(delay);
    return { exists: Boolean(await userByEmail(app.shop.db, request.portal.key, query.email)) };
  });
}
