/**
 * The access endpoints (contracts/api/access.ts): picture codes, sign-in and sign-out,
 * registration, password reset, and the simulated-user link. One file per group; the current user
 * itself is platform/user.ts. Expired keys, tokens, pending codes and old rate-limit counts are
 * purged hourly, once for the installation (the job queue).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { registerCodes } from './codes';
import { purgeOldAttempts } from './limits';
import { registerLookup } from './lookup';
import { registerRegistration } from './register';
import { purgeOldResetKeys, registerReset } from './reset';
import { registerSignIn } from './sign-in';
import { purgeOldSimulationTokens, registerSimulate } from './simulate';
import { purgeOldPendingCodes } from './subjects';
import { QUEUES } from '../jobs';

export async function purgeAccessLeftovers(db: Db): Promise<void> {
  await purgeOldAttempts(db);
  await purgeOldResetKeys(db);
  await purgeOldSimulationTokens(db);
  await purgeOldPendingCodes(db);
}

/** The access domain as a Fastify plugin (docs/decisions/0082): its routes stay in its own scope. */
export const accessPlugin: FastifyPluginAsync = async (app) => {
  registerCodes(app);
  registerSignIn(app);
  registerLookup(app);
  registerRegistration(app);
  registerReset(app);
  registerSimulate(app);
  // once for the installation, hourly and at start (decision 0083)
  app.shop.jobs.handle(QUEUES.purgeAccess, () => purgeAccessLeftovers(app.shop.db));
  app.shop.jobs.schedule(QUEUES.purgeAccess, '7 * * * *');
};

// What other folders use of access; nothing else of it is imported from outside (docs/decisions/0011).
export { hashPassword, passwordCost, verifyPassword } from './passwords';
export { normaliseMobile, passwordProblem } from './rules';
export { hashInviteToken, takeInvite, type InviteRefusal } from './invites';
export { createSimulationLink } from './simulate';
export { linkSubject, portalOrigin } from './subjects';
export { accessTexts } from './texts';
// the studio's staff sign-in keeps the customers' limits and hashing (studio/auth.ts)
export { clearAttempts, countAttempts, recordAttempt, reserve, RULES, signInDelayMs, type RuleCheck } from './limits';
export { hashQueue, needsRehash } from './passwords';
export { RESET_PASSWORD_MIN } from './rules';
