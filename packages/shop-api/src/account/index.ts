/**
 * The account endpoints (contracts/api/account.ts): picture sets with favourites and yearbook
 * pose, picture files and downloads, profile calls, and sharing by e-mail. One file per group.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerFiles } from './files';
import { registerGreenScreenImage } from './green-screen-image';
import { registerPictureSets } from './picture-sets';
import { registerPicturesReadyJobs } from './pictures-ready';
import { registerProfile } from './profile';
import { registerShare } from './share';

/** The account domain as a Fastify plugin: its routes in its own scope (docs/decisions/0082). */
export const accountPlugin: FastifyPluginAsync = async (app) => {
  registerPictureSets(app);
  registerFiles(app);
  registerGreenScreenImage(app);
  registerProfile(app);
  registerShare(app);
  registerPicturesReadyJobs(app);
};

// What other folders use of account; nothing else of it is imported from outside (docs/decisions/0011).
export { ownedSet } from './auth';
export { combinedIndividualAndFriends, isBought, purchasesBySubject, purchasesOf } from './bought';
export { derivativeUrl } from './sets';
