/**
 * The access endpoints (contracts/api/access.ts) as a Fastify plugin (docs/decisions/0082): picture codes,
 * sign-in and sign-out, registration, password reset, and the simulated-user link; one file per group. The
 * current user itself is platform/user.ts. Only server.ts imports this entry; other domains use access's
 * services through index.ts, so they never load its routes (no import cycle through a plugin).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { QUEUES } from '../jobs';
import { registerCodes } from './codes';
import { purgeOldAttempts } from './limits';
import { registerLookup } from './lookup';
import { registerRegistration } from './register';
import { purgeOldResetKeys, registerReset } from './reset';
import { registerSignIn } from './sign-in';
import { purgeOldSimulationTokens, registerSimulate } from './simulate';
import { purgeOldPendingCodes } from './subjects';

/** Expired keys, tokens, pending codes and old rate-limit counts, purged hourly once for the installation (the job queue). */
export async function purgeAccessLeftovers(db: Db): Promise<void> {
  await purgeOldAttempts(db);
  await purgeOldResetKeys(db);
  await purgeOldSimulationTokens(db);
  await purgeOldPendingCodes(db);
}

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
